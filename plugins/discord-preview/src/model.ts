/**
 * What a preview draws: the message (or modal) an example sends, read statically from its code. Plain JSON,
 * passed from the build (remark/previews.ts) to the component (src/components/DiscordPreview) as a prop.
 */

/** A text whose parts may be run-time values the build cannot know (`{expr}`: the expression's source). */
export type TextPart = string | {expr: string};

export type PreviewValue =
  | string
  | number
  | boolean
  | null
  | {expr: string}
  | {text: TextPart[]}
  | {enum: string; member: string}
  | PreviewElement
  | PreviewValue[]
  | {object: Record<string, PreviewValue>};

/** A component: `type` is the JSX name (ActionRow, Button, Container...) or the builder's equivalent. */
export interface PreviewElement {
  element: string;
  props: Record<string, PreviewValue>;
  children: PreviewValue[];
}

export interface MessagePreview {
  kind: 'message' | 'modal';
  /** The call that sends it, e.g. `interaction.reply`. */
  via: string;
  content?: TextPart[];
  components: PreviewElement[];
  embeds: PreviewElement[];
  /** The message's poll: a `Poll` element with `PollQuestion` and `PollAnswer` children. */
  poll?: PreviewElement;
  /** MessageFlags.Ephemeral: only the user who ran the command sees it. */
  ephemeral: boolean;
  /** MessageFlags.IsComponentsV2: the message is made of components only. */
  componentsV2: boolean;
  /** The command that sends it: shown as Discord shows what the user ran (`/name`, or `!name` typed). */
  command?: {name: string; trigger: 'slash' | 'message'};
}

export function isElement(value: PreviewValue | undefined): value is PreviewElement {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'element' in value;
}

export function isExpr(value: PreviewValue | undefined): value is {expr: string} {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'expr' in value;
}

/** The value as text parts (strings, numbers and texts), or undefined for anything else. */
export function textOf(value: PreviewValue | undefined): TextPart[] | undefined {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    if ('text' in value) return value.text;
    if ('expr' in value) return [value];
  }
  return undefined;
}

/** A text part list as plain words, run-time values shown by their expression. */
export function plainText(parts: TextPart[] | undefined): string {
  return (parts ?? []).map((p) => (typeof p === 'string' ? p : `[${p.expr}]`)).join('');
}
