/**
 * How a query names an API member ("AsyncQueue pause", "kv setex", "ctx.forwardCommand"): the member's own
 * heading is the answer, not its item's page nor a guide section that mentions it. Pure, shared by the engine
 * and its tests.
 */
import {identifierParts, tokenize} from './text';

/** The member's name in an API page's member heading: `pause()` → pause, `setex(key, value)` → setex, `t` → t. */
export function memberNameOf(heading: string): string | null {
  const match = /^\s*(?:(?:static|readonly|async|get|set|abstract|protected)\s+)*([A-Za-z_$][\w$]*)\??\s*(?:\(|:|$)/.exec(heading);
  return match ? match[1] : null;
}

/** A query's words as memberMatch reads them (lower case; computed once per query). */
export function lowerWords(query: string): string[] {
  return tokenize(query.slice(0, 256)).map((word) => word.toLowerCase());
}

/**
 * How strongly a query (its lowerWords) names `member` of `item`: 2 when one word is the member's name and another names its
 * item (the whole name, a part of a compound one, "task" for TaskDefinition, or an abbreviation, "ctx" for
 * Context), 1 when one word is the member's name and the query is short (a name and at most one other word,
 * which may be the package: "skipBuiltInValidations legacy"), else 0. A long question that happens to contain a
 * member's name ("stop", "run") is not after that member.
 */
export function memberMatch(words: readonly string[], item: string, member: string): 0 | 1 | 2 {
  const name = member.toLowerCase();
  const at = words.indexOf(name);
  if (at < 0 || words.length > 3) {
    return 0;
  }
  const others = words.filter((_, i) => i !== at);
  const itemLower = item.toLowerCase();
  const parts = new Set(identifierParts(item).map((part) => part.toLowerCase()));
  const namesItem = others.some(
    (word) => word === itemLower || parts.has(word) || word === `${itemLower}s` || abbreviates(word, itemLower),
  );
  if (namesItem) {
    return 2;
  }
  return others.length <= 1 ? 1 : 0;
}

/** A variable-style abbreviation: three letters or more, the name's first letter, the rest in order (ctx, msg, cfg). */
export function abbreviates(word: string, name: string): boolean {
  if (word.length < 3 || word.length >= name.length || word[0] !== name[0]) {
    return false;
  }
  let at = 1;
  for (const letter of word.slice(1)) {
    at = name.indexOf(letter, at) + 1;
    if (at === 0) {
      return false;
    }
  }
  return true;
}

/**
 * `ctx.forwardCommand`, `queue.pause()`: the receiver is whatever the reader named their variable, so it is
 * dropped when the member after the dot is one of our names (`isOurName`) and the receiver is not (`KV.setex`
 * names the item); `interaction.deferReply` (not ours) is kept as typed.
 */
export function withoutReceivers(query: string, isOurName: (name: string) => boolean): string {
  return query.replace(/\b([A-Za-z_$][\w$]*)\.(?=([A-Za-z_$][\w$]*))/g, (whole, receiver: string, member: string) =>
    isOurName(member.toLowerCase()) && !isOurName(receiver.toLowerCase()) ? '' : whole,
  );
}
