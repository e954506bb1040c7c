/**
 * A tool call the server cannot answer because of its input. Thrown from a tool handler, the SDK turns it into
 * a tool result with `isError: true` and this message as its text, so the assistant reads what was wrong and
 * what would be valid, and the session carries on.
 */
export class ToolInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolInputError';
  }
}

/** `"a", "b" or "c"` for messages. */
export function oneOf(values: readonly string[]): string {
  const quoted = values.map((v) => JSON.stringify(v));
  return quoted.length <= 1 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
}
