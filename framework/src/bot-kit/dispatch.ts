/**
 * When a dispatch is done, and what it did: the bot has settled once its listeners' promises resolved, no REST
 * request is in flight and none started for `quietMs`; what it did is read from the REST requests made meanwhile.
 */
import type {RawMessage, RecordedRequest, RestState} from './rest.js';

export interface Dispatch {
  /** The discord.js object the bot received (a ChatInputCommandInteraction, a Message...). */
  received: unknown;
  /** REST requests made while it ran. */
  requests: RecordedRequest[];
  /** Messages the bot created or edited while it ran (API JSON), in order. */
  replies: RawMessage[];
  /** The modal it showed, if any (the `data` of a type 9 callback). */
  modal?: any;
  /** Autocomplete choices it answered with, if any. */
  choices?: Array<{name: string; value: unknown}>;
  /** Errors that reached the client's `error` event or a listener's rejection while it ran. */
  errors: unknown[];
}

export interface SettleOptions {
  /** How long REST must stay quiet before a dispatch counts as done (ms). */
  quietMs: number;
  /** Upper bound for one dispatch (ms). */
  maxWaitMs: number;
}

export interface DispatchObserver {
  /** Waits until the bot has settled (or maxWaitMs passed). */
  settle(): Promise<void>;
  /** Runs `send` (what hands the bot an event), waits until it settled and reports what it did. */
  observe(send: () => unknown): Promise<Dispatch>;
}

/** `pending`: the listeners' promises still running; `errors`: every error recorded since the kit took over. */
export function createDispatchObserver(
  rest: RestState,
  pending: ReadonlySet<Promise<unknown>>,
  errors: readonly unknown[],
  {quietMs, maxWaitMs}: SettleOptions,
): DispatchObserver {
  let lastDispatch = Date.now();

  const settle = async () => {
    const started = Date.now();
    for (;;) {
      if (pending.size) await Promise.race([Promise.allSettled([...pending]), delay(quietMs)]);
      const quiet = Date.now() - Math.max(rest.lastActivity, lastDispatch) >= quietMs;
      if (!pending.size && rest.inFlight === 0 && quiet) return;
      if (Date.now() - started > maxWaitMs) return;
      await delay(Math.min(quietMs, 20));
    }
  };

  const observe = async (send: () => unknown): Promise<Dispatch> => {
    const fromRequest = rest.requests.length;
    const fromError = errors.length;
    lastDispatch = Date.now();
    const received = send();
    await settle();
    return {received, ...whatTheBotDid(rest, rest.requests.slice(fromRequest)), errors: errors.slice(fromError)};
  };

  return {settle, observe};
}

/** The messages, modal and autocomplete choices the bot sent in `requests`. */
function whatTheBotDid(rest: RestState, requests: RecordedRequest[]): Pick<Dispatch, 'requests' | 'replies' | 'modal' | 'choices'> {
  const replies: RawMessage[] = [];
  let modal: any;
  let choices: Dispatch['choices'];
  for (const r of requests) {
    if (r.body?.type === 9 && /\/callback$/.test(r.path)) modal = r.body.data;
    if (r.body?.type === 8 && /\/callback$/.test(r.path)) choices = r.body.data?.choices;
  }
  for (const r of requests) {
    const id = r.messageId;
    const msg = id ? rest.messages.get(id) : undefined;
    if (msg && !replies.includes(msg)) replies.push(msg);
  }
  return {requests, replies, ...(modal ? {modal} : {}), ...(choices ? {choices} : {})};
}

export function delay(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}
