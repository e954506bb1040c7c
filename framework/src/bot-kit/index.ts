/**
 * The offline bot kit: a real discord.js `Client` that never logs in and never touches the network, fed with
 * interactions and messages that discord.js itself builds from raw API payloads, and a REST layer that records
 * every request the bot makes and answers it like Discord would.
 *
 * Usage (inside a reader's project, on the framework's Node, after `installBotKit` wrote it there as plain JS):
 *
 *   const bot = takeOffline(client);            // or createOfflineClient() for a fresh client
 *   await client.login('any-token');            // offline: READY with the kit's guild, channel and members
 *   const run = await bot.chatInput('ping', {options: {ephemeral: true}});
 *   run.replies[0].content                      // what interaction.reply(...) sent, as the API's JSON
 *   await bot.click(run.replies[0], 'confirm'); // a ButtonInteraction referencing that message
 *
 * Every dispatch returns when the bot has settled: listeners' promises resolved, no REST request in flight and
 * none started for `quietMs`. The kit never swallows what discord.js would do with an error: a listener's
 * rejection still goes to `error` through discord.js's captureRejections; the kit only records it too.
 */
import {Client, GatewayIntentBits, Partials, REST, type ClientOptions} from 'discord.js';
import {createDispatchObserver, type Dispatch} from './dispatch.js';
import {offlineLogin} from './login.js';
import {blockedHosts, refuseRemoteConnections} from './network.js';
import {createWorld, type OfflineWorld, type RawUser} from './world.js';
import {createRestState, offlineMakeRequest, recordVote, type RawMessage, type RecordedRequest, type RestState} from './rest.js';
import {
  autocompletePayload,
  chatInputPayload,
  CommandType,
  componentPayload,
  ComponentType,
  interactiveComponents,
  messageContextPayload,
  messagePayload,
  modalSubmitPayload,
  OptionType,
  userContextPayload,
  type RawOption,
  type RawUpload,
} from './payloads.js';

export {createWorld, type OfflineWorld, type RawUser} from './world.js';
export {interactiveComponents, OptionType, CommandType, ComponentType, type RawOption, type RawUpload} from './payloads.js';
export type {RawMessage, RecordedRequest} from './rest.js';
export type {Dispatch} from './dispatch.js';
export {blockedHosts} from './network.js';

export interface OptionValues {
  [name: string]: string | number | boolean | undefined;
}

export interface ChatInputOptions {
  /** Option values by name; their types come from the registered command when there is one. */
  options?: OptionValues;
  /** Raw options, used as given (subcommands, exact types). */
  rawOptions?: RawOption[];
  user?: RawUser;
}

export interface OfflineBot {
  client: Client;
  world: OfflineWorld;
  rest: RestState;
  /** Every error the client's listeners raised since the kit took over. */
  errors: unknown[];
  /** Remote hosts the process tried to reach (refused). */
  blockedHosts: string[];
  /** Registered commands (global and per guild) as the bot sent them in PUT/POST requests. */
  registeredCommands(): any[];
  chatInput(name: string, options?: ChatInputOptions): Promise<Dispatch>;
  autocomplete(name: string, focused: string, typed: string, options?: ChatInputOptions): Promise<Dispatch>;
  userContextMenu(name: string, target?: RawUser): Promise<Dispatch>;
  messageContextMenu(name: string, target?: RawMessage): Promise<Dispatch>;
  /** Clicks the button `customId` (default: the first one) on a message the bot sent. */
  click(message: RawMessage, customId?: string): Promise<Dispatch>;
  /** Picks `values` (default: the first option / a member) in the select menu `customId` on a message. */
  select(message: RawMessage, customId?: string, values?: string[]): Promise<Dispatch>;
  /**
   * Submits a modal the bot showed; `fields` default to an example answer for each text input, `uploads` (files
   * by file upload custom id) to as many PNG files as each upload field requires.
   */
  submitModal(modal: any, fields?: Record<string, string>, uploads?: Record<string, RawUpload[]>): Promise<Dispatch>;
  /**
   * A member votes in a poll the bot sent (`answerId` counts from 1): Discord's MESSAGE_POLL_VOTE_ADD, for a
   * message the bot does not hold in its cache (a reply to an interaction, or any message after a restart).
   */
  vote(message: RawMessage, answerId?: number, user?: RawUser): Promise<Dispatch>;
  /** A member posts `content` in the channel (prefix commands, message events). */
  send(content: string, options?: {author?: RawUser; reference?: RawMessage}): Promise<Dispatch>;
  /** Runs `action` and reports what the bot did until it settled (for events emitted by hand, timers...). */
  during(action: () => unknown): Promise<Dispatch>;
  settle(): Promise<void>;
}

