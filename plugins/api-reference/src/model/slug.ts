/**
 * Item names -> URL slugs.
 *
 * kebab-case that keeps acronyms whole: getAIConfig -> get-ai-config, ButtonKit -> button-kit,
 * JSONValue -> json-value, I18nCommand -> i18n-command, useI18n -> use-i18n.
 * Product names in WHOLE_WORDS stay one word: SQLiteDriver -> sqlite-driver, PostHogPlugin -> posthog-plugin.
 * `task` and `Task` both give "task"; they live apart because their kind folders differ.
 * When two items of one kind folder still share a slug, `assignSlugs` keeps the first (in the
 * stable order: exported before internal, then by source path and line, then by name) and gives
 * the others "-2", "-3", ... in that order.
 */
/**
 * Product names written in mixed case that are one word (SQLiteDriver -> sqlite-driver, not
 * sq-lite-driver). Matched case-sensitively.
 */
export const WHOLE_WORDS = ['SQLite', 'PostHog', 'BullMQ', 'GitHub', 'OpenAI'];

export function toSlug(name: string): string {
  let prepared = name;
  for (const word of WHOLE_WORDS) prepared = prepared.split(word).join(` ${word.toLowerCase()} `);
  const cleaned = prepared.replace(/[^A-Za-z0-9]+/g, ' ').trim();
  const words: string[] = [];
  for (const chunk of cleaned.split(/\s+/)) {
    if (!chunk) continue;
    // Split lower->Upper boundaries, and ACRONYMWord boundaries (AIConfig -> AI Config).
    const parts = chunk
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .split(' ');
    words.push(...parts);
  }
  const slug = words.map((w) => w.toLowerCase()).join('-');
  return slug || 'item';
}

export interface SlugCandidate {
  id: string;
  name: string;
  internal?: boolean;
  source?: {path: string; line: number};
}

/** Stable order used to decide which of several colliding items keeps the bare slug. */
export function compareForSlug(a: SlugCandidate, b: SlugCandidate): number {
  const ai = a.internal ? 1 : 0;
  const bi = b.internal ? 1 : 0;
  if (ai !== bi) return ai - bi;
  const ap = a.source?.path ?? '';
  const bp = b.source?.path ?? '';
  if (ap !== bp) return ap < bp ? -1 : 1;
  const al = a.source?.line ?? 0;
  const bl = b.source?.line ?? 0;
  if (al !== bl) return al - bl;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** File names Docusaurus treats as a folder's index page: an item never gets one of these bare. */
export const RESERVED_SLUGS = new Set(['index', 'readme']);

/**
 * Slugs for the items of ONE kind folder. Returns id -> slug.
 * An item whose slug is reserved ("index", "readme") gets "-2" and onwards, like any collision.
 */
export function assignSlugs(items: readonly SlugCandidate[]): Map<string, string> {
  const byBase = new Map<string, SlugCandidate[]>();
  for (const item of items) {
    const base = toSlug(item.name);
    const list = byBase.get(base) ?? [];
    list.push(item);
    byBase.set(base, list);
  }
  const out = new Map<string, string>();
  const taken = new Set([...byBase.keys(), ...RESERVED_SLUGS]);
  for (const [base, list] of byBase) {
    list.sort(compareForSlug);
    const shift = RESERVED_SLUGS.has(base) ? 1 : 0;
    list.forEach((item, index) => {
      const position = index + shift;
      if (position === 0) {
        out.set(item.id, base);
        return;
      }
      let n = position + 1;
      let slug = `${base}-${n}`;
      while (taken.has(slug)) slug = `${base}-${++n}`;
      taken.add(slug);
      out.set(item.id, slug);
    });
  }
  return out;
}
