/**
 * Algolia facet filters: `facetFilters` is an AND of entries, each entry a single
 * `attribute:value` (optionally negated with `-`) or an OR of such strings.
 */

export interface FacetCondition {
  attribute: string;
  value: string;
  negated: boolean;
}

/** An AND of ORs. */
export type FacetClauses = FacetCondition[][];

export type FacetFiltersInput = string | ReadonlyArray<string | ReadonlyArray<string>> | undefined | null;

function parseCondition(raw: unknown): FacetCondition | null {
  if (typeof raw !== 'string') {
    return null;
  }
  let text = raw.trim();
  let negated = false;
  if (text.startsWith('-')) {
    negated = true;
    text = text.slice(1);
  }
  const colon = text.indexOf(':');
  if (colon <= 0) {
    return null;
  }
  const unquote = (s: string) => s.trim().replace(/^"(.*)"$/s, '$1');
  return {attribute: unquote(text.slice(0, colon)), value: unquote(text.slice(colon + 1)), negated};
}

/** Normalises every accepted shape (string, JSON string, nested arrays) to clauses; bad entries are ignored. */
export function parseFacetFilters(input: FacetFiltersInput): FacetClauses {
  let value: unknown = input;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) {
      try {
        value = JSON.parse(trimmed);
      } catch {
        return [];
      }
    } else {
      value = [value];
    }
  }
  if (!Array.isArray(value)) {
    return [];
  }
  const clauses: FacetClauses = [];
  for (const entry of value) {
    const list = Array.isArray(entry) ? entry : [entry];
    const conditions = list.map(parseCondition).filter((c): c is FacetCondition => c !== null);
    if (conditions.length > 0) {
      clauses.push(conditions);
    }
  }
  return clauses;
}

function attributeValues(record: Record<string, unknown>, attribute: string): string[] {
  const value = record[attribute];
  if (value === undefined || value === null) {
    return [];
  }
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

export function matchesFacets(record: Record<string, unknown>, clauses: FacetClauses): boolean {
  return clauses.every((clause) =>
    clause.some((condition) => {
      const has = attributeValues(record, condition.attribute).includes(condition.value);
      return condition.negated ? !has : has;
    }),
  );
}

/**
 * The docusaurus_tag values the filters allow, i.e. the shards a request needs,
 * or null when the request does not restrict the tag (then any loaded shard may answer).
 */
export function requiredTags(clauses: FacetClauses): string[] | null {
  let tags: Set<string> | null = null;
  for (const clause of clauses) {
    if (!clause.every((c) => c.attribute === 'docusaurus_tag' && !c.negated)) {
      continue;
    }
    const values = new Set<string>(clause.map((c) => c.value));
    if (tags === null) {
      tags = values;
    } else {
      const kept = new Set<string>();
      tags.forEach((tag) => {
        if (values.has(tag)) {
          kept.add(tag);
        }
      });
      tags = kept;
    }
  }
  if (tags === null) {
    return null;
  }
  const list: string[] = [];
  tags.forEach((tag) => list.push(tag));
  return list.sort();
}
