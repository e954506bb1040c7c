/**
 * The offline REST layer: a `makeRequest` for discord.js's REST (it reads `rest.options.makeRequest` for every
 * request) that records each request as JSON and answers the way Discord's API would, keeping the messages the
 * bot sent and the commands it registered, so later requests (fetchReply, editReply, a click on a button) see
 * them. Nothing leaves the process.
 */
import {snowflake} from './ids.js';
import type {OfflineWorld} from './world.js';

export interface RecordedRequest {
  method: string;
  /** Path below the API version, e.g. `/interactions/123/tok/callback`. */
  path: string;
  query: Record<string, string>;
  /** The JSON body (for multipart requests, `payload_json`). */
  body: any;
  /** Names of attached files. */
  files: string[];
  status: number;
  /** A route this layer has no answer for (answered 404 for GET, 204 otherwise). */
  unanswered?: boolean;
  /** The message this request created or edited, if any. */
  messageId?: string;
}

export type RawMessage = Record<string, any> & {id: string; channel_id: string; content: string; components: any[]; embeds: any[]};

export interface RestState {
  requests: RecordedRequest[];
  /** Every message the bot created or edited, by id (latest version). */
  messages: Map<string, RawMessage>;
  /** Interaction token -> id of its original response message. */
  originals: Map<string, string>;
  /** Application commands as last registered: `global` or a guild id -> commands (with ids). */
  commands: Map<string, any[]>;
  /** Votes in the bot's polls: message id -> answer id -> ids of the users who picked it. */
  pollVotes: Map<string, Map<number, Set<string>>>;
  /** Requests in flight; the kit waits for none before it says a run has settled. */
  inFlight: number;
  lastActivity: number;
}

export function createRestState(): RestState {
  return {
    requests: [],
    messages: new Map(),
    originals: new Map(),
    commands: new Map(),
    pollVotes: new Map(),
    inFlight: 0,
    lastActivity: Date.now(),
  };
}

interface Answer {
  status: number;
  json?: unknown;
  unanswered?: boolean;
  messageId?: string;
}

const CALLBACK = {
  Pong: 1,
  ChannelMessageWithSource: 4,
  DeferredChannelMessageWithSource: 5,
  DeferredMessageUpdate: 6,
  UpdateMessage: 7,
  ApplicationCommandAutocompleteResult: 8,
  Modal: 9,
} as const;

async function readBody(init: RequestInit): Promise<{body: any; files: string[]}> {
  const raw = init.body as unknown;
  if (raw == null) return {body: undefined, files: []};
  if (typeof raw === 'string') return {body: raw ? JSON.parse(raw) : undefined, files: []};
  if (raw instanceof FormData) {
    const files: string[] = [];
    let body: any;
    for (const [key, value] of (raw as any).entries() as Iterable<[string, unknown]>) {
      if (key === 'payload_json') body = JSON.parse(String(value));
      else files.push(typeof value === 'string' ? key : (value as File).name || key);
    }
    return {body, files};
  }
  if (raw instanceof Uint8Array || raw instanceof ArrayBuffer)
    return {body: JSON.parse(Buffer.from(raw as ArrayBuffer).toString('utf8')), files: []};
  return {body: raw, files: []};
}

/** The API message a create/edit request with `body` produces. */
export function messageFrom(world: OfflineWorld, body: any, base: Partial<RawMessage> = {}): RawMessage {
  const data = body ?? {};
  const id = base.id ?? snowflake();
  return {
    id,
    type: 0,
    channel_id: world.channel.id,
    guild_id: world.guild.id,
    author: world.bot,
    content: '',
    embeds: [],
    components: [],
    attachments: [],
    mentions: [],
    mention_roles: [],
    mention_everyone: false,
    pinned: false,
    tts: false,
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    flags: 0,
    ...base,
    ...pick(data, ['content', 'embeds', 'components', 'flags', 'sticker_ids', 'tts']),
    ...(data.poll ? {poll: pollFrom(data.poll)} : {}),
    ...(data.message_reference ? {message_reference: data.message_reference, type: 19} : {}),
    ...(data.attachments
      ? {
          attachments: data.attachments.map((a: any) => ({
            id: snowflake(),
            filename: a.filename ?? 'file',
            size: 0,
            url: 'https://cdn.invalid/' + (a.filename ?? 'file'),
            proxy_url: 'https://cdn.invalid/x',
          })),
        }
      : {}),
  } as RawMessage;
}

/**
 * A poll as a message carries it, from the poll a create request sends: answers numbered from 1, the expiry
 * `duration` hours ahead, results not final and no votes yet.
 */
