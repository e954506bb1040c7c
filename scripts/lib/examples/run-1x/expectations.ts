/**
 * What a 1.x page says its examples do, checked when they run. One JSON file per page under
 * examples-run/1.x/<page path without .mdx>.json; every field is optional, so a page without claims needs no file.
 */
export interface ReplyCheck {
  /** Regular expression the reply's content (or the text of its components) must match. */
  content?: string;
  /** The reply is ephemeral (flag 64). */
  ephemeral?: boolean;
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
}

export interface PageExpectations {
  /** Runs done in this order before the automatic ones; each is a handler run. */
  runs?: RunStep[];
  /** Regular expressions the process output must match (console.log, CommandKit's logger). */
  logs?: string[];
  /** Command names (with type prefix `user:` / `message:` for context menus) that must be registered. */
  registers?: string[];
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