export interface KitOptions {
  /** How long REST must stay quiet before a dispatch counts as done (ms). */
  quietMs?: number;
  /** Upper bound for one dispatch (ms). */
  maxWaitMs?: number;
  world?: OfflineWorld;
}

const TRACKED = Symbol('offline-bot-kit.tracked');
const OFFLINE_REQUEST = Symbol('offline-bot-kit.makeRequest');

/**
 * Frameworks keep REST clients of their own (CommandKit's command registrar builds one when it starts, with the
 * token from the environment): every REST instance of this discord.js answers offline too, so nothing can leave
 * the machine. Tokens are left alone: a REST client without one still fails as it would for a reader.
 */
function routeEveryRestOffline(makeRequest: unknown): void {
  const proto = REST.prototype as any;
  const alreadyRouted = Boolean(proto[OFFLINE_REQUEST]);
  proto[OFFLINE_REQUEST] = makeRequest;
  if (alreadyRouted) return;
  const request = proto.request;
  proto.request = function (this: any, options: unknown) {
    this.options.makeRequest = proto[OFFLINE_REQUEST];
    return request.call(this, options);
  };
}

/** A fresh client with the intents a typical bot asks for, already taken offline. */
export function createOfflineClient(options: Partial<ClientOptions> = {}, kit: KitOptions = {}): OfflineBot {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent, GatewayIntentBits.GuildMembers],
    partials: [Partials.Channel, Partials.Message],
    ...options,
  });
  return takeOffline(client, kit);
}

/**
 * Makes an existing client (e.g. the one a reader's `src/app.ts` exports) offline: REST answered locally,
 * `login()` an offline READY, listeners' promises tracked so dispatches know when the bot is done.
 */
export function takeOffline(client: Client, kit: KitOptions = {}): OfflineBot {
  const world = kit.world ?? createWorld();
  const rest = createRestState();
  const errors: unknown[] = [];
  const pending = new Set<Promise<unknown>>();
  const {settle, observe} = createDispatchObserver(rest, pending, errors, {quietMs: kit.quietMs ?? 60, maxWaitMs: kit.maxWaitMs ?? 5000});
  goOffline(client, world, rest, pending, errors);

  const handleInteraction: HandleInteraction = (payload) =>
    observe(() => {
      (client as any).actions.InteractionCreate.handle(payload);
      return payload;
    });

  const bot: OfflineBot = {
    client,
    world,
    rest,
    errors,
    blockedHosts,
    registeredCommands: () => [...rest.commands.values()].flat(),
    ...commandActions(world, rest, handleInteraction),
    ...componentActions(world, rest, handleInteraction),
    ...memberActions(client, world, rest, observe),
    during: (action) => observe(action),
    settle,
  };
  return bot;
}

/** Hands the client an interaction payload (as the gateway's INTERACTION_CREATE would) and observes the bot. */
type HandleInteraction = (payload: any) => Promise<Dispatch>;

/**
 * Answers the client's REST (and every other REST client's) offline, tracks its listeners' promises and errors,
 * and makes its login() offline.
 */
function goOffline(client: Client, world: OfflineWorld, rest: RestState, pending: Set<Promise<unknown>>, errors: unknown[]): void {
  refuseRemoteConnections();
  const makeRequest = offlineMakeRequest(world, rest);
  (client.rest as any).options.makeRequest = makeRequest;
  routeEveryRestOffline(makeRequest);
  client.rest.setToken('offline.token.never-sent');
  trackListeners(client, pending, errors);
  client.on('error', (e) => record(errors, e));
  (client as any).login = offlineLogin(client, world);
}