export function pollFrom(request: any): any {
  const hours = request.duration ?? 24;
  return {
    question: request.question,
    answers: (request.answers ?? []).map((a: any, i: number) => ({answer_id: i + 1, poll_media: a.poll_media ?? {text: a.text}})),
    expiry: new Date(Date.now() + hours * 3_600_000).toISOString(),
    allow_multiselect: request.allow_multiselect ?? false,
    layout_type: request.layout_type ?? 1,
    results: {is_finalized: false, answer_counts: []},
  };
}

/** Counts `userId`'s vote for `answerId` in a poll the bot sent; the stored message's results follow. */
export function recordVote(state: RestState, message: RawMessage, answerId: number, userId: string): void {
  const votes = state.pollVotes.get(message.id) ?? new Map<number, Set<string>>();
  state.pollVotes.set(message.id, votes);
  const voters = votes.get(answerId) ?? new Set<string>();
  votes.set(answerId, voters.add(userId));
  const stored = state.messages.get(message.id);
  if (stored?.poll) stored.poll.results = pollResults(state, stored, stored.poll.results?.is_finalized ?? false);
}

function pollResults(state: RestState, message: RawMessage, finalized: boolean) {
  const votes = state.pollVotes.get(message.id) ?? new Map<number, Set<string>>();
  return {is_finalized: finalized, answer_counts: [...votes].map(([id, users]) => ({id, count: users.size, me_voted: false}))};
}

function pick(data: any, keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of keys) if (data[k] !== undefined) out[k] = data[k];
  return out;
}

function messageAnswer(status: number, message: RawMessage): Answer {
  return {status, json: message, messageId: message.id};
}

/** One request to the API, as the routes read it. */
interface ApiRequest {
  world: OfflineWorld;
  state: RestState;
  method: string;
  path: string;
  query: Record<string, string>;
  body: any;
}

/** A family of routes: its answer, or undefined when the request is not one of them. */
type Routes = (request: ApiRequest) => Answer | undefined;

/** Most specific first; a request none of them answers gets 204, marked unanswered. */
const ROUTES: readonly Routes[] = [
  interactionCallback,
  webhookMessages,
  channelMessages,
  polls,
  applicationCommands,
  lookups,
  memberChanges,
];

function answer(world: OfflineWorld, state: RestState, method: string, path: string, query: Record<string, string>, body: any): Answer {
  const request: ApiRequest = {world, state, method, path, query, body};
  for (const routes of ROUTES) {
    const found = routes(request);
    if (found) return found;
  }
  return {status: 204, unanswered: true};
}

function store(state: RestState, msg: RawMessage): RawMessage {
  state.messages.set(msg.id, msg);
  return msg;
}

const UNKNOWN_MESSAGE: Answer = {status: 404, json: {message: 'Unknown Message', code: 10008}};

/** POST /interactions/:id/:token/callback: the bot's reply, deferral, update, modal or autocomplete choices. */
function interactionCallback({world, state, method, path, query, body}: ApiRequest): Answer | undefined {
  const m = /^\/interactions\/(\d+)\/([^/]+)\/callback$/.exec(path);
  if (!m || method !== 'POST') return undefined;
  const [, interactionId, token] = m;
  const type = body?.type as number;
  let message: RawMessage | undefined;
  if (type === CALLBACK.ChannelMessageWithSource || type === CALLBACK.DeferredChannelMessageWithSource) {
    message = store(
      state,
      messageFrom(world, type === CALLBACK.ChannelMessageWithSource ? body.data : {flags: body?.data?.flags}, {
        interaction_metadata: {id: interactionId, type: 2, user: world.reader, authorizing_integration_owners: {'0': world.guild.id}},
      }),
    );
    state.originals.set(token!, message.id);
  } else if (type === CALLBACK.UpdateMessage || type === CALLBACK.DeferredMessageUpdate) {
    const target = state.originals.get(token!);
    const old = target ? state.messages.get(target) : undefined;
    if (old && type === CALLBACK.UpdateMessage)
      message = store(state, messageFrom(world, body.data, {...old, edited_timestamp: new Date().toISOString()}));
    else message = old;
  }
  const made = type === CALLBACK.DeferredMessageUpdate ? undefined : message?.id;
  if (query.with_response !== 'true') return {status: 204, messageId: made};
  return {
    status: 200,
    json: {
      interaction: {
        id: interactionId,
        type: 2,
        response_message_id: message?.id,
        response_message_loading: type === CALLBACK.DeferredChannelMessageWithSource,
        response_message_ephemeral: Boolean((body?.data?.flags ?? 0) & 64),
      },
      resource: {type, ...(message ? {message} : {})},
    },
    messageId: made,
  };
}

