/**
 * Mermaid gives a flowchart node the text of its shaped definition (`dev["commandkit dev"]`) wherever the
 * definition stands; beautiful-mermaid keeps the text of the node's first mention, so `cfg --> dev`
 * followed by `dev["commandkit dev"]` would draw a box labelled "dev". This copies every definition
 * that comes after the node's first mention onto a line of its own right after the header, which gives
 * both renderers the same labels.
 */

const CLOSERS: Record<string, string> = {'[': ']', '(': ')', '{': '}', '/': '/', '\\': '\\'};
const ID = /[A-Za-z0-9_]/;

interface Definition {
  id: string;
  text: string;
  /** Offset of the definition in the body. */
  at: number;
}

/** The closing run for an opening run of brackets: `([` → `])`, `[/` → `/]` (or `\]`, accepted too). */
function closerOf(opener: string): string {
  return [...opener]
    .reverse()
    .map((char) => CLOSERS[char]!)
    .join('');
}

/** The shaped node definitions of a flowchart body (quoted and unquoted texts), in order. */
export function nodeDefinitions(body: string): Definition[] {
  const found: Definition[] = [];
  let index = 0;
  while (index < body.length) {
    const char = body[index]!;
    if (char === '"') {
      // A quoted string outside a definition (edge text): skip it whole.
      const end = body.indexOf('"', index + 1);
      index = end === -1 ? body.length : end + 1;
      continue;
    }
    if (char === '|') {
      const end = body.indexOf('|', index + 1);
      index = end === -1 ? body.length : end + 1;
      continue;
    }
    if (!ID.test(char) || (index > 0 && ID.test(body[index - 1]!))) {
      index += 1;
      continue;
    }
    let end = index;
    while (end < body.length && ID.test(body[end]!)) end += 1;
    const id = body.slice(index, end);
    const openMatch = /^(\(\(\(|\(\[|\[\[|\[\(|\(\(|\{\{|\[\/|\[\\|\[|\(|\{)/.exec(body.slice(end));
    if (!openMatch) {
      index = end;
      continue;
    }
    const opener = openMatch[1]!;
    let cursor = end + opener.length;
    if (body[cursor] === '"') {
      const quoteEnd = body.indexOf('"', cursor + 1);
      if (quoteEnd === -1) break;
      cursor = quoteEnd + 1;
    }
    const closer = closerOf(opener);
    const alternatives =
      opener.length === 2 && (opener[1] === '/' || opener[1] === '\\') ? [closer, `${opener[1] === '/' ? '\\' : '/'}]`] : [closer];
    const closeAt = Math.min(...alternatives.map((candidate) => body.indexOf(candidate, cursor)).filter((at) => at !== -1));
    if (!Number.isFinite(closeAt)) {
      index = end;
      continue;
    }
    const close = alternatives.find((candidate) => body.startsWith(candidate, closeAt))!;
    found.push({id, text: body.slice(index, closeAt + close.length), at: index});
    index = closeAt + close.length;
  }
  return found;
}

/** Offset of the first mention of `id` as a node (a whole word outside quotes and edge texts). */
function firstMention(body: string, id: string): number {
  const unquoted = body.replace(/"[^"]*"|\|[^|]*\|/g, (text) => ' '.repeat(text.length));
  const match = new RegExp(`(^|[^A-Za-z0-9_])${id}(?![A-Za-z0-9_])`, 'm').exec(unquoted);
  return match ? match.index + match[1]!.length : -1;
}

export function hoistNodeLabels(source: string): string {
  const newline = source.indexOf('\n');
  if (newline === -1) return source;
  const header = source.slice(0, newline);
  const body = source.slice(newline + 1);
  const seen = new Set<string>();
  const hoisted: string[] = [];
  for (const definition of nodeDefinitions(body)) {
    if (seen.has(definition.id)) continue;
    seen.add(definition.id);
    if (firstMention(body, definition.id) < definition.at) hoisted.push(`    ${definition.text}`);
  }
  return hoisted.length === 0 ? source : `${header}\n${hoisted.join('\n')}\n${body}`;
}
