/**
 * Runs one 1.x example project inside the reader's project, on the framework's Node (transpiled to plain JS
 * first). Mirrors what `commandkit start` does with a build (dist/index.js: import the client from app.js,
 * `commandkit.setClient(app)`, `commandkit.start()`), except that the client is taken offline by the bot kit
 * first. Then every loaded handler runs: slash commands with sample options (each subcommand), autocomplete
 * for each autocompleted option, message commands through a prefix message, context menus, events not yet
 * fired with realistic arguments; buttons and select menus in replies are used and modals submitted.
 * Prints one line `RUN1X <json>` with the results.
 */
import module from 'node:module';
import net from 'node:net';
import {Client} from 'discord.js';
import type {BotKitModule, Dispatch, OfflineBot, RawMessage} from '../../../../framework/src/index';

// At run time this file sits in <runs>/harness/ and the kit, transpiled too, in <runs>/bot-kit/.
const KIT = '../bot-kit/index.js';
const {interactiveComponents, takeOffline}: BotKitModule = await import(KIT);
const COMMANDKIT = 'commandkit';
import {findComponent, flagProblems, type FollowUp, type PageExpectations, type RunStep} from './expectations.js';

export const MARKER = 'RUN1X ';

interface Result {
  step: string;
  ok: boolean;
  message: string;
  /** Source file (src/...) the step ran, when known. */
  file?: string;
  handler?: boolean;
}