/** /webhooks/:id/:token[/messages/:id]: follow-ups, and the original response read, edited or deleted. */
function webhookMessages({world, state, method, path, body}: ApiRequest): Answer | undefined {
  let m: RegExpExecArray | null;
  if ((m = /^\/webhooks\/(\d+)\/([^/]+)\/messages\/([^/]+)$/.exec(path))) {
    const [, , token, which] = m;
    const id = which === '@original' ? state.originals.get(token!) : which;
    const old = id ? state.messages.get(id) : undefined;
    if (!old) return UNKNOWN_MESSAGE;
    if (method === 'GET') return {status: 200, json: old};
    if (method === 'DELETE') {
      state.messages.delete(old.id);
      return {status: 204};
    }
    if (method === 'PATCH')
      return messageAnswer(200, store(state, messageFrom(world, body, {...old, edited_timestamp: new Date().toISOString()})));
  }
  if ((m = /^\/webhooks\/(\d+)\/([^/]+)$/.exec(path)) && method === 'POST') {
    const [, , token] = m;
    const msg = store(state, messageFrom(world, body));
    // A follow-up to a deferred reply with no original yet becomes the original, as on Discord.
    if (!state.originals.has(token!)) state.originals.set(token!, msg.id);
    return messageAnswer(200, msg);
  }
  return undefined;
}

/** /channels/:id/messages[/:id] and the channel actions that answer with no content (typing, reactions, pins). */
function channelMessages({world, state, method, path, body}: ApiRequest): Answer | undefined {
  let m: RegExpExecArray | null;
  if ((m = /^\/channels\/(\d+)\/messages$/.exec(path))) {
    if (method === 'POST') return messageAnswer(200, store(state, messageFrom(world, body, {channel_id: m[1]!})));
    if (method === 'GET') return {status: 200, json: [...state.messages.values()].filter((x) => x.channel_id === m![1]).reverse()};
  }
  if ((m = /^\/channels\/(\d+)\/messages\/(\d+)$/.exec(path))) {
    const old = state.messages.get(m[2]!);
    if (method === 'DELETE') {
      state.messages.delete(m[2]!);
      return {status: 204};
    }
    if (!old) return UNKNOWN_MESSAGE;
    if (method === 'GET') return {status: 200, json: old};
    if (method === 'PATCH')
      return messageAnswer(200, store(state, messageFrom(world, body, {...old, edited_timestamp: new Date().toISOString()})));
  }
  if (/^\/channels\/\d+\/(typing|messages\/\d+\/reactions\/.*|pins\/\d+|messages\/bulk-delete)$/.test(path)) return {status: 204};
  return undefined;
}

/** /channels/:id/polls/:message/...: ending a poll, and who voted for an answer. */
function polls({world, state, method, path}: ApiRequest): Answer | undefined {
  let m: RegExpExecArray | null;
  if ((m = /^\/channels\/(\d+)\/polls\/(\d+)\/expire$/.exec(path)) && method === 'POST') {
    const old = state.messages.get(m[2]!);
    if (!old?.poll) return UNKNOWN_MESSAGE;
    // Ending a poll closes it now and makes its counts final; Discord answers with the message.
    // Not a message the bot sends: the poll's message is updated in place (no messageId, so no reply).
    const ended = {...old.poll, expiry: new Date().toISOString(), results: pollResults(state, old, true)};
    return {status: 200, json: store(state, {...old, poll: ended})};
  }
  if ((m = /^\/channels\/(\d+)\/polls\/(\d+)\/answers\/(\d+)$/.exec(path)) && method === 'GET') {
    const voters = state.pollVotes.get(m[2]!)?.get(Number(m[3])) ?? new Set<string>();
    return {status: 200, json: {users: [world.reader, world.other, world.bot].filter((u) => voters.has(u.id))}};
  }
  return undefined;
}

