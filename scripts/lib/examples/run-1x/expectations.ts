/**
 * What a 1.x page says its examples do, checked when they run. One JSON file per page under
 * examples-run/1.x/<page path without .mdx>.json; every field is optional, so a page without claims needs no file.
 */
export interface ReplyCheck {
  /** Regular expression the reply's content (or the text of its components) must match. */
  content?: string;
  /** The reply is ephemeral (flag 64). */
  ephemeral?: boolean;
  /** The reply is sent as a Components v2 layout (flag IsComponentsV2, 32768). */
  componentsV2?: boolean;
  /** The reply carries a modal (showModal) with this custom id. */
  modal?: string;
}

export interface RunStep {
  /** `chatInput` / `autocomplete` / `message` / `userContextMenu` / `messageContextMenu`, or `event`. */
  kind: 'chatInput' | 'autocomplete' | 'message' | 'userContextMenu' | 'messageContextMenu' | 'event';
  /** Command name (with subcommand: "tag set"), or `namespace:event` / `event` for kind `event`. */
  name: string;
  /** Option values (chatInput, autocomplete) by name. */
  options?: Record<string, string | number | boolean>;
  /** Autocomplete: the focused option and what the reader typed. */
  focused?: string;
  typed?: string;
  /** Message commands: the text after the prefix and name. Events `messageCreate`: the message text. */
  text?: string;
  /** Event arguments: strings `$member`, `$other-member`, `$guild`, `$channel`, `$user`, `$message` become discord.js objects. */
  args?: unknown[];
  /** messageContextMenu: the message acted on; `latest-poll` is the last poll the bot sent (default: a member's message). */
  target?: 'latest-poll';
  /** What the bot sends (the first reply), or the autocomplete choices' names. */
  reply?: ReplyCheck;
  /**
   * The step's reply is a modal: it is submitted (text inputs with example answers, file uploads with `uploads`)
   * and the bot's answer to the submission must match this.
   */
  submit?: ReplyCheck;
  choices?: string[];
  /** The run must raise an error whose message matches. */
  throws?: string;
  /** The run must not make any request to Discord (a middleware stopped it, an event ignored it...). */
  silent?: boolean;
  /**
   * What the page says happens next, in order: each entry uses a component of the message the step (or the previous
   * entry) replied with, and checks what the bot answered. The automatic runs that follow see a fresh message.
   */
  then?: FollowUp[];
}

/** Using a button or a select menu of the latest reply, as a member would. */
export interface FollowUp {
  /** The button to click: its label, or its custom id. */
  click?: string;
  /** The select menu to use (custom id or placeholder; empty string: the first menu) and the values picked. */
  select?: string;
  values?: string[];
  /** What the bot answers (a reply, or the clicked message once edited by update()). */
  reply?: ReplyCheck;
  /** The interaction is not answered at all (a filter skipped it, the handler was disposed...). */
  silent?: boolean;
  /** The click (or selection) shows a modal: it is submitted with example answers and the answer must match this. */
  submit?: ReplyCheck;
}

/** A component of a sent message (API JSON), as far as the follow-ups need it. */
export interface SentComponent {
  type: number;
  custom_id?: string;
  label?: string;
  placeholder?: string;
  components?: SentComponent[];
  accessory?: SentComponent;
}

/**
 * The interactive component a follow-up names, searched through rows, containers and section accessories:
 * a button by label or custom id, a select menu (types 3, 5-8) by custom id or placeholder, or the first menu.
 */
export function findComponent(components: SentComponent[] | undefined, step: FollowUp): SentComponent | undefined {
  const all: SentComponent[] = [];
  const visit = (list: SentComponent[] | undefined) => {
    for (const c of list ?? []) {
      all.push(c);
      visit(c.components);
      if (c.accessory) visit([c.accessory]);
    }
  };
  visit(components);
  if (step.click !== undefined)
    return all.find((c) => c.type === 2 && c.custom_id && (c.label === step.click || c.custom_id === step.click));
  if (step.select !== undefined) {
    const menus = all.filter((c) => c.type === 3 || (c.type >= 5 && c.type <= 8));
    return step.select === '' ? menus[0] : menus.find((c) => c.custom_id === step.select || c.placeholder === step.select);
  }
  return undefined;
}

const STEP_KEYS = [
  'kind',
  'name',
  'options',
  'focused',
  'typed',
  'text',
  'args',
  'target',
  'reply',
  'submit',
  'choices',
  'throws',
  'silent',
  'then',
];
const FOLLOW_KEYS = ['click', 'select', 'values', 'reply', 'silent', 'submit'];
const REPLY_KEYS = ['content', 'ephemeral', 'componentsV2', 'modal'];
const PAGE_KEYS = ['runs', 'logs', 'registers', 'notRegisters', 'allowErrors', 'env', 'files', 'fetch', 'redis', 'uploads', 'later'];
const KINDS = ['chatInput', 'autocomplete', 'message', 'userContextMenu', 'messageContextMenu', 'event'];

