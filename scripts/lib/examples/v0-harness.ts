/**
 * Child process of the 0.1.10 example run (run-v0.ts): inside one page's example project, with the real
 * commandkit@0.1.10 and discord.js 14, no network and no login:
 *   1. every module of the project loads (require);
 *   2. a real CommandKit instance on an offline Client picks up the project's command, event and validation
 *      files (the files it compiles are recorded; commands appear in `commandkit.commands`, events as
 *      client listeners);
 *   3. every command runs against a fake interaction, dispatched through CommandKit's own interactionCreate
 *      listener (validations included) and called directly; every event handler runs with fake arguments.
 * Results are printed as one JSON line after a marker; the parent maps files back to page blocks.
 */
import Module from 'node:module';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';

export interface HarnessInput {
  projectDir: string;
  /** Project files to load, relative to projectDir. */
  files: string[];
  commandsDir?: string;
  eventsDir?: string;
  validationsDir?: string;
  /** Milliseconds a handler may take before it is left running (not a failure). */
  handlerTimeout: number;
}

export interface HarnessResult {
  step: 'load' | 'pickup' | 'run' | 'setup';
  /** Project-relative file the result is about. */
  file?: string;
  ok: boolean;
  message: string;
}

export const MARKER = '@@V0-RUN@@';

/**
 * A stand-in for any discord.js object: every property is another stand-in, every call resolves to one.
 * Leaf names discord.js code reads as text or numbers get strings and numbers, so builders' validators
 * accept them; `then` exists only on call results, so awaiting a property does not recurse.
 */
const TEXT_KEYS = new Set([
  'id',
  'username',
  'tag',
  'displayName',
  'globalName',
  'nickname',
  'name',
  'content',
  'customId',
  'commandName',
  'locale',
  'guildId',
  'channelId',
  'url',
  'discriminator',
  'topic',
]);
const NUMBER_KEYS = new Set([
  'createdTimestamp',
  'joinedTimestamp',
  'memberCount',
  'size',
  'ping',
  'uptime',
  'position',
  'bitrate',
  'rateLimitPerUser',
  'type',
]);

export function fake(thenable = false, path = 'fake'): any {
  const target = function () {};
  return new Proxy(target, {
    get(_t, prop) {
      if (prop === 'then') return thenable ? (resolve: (v: unknown) => void) => resolve(fake(false, path)) : undefined;
      if (prop === Symbol.toPrimitive) return (hint: string) => (hint === 'number' ? 1 : path);
      if (prop === Symbol.iterator) return function* () {};
      if (prop === Symbol.asyncIterator) return async function* () {};
      if (prop === 'toString' || prop === 'valueOf') return () => path;
      if (prop === 'toJSON') return () => ({});
      if (typeof prop === 'symbol') return undefined;
      if (TEXT_KEYS.has(prop)) return prop === 'id' || prop.endsWith('Id') ? '123456789012345678' : `fake-${prop}`;
      if (NUMBER_KEYS.has(prop)) return 1;
      if (prop === 'values') return ['fake-value'];
      if (/URL$/.test(prop)) return () => 'https://example.com/fake.png';
      if (/^(is|has|in)[A-Z]/.test(prop)) return () => false;
      return fake(false, `${path}.${prop}`);
    },
    apply() {
      return fake(true, `${path}()`);
    },
    construct() {
      return fake(false, `new ${path}`);
    },
  });
}

/** A chat-input (or context-menu / autocomplete) interaction for a command name. */
export function fakeInteraction(commandName: string, kind: 'chat' | 'context' | 'autocomplete'): any {
  const base = fake(false, 'interaction');
  const own: Record<string, unknown> = {
    commandName,
    isChatInputCommand: () => kind === 'chat',
    isContextMenuCommand: () => kind === 'context',
    isUserContextMenuCommand: () => kind === 'context',
    isMessageContextMenuCommand: () => false,
    isAutocomplete: () => kind === 'autocomplete',
    isRepliable: () => kind !== 'autocomplete',
    isCommand: () => kind !== 'autocomplete',
    inGuild: () => true,
    inCachedGuild: () => true,
    replied: false,
    deferred: false,
  };
  return new Proxy(base, {get: (t, p) => (typeof p === 'string' && p in own ? own[p] : Reflect.get(t, p))});
}

