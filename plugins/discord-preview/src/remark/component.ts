/**
 * The names the previews transform writes into pages and the pages it serves, in a leaf module shared by the
 * transform's entry (previews.ts) and its worker (add-previews.ts).
 */
export const COMPONENT = 'DiscordPreview__';
export const COMPONENT_MODULE = '@site/src/components/DiscordPreview';

/** The pages the issue names: JSX components v1 and v2, chat-input and message commands. */
export const PREVIEW_PAGES =
  /[\\/]docs[\\/]guide[\\/](jsx-components[\\/]discord-components-v[12][\\/][^\\/]+|commands[\\/](chat-input|message)-commands)\.mdx?$/;