/** /applications/:id[/guilds/:id]/commands[/:id]: registering, listing, editing and deleting commands. */
function applicationCommands({world, state, method, path, body}: ApiRequest): Answer | undefined {
  let m: RegExpExecArray | null;
  if ((m = /^\/applications\/(\d+)(?:\/guilds\/(\d+))?\/commands$/.exec(path))) {
    const scope = m[2] ?? 'global';
    if (method === 'PUT') {
      const commands = (body as any[]).map((c) => ({
        ...c,
        id: snowflake(),
        application_id: world.application.id,
        ...(m![2] ? {guild_id: m![2]} : {}),
        version: snowflake(),
        default_member_permissions: c.default_member_permissions ?? null,
        type: c.type ?? 1,
      }));
      state.commands.set(scope, commands);
      return {status: 200, json: commands};
    }
    if (method === 'POST') {
      const command = {...body, id: snowflake(), application_id: world.application.id, version: snowflake(), type: body.type ?? 1};
      state.commands.set(scope, [
        ...(state.commands.get(scope) ?? []).filter((c) => c.name !== body.name || (c.type ?? 1) !== command.type),
        command,
      ]);
      return {status: 201, json: command};
    }
    if (method === 'GET') return {status: 200, json: state.commands.get(scope) ?? []};
  }
  if ((m = /^\/applications\/(\d+)(?:\/guilds\/(\d+))?\/commands\/(\d+)$/.exec(path))) {
    const scope = m[2] ?? 'global';
    const list = state.commands.get(scope) ?? [];
    if (method === 'DELETE') {
      state.commands.set(
        scope,
        list.filter((c) => c.id !== m![3]),
      );
      return {status: 204};
    }
    const found = list.find((c) => c.id === m![3]);
    if (method === 'PATCH' && found) return {status: 200, json: Object.assign(found, body)};
    if (found) return {status: 200, json: found};
  }
  return undefined;
}

/** Every other GET: the kit's users, application, guild, channel, members and gateway; 404 for the rest. */
function lookups({world, method, path}: ApiRequest): Answer | undefined {
  if (method !== 'GET') return undefined;
  let m: RegExpExecArray | null;
  if (path === '/users/@me' || path === `/users/${world.bot.id}`) return {status: 200, json: world.bot};
  if ((m = /^\/users\/(\d+)$/.exec(path))) {
    const u = [world.reader, world.other].find((x) => x.id === m![1]);
    if (u) return {status: 200, json: u};
  }
  if (path === '/applications/@me' || path === '/oauth2/applications/@me')
    return {status: 200, json: {...world.application, owner: world.reader}};
  if (path === `/guilds/${world.guild.id}`) return {status: 200, json: world.guild};
  if (path === `/channels/${world.channel.id}`) return {status: 200, json: world.channel};
  if ((m = /^\/guilds\/(\d+)\/members\/(\d+)$/.exec(path))) {
    const member = [world.readerMember, world.botMember, world.otherMember].find((x) => x.user.id === m![2]);
    if (member) return {status: 200, json: member};
  }
  if (path === `/guilds/${world.guild.id}/channels`) return {status: 200, json: [world.channel]};
  if (path === `/guilds/${world.guild.id}/roles`) return {status: 200, json: world.guild.roles};
  if (path === '/gateway/bot')
    return {
      status: 200,
      json: {
        url: 'wss://gateway.invalid',
        shards: 1,
        session_start_limit: {total: 1000, remaining: 1000, reset_after: 0, max_concurrency: 1},
      },
    };
  return {status: 404, json: {message: 'Unknown (offline)', code: 0}, unanswered: true};
}

/** Changes to guild members: kicks, bans and role changes answer with no content; an edit with the member. */
function memberChanges({world, method, path, body}: ApiRequest): Answer | undefined {
  if (/^\/guilds\/\d+\/members\/\d+(\/roles\/\d+)?$/.test(path) && method !== 'PATCH') return {status: 204};
  const m = /^\/guilds\/(\d+)\/members\/(\d+)$/.exec(path);
  if (m && method === 'PATCH') {
    const member = [world.readerMember, world.botMember, world.otherMember].find((x) => x.user.id === m[2]) ?? world.otherMember;
    return {status: 200, json: {...member, ...body}};
  }
  return undefined;
}

/** A `makeRequest` bound to the world and state; install it with `client.rest.options.makeRequest = ...`. */
export function offlineMakeRequest(world: OfflineWorld, state: RestState) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    state.inFlight++;
    state.lastActivity = Date.now();
    try {
      const parsed = new URL(url);
      const path = decodeURIComponent(parsed.pathname).replace(/^\/api(\/v\d+)?/, '');
      const query = Object.fromEntries(parsed.searchParams.entries());
      const method = (init.method ?? 'GET').toUpperCase();
      const {body, files} = await readBody(init);
      const a = answer(world, state, method, path, query, body);
      state.requests.push({
        method,
        path,
        query,
        body,
        files,
        status: a.status,
        ...(a.unanswered ? {unanswered: true} : {}),
        ...(a.messageId ? {messageId: a.messageId} : {}),
      });
      const headers = new Headers({
        'x-ratelimit-limit': '50',
        'x-ratelimit-remaining': '49',
        'x-ratelimit-reset-after': '0.001',
        'x-ratelimit-bucket': 'offline',
      });
      if (a.json === undefined) return new Response(null, {status: a.status, headers});
      headers.set('content-type', 'application/json');
      return new Response(JSON.stringify(a.json), {status: a.status, headers});
    } finally {
      state.inFlight--;
      state.lastActivity = Date.now();
    }
  };
}