function firstLine(e: unknown): string {
  const text = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  // CommandKit colours its errors for the terminal.
  return text.split('\n')[0]!.replace(/\u001b\[[0-9;]*m/g, '');
}

async function withTimeout<T>(p: Promise<T>, ms: number): Promise<'done' | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const t = new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), ms)));
  try {
    return await Promise.race([p.then(() => 'done' as const), t]);
  } finally {
    clearTimeout(timer);
  }
}

export async function runHarness(input: HarnessInput): Promise<HarnessResult[]> {
  const h = startHarness(input);
  const discord = h.require('discord.js') as typeof import('discord.js');
  // Offline: logging in resolves without opening a socket or calling the API.
  discord.Client.prototype.login = async function () {
    return 'offline';
  };
  await loadEveryFile(h);
  const started = await startCommandKit(h, discord);
  if (!started) return h.results;
  const {client, commandkit} = started;
  reportPickup(h, client, commandkit);

  // 3. Handlers run against fakes. Commands only ever run on a logged-in bot: from here the offline client
  // says it is ready and its application is a stand-in (a reload command re-registers through it).
  Object.assign(client as object, {isReady: () => true, application: fake(false, 'client.application'), readyTimestamp: Date.now()});
  await runCommands(h, client, commandkit);
  await runEvents(h, client, commandkit);
  return h.results;
}

/** What the steps share: the project's require, the rejections seen so far, the files CommandKit evaluated. */
interface Harness {
  input: HarnessInput;
  require: NodeJS.Require;
  /** Unhandled rejections and uncaught exceptions, in order. */
  unhandled: unknown[];
  /** Absolute paths of the project files evaluated (since the last clear). */
  compiled: Set<string>;
  results: HarnessResult[];
}

type OfflineClient = import('discord.js').Client;
type KitInstance = {commands: Array<{data: {name: string; type?: number}}>};

function startHarness(input: HarnessInput): Harness {
  // Resolve like the project's own code: commandkit and discord.js from the project's node_modules.
  const require = Module.createRequire(join(input.projectDir, 'harness.cjs'));
  const unhandled: unknown[] = [];
  process.on('unhandledRejection', (e) => unhandled.push(e));
  process.on('uncaughtException', (e) => unhandled.push(e));
  // Every project file starts by reporting its evaluation (run-v0.ts LOAD_MARK): CommandKit imports the
  // files itself, so this is how we see which ones it loaded.
  const compiled = new Set<string>();
  (globalThis as {__v0Evaluated?: (f: string) => void}).__v0Evaluated = (f) => compiled.add(f);
  return {input, require, unhandled, compiled, results: []};
}

/** The project's script files below `dir` (project-relative). */
function scriptsUnder(input: HarnessInput, dir?: string): string[] {
  return dir ? input.files.filter((f) => f.startsWith(dir + '/') && /\.(js|cjs|mjs)$/.test(f)) : [];
}

/** The files CommandKit should pick up: events, validations (with commands), commands. */
function expectedPickups(input: HarnessInput): string[] {
  const validations = input.commandsDir ? scriptsUnder(input, input.validationsDir) : [];
  return [...scriptsUnder(input, input.eventsDir), ...validations, ...scriptsUnder(input, input.commandsDir)];
}

/** The module a project file exports, or undefined when it does not load (the load step reports that). */
function requireQuietly(h: Harness, file: string): any {
  try {
    return h.require(join(h.input.projectDir, file));
  } catch {
    return undefined;
  }
}

/** 1. Every module loads. */
async function loadEveryFile(h: Harness): Promise<void> {
  for (const file of h.input.files) {
    const before = h.unhandled.length;
    try {
      // ES module files (a .mjs config) load with import(), everything else as the CommonJS it was compiled to.
      if (file.endsWith('.mjs')) await import(pathToFileURL(join(h.input.projectDir, file)).href);
      else h.require(join(h.input.projectDir, file));
      await new Promise((r) => setTimeout(r, 20));
      const late = h.unhandled.slice(before);
      h.results.push(
        late.length
          ? {step: 'load', file, ok: false, message: `loading it rejects: ${firstLine(late[0])}`}
          : {step: 'load', file, ok: true, message: 'loads'},
      );
    } catch (e) {
      h.results.push({step: 'load', file, ok: false, message: firstLine(e)});
    }
  }
}