/** A member runs one of the bot's application commands. */
function commandActions(
  world: OfflineWorld,
  rest: RestState,
  handleInteraction: HandleInteraction,
): Pick<OfflineBot, 'chatInput' | 'autocomplete' | 'userContextMenu' | 'messageContextMenu'> {
  return {
    chatInput: (name, o) => handleInteraction(chatInputPayload(world, chatInputCommand(world, rest, name, o), o?.user)),
    autocomplete: (name, focused, typed, o) => {
      const command = chatInputCommand(world, rest, name, {...o, options: {...o?.options, [focused]: typed}});
      const mark = (list: RawOption[]): RawOption[] =>
        list.map((x) =>
          x.options
            ? {...x, options: mark(x.options)}
            : x.name === focused
              ? {...x, type: OptionType.String, value: typed, focused: true}
              : x,
        );
      return handleInteraction(autocompletePayload(world, {...command, options: mark(command.options)}));
    },
    userContextMenu: (name, target) =>
      handleInteraction(userContextPayload(world, {id: commandByName(rest, name, CommandType.User)?.id, name}, target ?? world.other)),
    messageContextMenu: (name, target) => {
      const message = target ?? messagePayload(world, 'A message to act on', {author: world.other});
      return handleInteraction(messageContextPayload(world, {id: commandByName(rest, name, CommandType.Message)?.id, name}, message));
    },
  };
}

/** A member uses a component of a message or modal the bot sent. */
function componentActions(
  world: OfflineWorld,
  rest: RestState,
  handleInteraction: HandleInteraction,
): Pick<OfflineBot, 'click' | 'select' | 'submitModal'> {
  return {
    click: (message, customId) => {
      const button = interactiveComponents(message).find((c) => c.type === ComponentType.Button && (!customId || c.custom_id === customId));
      if (!button) throw new Error(`no button ${customId ?? ''} on message ${message.id}`);
      const payload = componentPayload(world, message, {custom_id: button.custom_id, component_type: ComponentType.Button});
      rest.originals.set(payload.token, message.id);
      return handleInteraction(payload);
    },
    select: (message, customId, values) => {
      const menu = interactiveComponents(message).find((c) => c.type !== ComponentType.Button && (!customId || c.custom_id === customId));
      if (!menu) throw new Error(`no select menu ${customId ?? ''} on message ${message.id}`);
      const picked = values ?? defaultValues(world, menu);
      const payload = componentPayload(world, message, {custom_id: menu.custom_id, component_type: menu.type, values: picked});
      rest.originals.set(payload.token, message.id);
      return handleInteraction(payload);
    },
    submitModal: (modal, fields, uploads) => {
      const inputs = textInputs(modal);
      const values = fields ?? Object.fromEntries(inputs.map((i) => [i.custom_id, i.value ?? exampleText(i)]));
      return handleInteraction(modalSubmitPayload(world, modal.custom_id, values, modal, undefined, undefined, uploads));
    },
  };
}

/** A member votes in a poll or posts a message: gateway events other than interactions. */
function memberActions(
  client: Client,
  world: OfflineWorld,
  rest: RestState,
  observe: (send: () => unknown) => Promise<Dispatch>,
): Pick<OfflineBot, 'vote' | 'send'> {
  return {
    vote: (message, answerId = 1, user = world.reader) => {
      if (!message.poll) throw new Error(`message ${message.id} has no poll`);
      return observe(() => {
        recordVote(rest, message, answerId, user.id);
        const data = {
          user_id: user.id,
          channel_id: message.channel_id,
          message_id: message.id,
          guild_id: world.guild.id,
          answer_id: answerId,
        };
        (client as any).actions.MessagePollVoteAdd.handle(data);
        return data;
      });
    },
    send: (content, o = {}) =>
      observe(() => {
        const payload = messagePayload(world, content, o);
        (client as any).actions.MessageCreate.handle(payload);
        return (
          client.channels.cache.get(world.channel.id) && (client.channels.cache.get(world.channel.id) as any).messages.cache.get(payload.id)
        );
      }),
  };
}

function commandByName(rest: RestState, name: string, type: number) {
  return [...rest.commands.values()].flat().find((c) => c.name === name && (c.type ?? 1) === type);
}

/** The command a chat input names ("config set" names a subcommand), with its options typed as registered. */
function chatInputCommand(
  world: OfflineWorld,
  rest: RestState,
  name: string,
  o: ChatInputOptions = {},
): {id?: string; name: string; options: RawOption[]} {
  const [root, ...path] = name.split(' ');
  const registered = commandByName(rest, root!, CommandType.ChatInput);
  if (o.rawOptions) return {id: registered?.id, name: root!, options: o.rawOptions};
  // Walk down to the subcommand's option list when the name has one ("config set").
  let defs: any[] = registered?.options ?? [];
  const wrappers: Array<{name: string; type: number}> = [];
  for (const part of path) {
    const def = defs.find((d) => d.name === part);
    wrappers.push({
      name: part,
      type: def?.type ?? (path.length === 2 && wrappers.length === 0 ? OptionType.SubcommandGroup : OptionType.Subcommand),
    });
    defs = def?.options ?? [];
  }
  let options: RawOption[] = Object.entries(o.options ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([optionName, value]) =>
      optionFor(
        world,
        optionName,
        value,
        defs.find((d) => d.name === optionName),
      ),
    );
  for (const w of wrappers.reverse()) options = [{name: w.name, type: w.type, options}];
  return {id: registered?.id, name: root!, options};
}