const input = JSON.parse(process.env.RUN_1X_INPUT ?? '{}') as {expect: PageExpectations; distDir: string};
const expect = input.expect ?? {};
const results: Result[] = [];
const output: string[] = [];
const ANSI = /\u001b\[[0-9;]*m/g;

for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
  const original = console[method].bind(console);
  console[method] = (...args: unknown[]) => {
    output.push(
      args
        .map((a) => (a instanceof Error ? (a.stack ?? a.message) : typeof a === 'string' ? a : safeJson(a)))
        .join(' ')
        .replace(ANSI, ''),
    );
    original(...args);
  };
}
// CommandKit's Logger writes to process.stdout through a console of its own: what it prints is kept too, for the
// page's `logs` claims only (error detection stays on the global console, as before).
const printed: string[] = [];
for (const stream of [process.stdout, process.stderr]) {
  const write = stream.write.bind(stream) as (...args: any[]) => boolean;
  stream.write = ((chunk: any, ...rest: any[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : '';
    if (!text.startsWith(`\n${MARKER}`)) printed.push(...text.replace(ANSI, '').split('\n').filter(Boolean));
    return write(chunk, ...rest);
  }) as typeof stream.write;
}
const printedOrLogged = (re: RegExp) => output.some((l) => re.test(l)) || printed.some((l) => re.test(l));

process.on('uncaughtException', (e) => results.push({step: 'crash', ok: false, message: `uncaught exception: ${e?.stack ?? e}`}));
process.on('unhandledRejection', (e: any) => results.push({step: 'crash', ok: false, message: `unhandled rejection: ${e?.stack ?? e}`}));

function safeJson(a: unknown): string {
  try {
    return JSON.stringify(a);
  } catch {
    return String(a);
  }
}

/** dist/app/commands/x.js -> src/app/commands/x (the harness reports source paths without extension). */
function sourceOf(file: string | null | undefined): string | undefined {
  if (!file) return undefined;
  const rel = file.replace(/\\/g, '/').split(`/${input.distDir}/`).at(-1)!;
  return `src/${rel.replace(/\.[cm]?js$/, '')}`;
}

const handlerRuns = new Map<string, number>();
const handlerErrors: Array<{key: string; error: unknown}> = [];
function counted(key: string, fn: (...args: any[]) => any) {
  if (typeof fn !== 'function' || (fn as any).__counted) return fn;
  const wrapped = async function (this: unknown, ...args: any[]) {
    handlerRuns.set(key, (handlerRuns.get(key) ?? 0) + 1);
    try {
      return await fn.apply(this, args);
    } catch (e) {
      handlerErrors.push({key, error: e});
      throw e;
    }
  };
  (wrapped as any).__counted = true;
  return wrapped;
}

const HANDLERS = ['chatInput', 'autocomplete', 'message', 'userContextMenu', 'messageContextMenu'] as const;

/** The page's stand-ins for third-party HTTP APIs; the bot kit refuses every other remote connection. */
function answerFetches() {
  const routes = Object.entries(expect.fetch ?? {}).map(([re, answer]) => [new RegExp(re), answer] as const);
  if (!routes.length) return;
  const real = globalThis.fetch;
  globalThis.fetch = (async (url: any, init?: any) => {
    const href = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
    const hit = routes.find(([re]) => re.test(href));
    if (!hit) return real(url, init);
    const [, a] = hit;
    const body = a.json !== undefined ? JSON.stringify(a.json) : (a.text ?? '');
    return new Response(body, {
      status: a.status ?? 200,
      headers: {'content-type': a.json !== undefined ? 'application/json' : 'text/plain'},
    });
  }) as typeof fetch;
}

/**
 * The pages connect to Redis the way a reader's machine has it: 127.0.0.1:6379 (often the library default).
 * The test command's Redis listens on a free port, so connections to the default port go there.
 */
function redirectDefaultRedisPort() {
  const port = Number(process.env.REDIS_PORT);
  if (!port) return;
  const connect = net.Socket.prototype.connect as (...args: any[]) => net.Socket;
  (net.Socket.prototype as any).connect = function (this: net.Socket, ...args: any[]) {
    const first = Array.isArray(args[0]) ? args[0][0] : args[0];
    if (first && typeof first === 'object' && Number(first.port) === 6379) first.port = port;
    else if (Number(first) === 6379) args[0] = port;
    return connect.apply(this, args);
  };
}

/**
 * AI pages run with the AI SDK's mock model: the provider packages the pages import (@ai-sdk/openai...) resolve to
 * ai-mock.js, whose models are MockLanguageModelV2 instances from the installed `ai` ('ai/test').
 */
function mockAiProviders() {
  const mock = new URL('./ai-mock.js', import.meta.url).href;
  (module as any).registerHooks({
    resolve(specifier: string, context: unknown, next: (s: string, c: unknown) => unknown) {
      if (/^@ai-sdk\/(openai|anthropic|google|mistral|groq|xai)$/.test(specifier)) return {url: mock, shortCircuit: true};
      return next(specifier, context);
    },
  });
}

/**
 * A server the page's code opens without naming a host (the workflow plugin's handler: `listen(PORT)`) would
 * listen on every interface; during a run it listens on the loopback only.
 */
function keepServersOnLoopback() {
  const listen = net.Server.prototype.listen as (...args: any[]) => net.Server;
  (net.Server.prototype as any).listen = function (this: net.Server, ...args: any[]) {
    const [first, second] = args;
    if (typeof first === 'number' && (args.length === 1 || typeof second === 'function')) args.splice(1, 0, '127.0.0.1');
    else if (typeof first === 'number' && second === undefined) args[1] = '127.0.0.1';
    else if (first && typeof first === 'object' && first.port !== undefined && !first.host && !first.path)
      args[0] = {...first, host: '127.0.0.1'};
    return listen.apply(this, args);
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function main() {
  mockAiProviders();
  redirectDefaultRedisPort();
  keepServersOnLoopback();
  answerFetches();
  process.env.DISCORD_TOKEN ??= 'offline.token';
  for (const [k, v] of Object.entries(expect.env ?? {})) if (!v.startsWith('$')) process.env[k] ??= v;
  for (const [k, v] of Object.entries(expect.env ?? {})) if (v === '$free-port') process.env[k] = String(await freePort());
  const ck: any = await import(COMMANDKIT);
  const {commandkit, AppCommandHandler} = ck;
  countCommandHandlers(AppCommandHandler);
  countEventListeners(commandkit);

  const appModule: any = await import(`${process.cwd()}/${input.distDir}/app.js`);
  const app = appModule.default ?? appModule;
  if (!(app instanceof Client)) {
    results.push({
      step: 'load',
      ok: false,
      message: 'src/app.ts does not default-export a discord.js Client (the entry file CommandKit generates throws here)',
    });
    return;
  }
  const bot = takeOffline(app);
  // Ids the page's configuration points at (a status channel...) are the offline guild's.
  const ids: Record<string, string> = {
    '$channel-id': bot.world.channel.id,
    '$guild-id': bot.world.guild.id,
    '$user-id': bot.world.reader.id,
  };
  for (const [k, v] of Object.entries(expect.env ?? {})) if (ids[v]) process.env[k] = ids[v];
  commandkit.setClient(app);
  await commandkit.start();
  await bot.settle();
  const commands = commandkit.commandHandler.getCommandsArray().length;
  const events = commandkit.eventHandler.getEvents().length;
  results.push({step: 'start', ok: true, message: `started; ${commands} commands, ${events} events loaded`});

  for (const step of expect.runs ?? []) await runStep(bot, commandkit, step);
  await runEverything(bot, commandkit);
  await bot.settle();
  checkRegistrations(bot);
  checkLogs();
  if (expect.later) await checkLater(bot, expect.later);
  reportErrors(bot);
}

/** Counts every command handler and middleware the framework loads, before it wires them up. */
function countCommandHandlers(AppCommandHandler: any): void {
  const loadCommands = AppCommandHandler.prototype.loadCommands;
  AppCommandHandler.prototype.loadCommands = async function (this: any) {
    await loadCommands.call(this);
    for (const loaded of this.getCommandsArray()) {
      const file = sourceOf(loaded.command.path);
      for (const h of HANDLERS) if (loaded.data[h]) loaded.data[h] = counted(`${file}#${h}`, loaded.data[h]);
    }
    // A middleware's data is its module namespace (read-only): the entry gets a counting copy.
    for (const [id, mw] of this.loadedMiddlewares ?? []) {
      const file = sourceOf(mw.middleware.path);
      const data = {...mw.data};
      for (const h of ['beforeExecute', 'afterExecute']) if (data[h]) data[h] = counted(`${file}#${h}`, data[h]);
      this.loadedMiddlewares.set(id, {...mw, data});
    }
  };
}

/** Counts every event listener: the events handler's class is not exported, so the instance is caught as it is set. */
function countEventListeners(commandkit: any): void {
  let eventHandler: any;
  Object.defineProperty(commandkit, 'eventHandler', {
    configurable: true,
    get: () => eventHandler,
    set(handler: any) {
      eventHandler = handler;
      const registerAll = handler.registerAllClientEvents;
      handler.registerAllClientEvents = function (this: any) {
        for (const [, loaded] of this.loadedEvents) {
          loaded.listeners.forEach((listener: any, i: number) => {
            listener.handler = counted(`${sourceOf(loaded.event.listeners[i])}#default`, listener.handler);
          });
        }
        return registerAll.call(this);
      };
    },
  });
}

/** What the handlers threw, how often each ran, the client's errors and the errors the framework logged. */
function reportErrors(bot: OfflineBot): void {
  for (const {key, error} of handlerErrors) {
    const message = (error as any)?.stack ?? String(error);
    if (isStopSignal(error) || allowed(message) || expectedThrows.has(error)) continue;
    results.push({
      step: 'handler',
      ok: false,
      file: key.split('#')[0],
      message: `${key.split('#')[1]} threw: ${message.split('\n').slice(0, 3).join(' | ')}`,
    });
  }
  for (const [key, n] of handlerRuns)
    results.push({step: 'run', ok: true, handler: true, file: key.split('#')[0], message: `${key.split('#')[1]} ran ${n}x`});
  for (const e of bot.errors) {
    const message = (e as any)?.stack ?? String(e);
    if (handlerErrors.some((h) => h.error === e) || allowed(message) || expectedThrows.has(e)) continue;
    results.push({step: 'client', ok: false, message: `client error: ${message.split('\n').slice(0, 3).join(' | ')}`});
  }
  for (const line of output) {
    if (/Failed to load|failed to activate|Error while executing|\[ERROR\]/i.test(line) && !allowed(line)) {
      results.push({step: 'log', ok: false, message: `logged an error: ${line.slice(0, 400)}`});
    }
  }
}

const expectedThrows = new Set<unknown>();

function allowed(text: string): boolean {
  return (expect.allowErrors ?? []).some((re) => new RegExp(re, 'i').test(text));
}

function isStopSignal(e: unknown): boolean {
  // stopEvents(), redirect() and the like are control flow: CommandKit throws and catches them itself.
  return Boolean(e && typeof e === 'object' && 'code' in e && /CommandKit|Stop|Redirect|Forward/i.test(String((e as any).code)));
}

function textOf(message: RawMessage | undefined): string {
  if (!message) return '';
  const parts: string[] = [message.content ?? ''];
  const visit = (list: any[] | undefined) => {
    for (const c of list ?? []) {
      if (typeof c.content === 'string') parts.push(c.content);
      if (c.label) parts.push(c.label);
      visit(c.components);
      if (c.accessory) visit([c.accessory]);
    }
  };
  visit(message.components);
  for (const e of message.embeds ?? [])
    parts.push(e.title ?? '', e.description ?? '', ...(e.fields ?? []).map((f: any) => `${f.name} ${f.value}`));
  // A poll reads as its question, then one line per answer.
  if (message.poll)
    parts.push(
      message.poll.question?.text ?? '',
      ...(message.poll.answers ?? []).map(
        (a: any) => `${a.poll_media?.emoji?.name ? `${a.poll_media.emoji.name} ` : ''}${a.poll_media?.text ?? ''}`,
      ),
    );
  return parts.filter(Boolean).join('\n');
}

/** What is wrong with `reply` against a page's claim about it (empty when it is as the page says). */
function replyProblems(claim: NonNullable<RunStep['reply']>, run: Dispatch, what: string): string[] {
  const reply = run.replies[0];
  const problems: string[] = [];
  if (claim.content !== undefined && !new RegExp(claim.content, 's').test(textOf(reply)))
    problems.push(`${what} ${JSON.stringify(textOf(reply))} does not match /${claim.content}/`);
  problems.push(...flagProblems(claim, reply?.flags, what));
  if (claim.modal !== undefined && run.modal?.custom_id !== claim.modal)
    problems.push(`expected modal ${claim.modal}, got ${run.modal?.custom_id ?? 'none'}`);
  return problems;
}

function check(step: RunStep, run: Dispatch, label: string) {
  const problems: string[] = [];
  if (step.throws) {
    const thrown = [...run.errors, ...handlerErrors.map((h) => h.error)].find((e) =>
      new RegExp(step.throws!).test(String((e as any)?.message ?? e)),
    );
    if (!thrown) problems.push(`expected an error matching /${step.throws}/`);
    else expectedThrows.add(thrown);
  }
  if (step.silent && run.requests.length)
    problems.push(`expected no request to Discord, got ${run.requests.map((r) => `${r.method} ${r.path}`).join(', ')}`);
  if (step.reply) problems.push(...replyProblems(step.reply, run, 'reply'));
  if (step.choices && JSON.stringify((run.choices ?? []).map((c) => c.name)) !== JSON.stringify(step.choices))
    problems.push(`choices ${JSON.stringify((run.choices ?? []).map((c) => c.name))}, expected ${JSON.stringify(step.choices)}`);
  results.push({
    step: 'expect',
    ok: problems.length === 0,
    message: `${label}: ${problems.length ? problems.join('; ') : 'as the page says'}`,
  });
}

async function dispatch(bot: OfflineBot, commandkit: any, step: RunStep): Promise<Dispatch> {
  switch (step.kind) {
    case 'chatInput':
      return bot.chatInput(step.name, {options: step.options});
    case 'autocomplete':
      return bot.autocomplete(step.name, step.focused!, step.typed ?? '', {options: step.options});
    case 'message':
      return bot.send(`${await prefixFor(bot, commandkit)}${step.name}${step.text ? ` ${withIds(bot, step.text)}` : ''}`);
    case 'userContextMenu':
      return bot.userContextMenu(step.name);
    case 'messageContextMenu': {
      const poll = step.target === 'latest-poll' ? [...bot.rest.messages.values()].reverse().find((m) => m.poll) : undefined;
      if (step.target && !poll) throw new Error(`no ${step.target} message to act on: run the command that sends it first`);
      return bot.messageContextMenu(step.name, poll);
    }
    case 'event':
      return emitEvent(bot, commandkit, step.name, step.args, step.text);
  }
}

async function runStep(bot: OfflineBot, commandkit: any, step: RunStep) {
  const run = await dispatch(bot, commandkit, step);
  check(step, run, `${step.kind} ${step.name}`);
  if (step.submit) {
    if (!run.modal) {
      results.push({step: 'expect', ok: false, message: `${step.kind} ${step.name}: no modal to submit`});
      return follow(bot, run, 0);
    }
    const submitted = await bot.submitModal(run.modal, undefined, expect.uploads);
    const problems = replyProblems(step.submit, submitted, 'answer to the submission');
    results.push({
      step: 'expect',
      ok: problems.length === 0,
      message: `${step.kind} ${step.name}, modal submitted: ${problems.length ? problems.join('; ') : 'as the page says'}`,
    });
    return follow(bot, submitted, 1);
  }
  await followUps(bot, step, run);
  await follow(bot, run, 0);
}

/** The page's own follow-ups: click the button (or use the menu) it names on the latest message, check the answer. */
async function followUps(bot: OfflineBot, step: RunStep, run: Dispatch) {
  let message: RawMessage | undefined = run.replies.find((r) => interactiveComponents(r).length) ?? run.replies[0];
  for (const [i, next] of (step.then ?? []).entries()) {
    const label = `${step.kind} ${step.name} then[${i}] ${next.click !== undefined ? `click "${next.click}"` : `select "${next.select}"`}`;
    const target = findComponent(message?.components as any, next);
    if (!message || !target?.custom_id) {
      results.push({step: 'expect', ok: false, message: `${label}: no such component on the message the bot sent`});
      return;
    }
    const answer: Dispatch =
      next.click !== undefined ? await bot.click(message, target.custom_id) : await bot.select(message, target.custom_id, next.values);
    check({kind: step.kind, name: step.name, reply: next.reply, silent: next.silent} satisfies RunStep & FollowUp, answer, label);
    if (next.submit) {
      // The modal this click showed, submitted as a member would: its handler must still be there to answer.
      const submitted = answer.modal ? await bot.submitModal(answer.modal, undefined, expect.uploads) : undefined;
      const problems = submitted ? replyProblems(next.submit, submitted, 'answer to the submission') : ['no modal to submit'];
      results.push({
        step: 'expect',
        ok: problems.length === 0,
        message: `${label}, modal submitted: ${problems.length ? problems.join('; ') : 'as the page says'}`,
      });
    }
    message = answer.replies.find((r) => interactiveComponents(r).length) ?? message;
  }
}

/** Uses what a reply offers: each button and select menu once, and submits any modal shown. */
async function follow(bot: OfflineBot, run: Dispatch, depth: number) {
  if (depth > 2) return;
  if (run.modal) await follow(bot, await bot.submitModal(run.modal, undefined, expect.uploads), depth + 1);
  for (const reply of run.replies) {
    for (const c of interactiveComponents(reply).slice(0, 6)) {
      const next = c.type === 2 ? await bot.click(reply, c.custom_id) : await bot.select(reply, c.custom_id);
      await follow(bot, next, depth + 1);
    }
  }
}

async function prefixFor(bot: OfflineBot, commandkit: any): Promise<string> {
  const channel: any = bot.client.channels.cache.get(bot.world.channel.id);
  const probe = channel.messages._add(
    {
      ...bot.world.channel,
      id: '1',
      channel_id: channel.id,
      author: bot.world.reader,
      content: '',
      timestamp: new Date().toISOString(),
      attachments: [],
      embeds: [],
      mentions: [],
      mention_roles: [],
      components: [],
      type: 0,
    },
    false,
  );
  const prefix = await commandkit.appConfig.getMessageCommandPrefix(probe);
  return Array.isArray(prefix) ? prefix[0] : typeof prefix === 'string' ? prefix : '!';
}

/** `{bot}`, `{reader}`, `{channel}` in a step's text become the offline world's ids (to mention the bot...). */
function withIds(bot: OfflineBot, text: string): string {
  return text
    .replace(/\{bot\}/g, bot.world.bot.id)
    .replace(/\{reader\}/g, bot.world.reader.id)
    .replace(/\{channel\}/g, bot.world.channel.id);
}

function resolveArg(bot: OfflineBot, arg: unknown): unknown {
  const guild: any = bot.client.guilds.cache.get(bot.world.guild.id);
  if (arg === '$member') return guild.members.cache.get(bot.world.reader.id);
  if (arg === '$other-member') return guild.members.cache.get(bot.world.other.id);
  if (arg === '$guild') return guild;
  if (arg === '$channel') return bot.client.channels.cache.get(bot.world.channel.id);
  if (arg === '$user') return bot.client.users.cache.get(bot.world.reader.id);
  if (arg === '$client') return bot.client;
  if (Array.isArray(arg)) return arg.map((a) => resolveArg(bot, a));
  if (arg && typeof arg === 'object') return Object.fromEntries(Object.entries(arg).map(([k, v]) => [k, resolveArg(bot, v)]));
  return arg;
}

/** Discord events arrive the way the gateway would deliver them; custom events through commandkit.events. */
async function emitEvent(bot: OfflineBot, commandkit: any, name: string, args?: unknown[], text?: string): Promise<Dispatch> {
  const client: any = bot.client;
  const guild = client.guilds.cache.get(bot.world.guild.id);
  if (name.includes(':')) {
    const [namespace, event] = name.split(':');
    return bot.during(() => commandkit.events.to(namespace).emit(event, ...(args ?? []).map((a) => resolveArg(bot, a))));
  }
  switch (name) {
    case 'messageCreate':
      return bot.send(text ? withIds(bot, text) : 'hello there, see https://example.com');
    case 'clientReady':
    case 'ready':
      return bot.during(() => client.emit(name, client));
    case 'guildMemberAdd':
      return bot.during(() =>
        client.emit('guildMemberAdd', guild.members._add({...bot.world.otherMember, joined_at: new Date().toISOString()})),
      );
    case 'guildCreate':
      return bot.during(() => client.emit('guildCreate', guild));
    case 'messageReactionAdd': {
      const sent = await bot.send('react to me', {author: bot.world.other});
      const message = sent.received as any;
      return bot.during(() =>
        client.actions.MessageReactionAdd.handle({
          user_id: bot.world.reader.id,
          channel_id: bot.world.channel.id,
          message_id: message.id,
          guild_id: guild.id,
          emoji: {id: null, name: '👍'},
          member: bot.world.readerMember,
          type: 0,
          burst: false,
        }),
      );
    }
    case 'interactionCreate':
      return bot.chatInput('ping');
    case 'messagePollVoteAdd': {
      // A member votes in the latest poll the bot sent (the page's command ran first), for its first answer.
      const poll = [...bot.rest.messages.values()].reverse().find((m) => m.poll);
      if (!poll) return bot.during(() => undefined);
      return bot.vote(poll, Number(args?.[0] ?? 1));
    }
    default:
      return bot.during(() => client.emit(name, ...(args ?? []).map((a) => resolveArg(bot, a))));
  }
}

/** Sample values for a registered option, as a reader would fill the form. */
function sampleValue(o: any): string | number | boolean {
  if (o.choices?.length) return o.choices[0].value;
  switch (o.type) {
    case 4:
      return Math.max(1, o.min_value ?? 1);
    case 10:
      return Math.max(1.5, o.min_value ?? 1.5);
    case 5:
      return true;
    case 6:
    case 9:
      return 'other';
    case 3:
      return 'example'.padEnd(o.min_length ?? 0, 'x').slice(0, o.max_length ?? 100);
    default:
      return 'example';
  }
}

/** Every invocation path of a registered command: the command itself, or each subcommand. */
function invocations(def: any): Array<{path: string; options: any[]}> {
  const subs = (def.options ?? []).filter((o: any) => o.type === 1 || o.type === 2);
  if (!subs.length) return [{path: def.name, options: def.options ?? []}];
  return subs.flatMap((s: any) =>
    s.type === 2
      ? (s.options ?? []).map((x: any) => ({path: `${def.name} ${s.name} ${x.name}`, options: x.options ?? []}))
      : [{path: `${def.name} ${s.name}`, options: s.options ?? []}],
  );
}

async function runEverything(bot: OfflineBot, commandkit: any) {
  const registered = bot.registeredCommands();
  for (const loaded of commandkit.commandHandler.getCommandsArray()) {
    const file = sourceOf(loaded.command.path);
    if (!loaded.command.path) continue;
    const name = loaded.data.command.name;
    const already = (h: string) => (handlerRuns.get(`${file}#${h}`) ?? 0) > 0;
    const def = registered.find((c) => c.name === name && (c.type ?? 1) === 1) ?? loaded.data.command;
    // Registered as a slash command? (A legacy context-menu file also gets a chatInput wrapper.)
    const isSlash = (loaded.data.command.type ?? 1) === 1;
    if (loaded.data.chatInput && isSlash && !already('chatInput')) {
      for (const inv of invocations(def)) {
        const options = Object.fromEntries(
          inv.options.filter((o: any) => o.type !== 1 && o.type !== 2).map((o: any) => [o.name, sampleValue(o)]),
        );
        await follow(bot, await bot.chatInput(inv.path, {options}), 0);
      }
    }
    if (loaded.data.autocomplete && !already('autocomplete')) {
      for (const inv of invocations(def)) {
        for (const o of inv.options.filter((x: any) => x.autocomplete)) await bot.autocomplete(inv.path, o.name, 'ex');
      }
    }
    if (loaded.data.message && !already('message')) await bot.send(`${await prefixFor(bot, commandkit)}${name} example`);
    if (loaded.data.userContextMenu && !already('userContextMenu')) await follow(bot, await bot.userContextMenu(name), 0);
    if (loaded.data.messageContextMenu && !already('messageContextMenu')) await follow(bot, await bot.messageContextMenu(name), 0);
  }
  for (const event of commandkit.eventHandler.getEvents()) {
    const files = (event.metadata.listeners as string[]).map((f) => `${sourceOf(f)}#default`);
    if (files.every((k) => (handlerRuns.get(k) ?? 0) > 0)) continue;
    const key = event.namespace ? `${event.namespace}:${event.name}` : event.name;
    await emitEvent(bot, commandkit, key);
  }
}

function checkRegistrations(bot: OfflineBot) {
  const registered = bot.registeredCommands().map((c) => (c.type === 2 ? `user:${c.name}` : c.type === 3 ? `message:${c.name}` : c.name));
  for (const name of expect.registers ?? []) {
    results.push({
      step: 'expect',
      ok: registered.includes(name),
      message: `registers ${name}: ${registered.includes(name) ? 'yes' : `no (registered: ${registered.join(', ') || 'nothing'})`}`,
    });
  }
  for (const name of expect.notRegisters ?? []) {
    results.push({
      step: 'expect',
      ok: !registered.includes(name),
      message: `does not register ${name}: ${registered.includes(name) ? 'it does' : 'as the page says'}`,
    });
  }
}

function checkLogs() {
  for (const re of expect.logs ?? []) {
    const found = [...output, ...printed].some((l) => new RegExp(re).test(l));
    results.push({step: 'expect', ok: found, message: `output matches /${re}/: ${found ? 'yes' : 'no'}`});
  }
}

/** Waits (up to `withinMs`) for what the page says happens after the handlers returned, then reports each claim. */
async function checkLater(bot: OfflineBot, later: NonNullable<PageExpectations['later']>) {
  const sent = () => [...bot.rest.messages.values()].map((m) => textOf(m));
  const pending = () => [
    ...(later.messages ?? []).filter((re) => !sent().some((t) => new RegExp(re, 's').test(t))).map((re) => ['message', re] as const),
    ...(later.logs ?? []).filter((re) => !printedOrLogged(new RegExp(re))).map((re) => ['output', re] as const),
  ];
  const deadline = Date.now() + later.withinMs;
  while (pending().length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  const missing = pending();
  for (const re of later.messages ?? []) {
    const ok = !missing.some(([kind, r]) => kind === 'message' && r === re);
    results.push({
      step: 'expect',
      ok,
      message: `later, a message matches /${re}/: ${ok ? 'yes' : `no within ${later.withinMs} ms (sent: ${JSON.stringify(sent().slice(-5))})`}`,
    });
  }
  for (const re of later.logs ?? []) {
    const ok = !missing.some(([kind, r]) => kind === 'output' && r === re);
    results.push({step: 'expect', ok, message: `later, output matches /${re}/: ${ok ? 'yes' : `no within ${later.withinMs} ms`}`});
  }
}

// A page whose claims wait for later work (`later.withinMs`) gets that much longer.
const timer = setTimeout(() => finish('the run did not finish in time'), 90_000 + (expect.later?.withinMs ?? 0));
main()
  .catch((e) => results.push({step: 'start', ok: false, message: `the run failed: ${e?.stack ?? e}`}))
  .finally(() => finish());

function finish(reason?: string) {
  clearTimeout(timer);
  if (reason) results.push({step: 'timeout', ok: false, message: reason});
  process.stdout.write(`\n${MARKER}${JSON.stringify(results)}\n`);
  // Intervals of the page's code (tasks, queues, caches) would keep the process alive.
  setTimeout(() => process.exit(0), 50);
}