/**
 * 2. A real CommandKit instance on an offline client, started on a clean require cache; returns once it has
 * evaluated every file it should pick up (or after 10 s), or undefined when it cannot be constructed.
 */
async function startCommandKit(
  h: Harness,
  discord: typeof import('discord.js'),
): Promise<{client: OfflineClient; commandkit: KitInstance} | undefined> {
  const {input} = h;
  const {CommandKit} = h.require('commandkit') as {CommandKit: new (o: object) => KitInstance};
  const client = new discord.Client({intents: []});
  (client as unknown as {user: unknown}).user = fake(false, 'client.user');
  h.compiled.clear();
  // Step 1 left the files in require's cache, where CommandKit's import() would reuse them without
  // evaluating them again: start it on a clean cache, as a fresh bot process would.
  for (const key of Object.keys(h.require.cache)) if (key.startsWith(input.projectDir + '/')) delete h.require.cache[key];
  const before = h.unhandled.length;
  const abs = (d?: string) => (d ? join(input.projectDir, d) : undefined);
  let commandkit: KitInstance;
  try {
    commandkit = new CommandKit({
      client,
      commandsPath: abs(input.commandsDir),
      eventsPath: abs(input.eventsDir),
      validationsPath: input.commandsDir ? abs(input.validationsDir) : undefined,
    });
  } catch (e) {
    h.results.push({step: 'setup', ok: false, message: `new CommandKit(...) throws: ${firstLine(e)}`});
    return undefined;
  }
  const expected = expectedPickups(input);
  const deadline = Date.now() + 10_000;
  // CommandKit initialises asynchronously and exposes no promise: wait until it has compiled every file.
  while (Date.now() < deadline && !expected.every((f) => h.compiled.has(join(input.projectDir, f))))
    await new Promise((r) => setTimeout(r, 25));
  await new Promise((r) => setTimeout(r, 100));
  for (const e of h.unhandled.slice(before))
    h.results.push({step: 'setup', ok: false, message: `CommandKit's start-up rejects: ${firstLine(e)}`});
  return {client, commandkit};
}

/** 2. (continued) Each file was picked up: commands held by CommandKit, events listened to on the client. */
function reportPickup(h: Harness, client: OfflineClient, commandkit: KitInstance): void {
  const {input} = h;
  const names = new Set(commandkit.commands.map((c) => c.data.name));
  for (const file of expectedPickups(input)) {
    if (!h.compiled.has(join(input.projectDir, file))) {
      h.results.push({step: 'pickup', file, ok: false, message: 'CommandKit did not load this file'});
      continue;
    }
    if (input.commandsDir && file.startsWith(input.commandsDir + '/')) {
      const mod: {data?: {name?: string}; default?: {data?: {name?: string}}} | undefined = requireQuietly(h, file);
      if (!mod) continue; // reported by the load step
      const name = mod.data?.name ?? mod.default?.data?.name;
      h.results.push(
        name && names.has(name)
          ? {step: 'pickup', file, ok: true, message: `command "${name}"`}
          : {
              step: 'pickup',
              file,
              ok: false,
              message: `CommandKit loaded the file but holds no command${name ? ` "${name}"` : ''} from it`,
            },
      );
    } else if (input.eventsDir && file.startsWith(input.eventsDir + '/')) {
      const event = file.slice(input.eventsDir.length + 1).split('/')[0]!;
      h.results.push(
        client.listenerCount(event) > 0
          ? {step: 'pickup', file, ok: true, message: `event "${event}"`}
          : {step: 'pickup', file, ok: false, message: `no "${event}" listener on the client`},
      );
    } else {
      h.results.push({step: 'pickup', file, ok: true, message: 'validation'});
    }
  }
}