/** One entry per error: a listener's rejection also reaches `error` through captureRejections. */
function record(errors: unknown[], e: unknown): void {
  if (!errors.includes(e)) errors.push(e);
}

function optionFor(world: OfflineWorld, name: string, value: unknown, def?: {type: number}): RawOption {
  const type =
    def?.type ??
    (typeof value === 'boolean'
      ? OptionType.Boolean
      : typeof value === 'number'
        ? Number.isInteger(value)
          ? OptionType.Integer
          : OptionType.Number
        : OptionType.String);
  let v = value;
  if (type === OptionType.User || type === OptionType.Mentionable)
    v =
      value === 'reader'
        ? world.reader.id
        : value === 'other' || typeof value !== 'string' || !/^\d+$/.test(value)
          ? world.other.id
          : value;
  if (type === OptionType.Channel) v = world.channel.id;
  if (type === OptionType.Role) v = world.guild.id;
  if (type === OptionType.Attachment) v = typeof value === 'string' && /^\d+$/.test(value) ? value : '1';
  return {name, type, value: v};
}

function defaultValues(world: OfflineWorld, menu: {type: number; options?: any[]; min_values?: number}): string[] {
  switch (menu.type) {
    case ComponentType.StringSelect:
      return (menu.options ?? []).slice(0, Math.max(1, menu.min_values ?? 1)).map((o) => o.value);
    case ComponentType.UserSelect:
    case ComponentType.MentionableSelect:
      return [world.other.id];
    case ComponentType.RoleSelect:
      return [world.guild.id];
    case ComponentType.ChannelSelect:
      return [world.channel.id];
    default:
      return [];
  }
}

/** The text inputs of a modal as sent (inside action rows, or inside labels). */
export function textInputs(modal: any): Array<{custom_id: string; value?: string; min_length?: number; placeholder?: string}> {
  const found: any[] = [];
  const visit = (list: any[] | undefined) => {
    for (const c of list ?? []) {
      if (c.type === ComponentType.TextInput) found.push(c);
      visit(c.components);
      if (c.component) visit([c.component]);
    }
  };
  visit(modal?.components);
  return found;
}

function exampleText(input: {min_length?: number}): string {
  const text = 'An example answer';
  return text.padEnd(input.min_length ?? 0, '.');
}

/**
 * Listeners' returned promises are tracked so a dispatch can wait for async handlers. The wrapper returns the
 * listener's own result, so discord.js's captureRejections still routes a rejection to `error`; it carries
 * `.listener` so `off(event, original)` still finds it, as Node does for `once` wrappers.
 */
function trackListeners(client: Client, pending: Set<Promise<unknown>>, errors: unknown[]): void {
  const emitter = client as any;
  const wrap = (fn: any) => {
    if (typeof fn !== 'function' || fn[TRACKED]) return fn;
    const wrapper = function (this: unknown, ...args: unknown[]) {
      const result = fn.apply(this, args);
      if (result && typeof result.then === 'function') {
        const tracked = Promise.resolve(result).then(
          () => undefined,
          (e) => record(errors, e),
        );
        pending.add(tracked);
        void tracked.finally(() => pending.delete(tracked));
      }
      return result;
    };
    wrapper[TRACKED] = true;
    wrapper.listener = fn;
    return wrapper;
  };
  for (const method of ['on', 'addListener', 'prependListener']) {
    const original = emitter[method].bind(emitter);
    emitter[method] = (event: string | symbol, fn: any) => original(event, wrap(fn));
  }
  for (const method of ['off', 'removeListener']) {
    const original = emitter[method].bind(emitter);
    emitter[method] = (event: string | symbol, fn: any) => {
      const match = emitter.rawListeners(event).find((l: any) => l === fn || l.listener === fn || l.listener?.listener === fn);
      return original(event, match ?? fn);
    };
  }
}