/** Problems in an expectations file (unknown keys, a step without kind or name, a follow-up that names nothing). */
export function expectationProblems(value: unknown): string[] {
  const problems: string[] = [];
  const unknownKeys = (where: string, object: object, allowed: string[]) => {
    for (const key of Object.keys(object)) if (!allowed.includes(key)) problems.push(`${where}: unknown key "${key}"`);
  };
  const regexps = (where: string, list: unknown) => {
    for (const re of Array.isArray(list) ? list : list === undefined ? [] : [list]) {
      try {
        new RegExp(String(re));
      } catch {
        problems.push(`${where}: invalid regular expression ${JSON.stringify(re)}`);
      }
    }
  };
  if (!value || typeof value !== 'object' || Array.isArray(value)) return ['the file must hold an object'];
  const page = value as PageExpectations;
  unknownKeys('page', page, PAGE_KEYS);
  regexps('logs', page.logs);
  regexps('allowErrors', page.allowErrors);
  (page.runs ?? []).forEach((step, i) => {
    const where = `runs[${i}]`;
    unknownKeys(where, step, STEP_KEYS);
    if (!KINDS.includes(step.kind)) problems.push(`${where}: kind must be one of ${KINDS.join(', ')}`);
    if (typeof step.name !== 'string' || !step.name) problems.push(`${where}: name is required`);
    if (step.reply) unknownKeys(`${where}.reply`, step.reply, REPLY_KEYS);
    if (step.submit) unknownKeys(`${where}.submit`, step.submit, REPLY_KEYS);
    regexps(`${where}.reply.content`, step.reply?.content);
    regexps(`${where}.throws`, step.throws);
    (step.then ?? []).forEach((follow, j) => {
      const at = `${where}.then[${j}]`;
      unknownKeys(at, follow, FOLLOW_KEYS);
      if ((follow.click === undefined) === (follow.select === undefined)) problems.push(`${at}: give exactly one of click or select`);
      if (follow.reply) unknownKeys(`${at}.reply`, follow.reply, REPLY_KEYS);
      regexps(`${at}.reply.content`, follow.reply?.content);
      if (follow.submit) unknownKeys(`${at}.submit`, follow.submit, REPLY_KEYS);
      regexps(`${at}.submit.content`, follow.submit?.content);
    });
  });
  return problems;
}

export interface PageExpectations {
  /** Runs done in this order before the automatic ones; each is a handler run. */
  runs?: RunStep[];
  /** Regular expressions the process output must match (console.log, CommandKit's logger). */
  logs?: string[];
  /** Command names (with type prefix `user:` / `message:` for context menus) that must be registered. */
  registers?: string[];
  /** Names (same form as `registers`) the page says are not registered, such as a slash entry for a menu-only file. */
  notRegisters?: string[];
  /** Regular expressions for output that is expected although it looks like a failure (e.g. a logged error). */
  allowErrors?: string[];
  /**
   * Environment variables the page's code reads. `$channel-id`, `$guild-id`, `$user-id` become the offline
   * world's ids; `$free-port` a free TCP port (a server the page's code starts, such as the workflow handler's).
   */
  env?: Record<string, string>;
  /**
   * Files the reader has beside the page's code (an image a command attaches, a folder the page says must
   * exist), written into the project folder before it runs; `base64:` content is decoded.
   */
  files?: Record<string, string>;
  /**
   * Answers for HTTP APIs other than Discord's that an example calls with fetch (URL regular expression ->
   * response); anything else that tries to leave the machine is refused.
   */
  fetch?: Record<string, {status?: number; json?: unknown; text?: string}>;
  /**
   * Files the reader picks in the file upload fields of the modals the page's examples show, by the field's
   * custom id (Discord's attachment fields: `filename`, `content_type`, `size` in bytes). A field not listed
   * gets as many PNG images as it requires. The files' contents, when an example downloads them, come from `fetch`.
   */
  uploads?: Record<string, Array<{filename: string; content_type?: string; size?: number}>>;
  /** The page needs Redis (queue, tasks with BullMQ, redis plugin): REDIS_URL is set to a local server. */
  redis?: boolean;
  /**
   * What the page's code does after its handlers have returned (a workflow's later steps, a timer): regular
   * expressions that a message the bot sent and the process output must match within `withinMs`.
   */
  later?: {messages?: string[]; logs?: string[]; withinMs: number};
}

/** Message flags a reply claim can name, by claim key. */
const CLAIMED_FLAGS = {ephemeral: {bit: 64, name: 'ephemeral'}, componentsV2: {bit: 32768, name: 'sent with IsComponentsV2'}} as const;

/** What differs between the flags a reply was sent with and those the page's claim names (empty when they agree). */
export function flagProblems(claim: ReplyCheck, flags: number | undefined, what: string): string[] {
  const problems: string[] = [];
  for (const [key, {bit, name}] of Object.entries(CLAIMED_FLAGS)) {
    const expected = claim[key as keyof typeof CLAIMED_FLAGS];
    if (expected !== undefined && Boolean((flags ?? 0) & bit) !== expected) problems.push(`${what} is ${expected ? 'not ' : ''}${name}`);
  }
  return problems;
}