/** 3. Every command runs against a fake interaction: through CommandKit's listener, directly, and its autocomplete. */
async function runCommands(h: Harness, client: OfflineClient, commandkit: KitInstance): Promise<void> {
  const dispatch = client.listeners('interactionCreate') as Array<(i: unknown) => Promise<void>>;
  for (const file of scriptsUnder(h.input, h.input.commandsDir)) {
    const mod: Record<string, any> | undefined = requireQuietly(h, file);
    if (!mod) continue;
    const cmd = mod.default?.run ? mod.default : mod;
    const name: string | undefined = cmd.data?.name ?? mod.data?.name;
    if (!name || typeof cmd.run !== 'function') continue;
    const kind = cmd.data?.type === 2 || cmd.data?.type === 3 ? 'context' : 'chat';
    const attempts: Array<[string, () => Promise<unknown>]> = [
      [
        'through CommandKit (validations, then run)',
        async () => {
          for (const listener of dispatch) await listener(fakeInteraction(name, kind));
        },
      ],
      ['run() called directly', async () => cmd.run({interaction: fakeInteraction(name, kind), client, handler: commandkit})],
    ];
    if (typeof cmd.autocomplete === 'function')
      attempts.push([
        'autocomplete()',
        async () => cmd.autocomplete({interaction: fakeInteraction(name, 'autocomplete'), client, handler: commandkit}),
      ]);
    for (const [how, call] of attempts) await reportRun(h, file, how, call);
  }
}

/** Runs one handler call and records how it ended: finished, left running, threw, or rejected later. */
async function reportRun(h: Harness, file: string, how: string, call: () => Promise<unknown>): Promise<void> {
  const {handlerTimeout} = h.input;
  const mark = h.unhandled.length;
  try {
    const outcome = await withTimeout(call(), handlerTimeout);
    await new Promise((r) => setTimeout(r, 20));
    const late = h.unhandled.slice(mark);
    if (late.length) h.results.push({step: 'run', file, ok: false, message: `${how}: rejects later: ${firstLine(late[0])}`});
    else
      h.results.push({
        step: 'run',
        file,
        ok: true,
        message: `${how}: ${outcome === 'done' ? 'finished' : `still running after ${handlerTimeout} ms (left running)`}`,
      });
  } catch (e) {
    h.results.push({step: 'run', file, ok: false, message: `${how}: throws ${firstLine(e)}`});
  }
}

/** 3. Every event handler runs with fake arguments. */
async function runEvents(h: Harness, client: OfflineClient, commandkit: KitInstance): Promise<void> {
  const {input} = h;
  for (const file of scriptsUnder(input, input.eventsDir)) {
    const event = file.slice(input.eventsDir!.length + 1).split('/')[0]!;
    const mod = requireQuietly(h, file);
    const handler = mod?.default?.default ?? mod?.default ?? mod;
    if (typeof handler !== 'function') continue;
    const mark = h.unhandled.length;
    try {
      await withTimeout(Promise.resolve(handler(fake(false, event), client, commandkit)), input.handlerTimeout);
      await new Promise((r) => setTimeout(r, 20));
      const late = h.unhandled.slice(mark);
      h.results.push(
        late.length
          ? {step: 'run', file, ok: false, message: `event handler rejects later: ${firstLine(late[0])}`}
          : {step: 'run', file, ok: true, message: 'event handler finished'},
      );
    } catch (e) {
      h.results.push({step: 'run', file, ok: false, message: `event handler throws ${firstLine(e)}`});
    }
  }
}

// Run as a child: input in an environment variable, results after the marker, then exit (timers may remain).
if (process.env.V0_HARNESS_INPUT) {
  const input = JSON.parse(process.env.V0_HARNESS_INPUT) as HarnessInput;
  process.chdir(input.projectDir);
  runHarness(input)
    .then((results) => process.stdout.write(`\n${MARKER}${JSON.stringify(results)}\n`))
    .catch((e) =>
      process.stdout.write(`\n${MARKER}${JSON.stringify([{step: 'setup', ok: false, message: `harness failed: ${firstLine(e)}`}])}\n`),
    )
    .finally(() => process.exit(0));
}
