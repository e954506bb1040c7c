/**
 * The order in which DocSearch's dialog shows hits (@docsearch/react 3.9): it groups the hits it receives by
 * `hierarchy.lvl0` (our sidebar category) in order of first appearance, then each group by `hierarchy.lvl1`
 * (the page), keeping at most `maxPerGroup` hits per group at each level. The reader sees this order, not
 * the engine's: a category's later hits come before the next category's first. Benchmarks score this order.
 */
export interface GroupableHit {
  hierarchy: {lvl0?: string | null; lvl1?: string | null};
}

/**
 * Hits the dialog asks for on each keystroke (DocSearch asks for 20). About seven fit in the dialog; every
 * hit rendered is React work, snippet markup parsed and layout on each keystroke, and "See all results"
 * opens the search page with the rest.
 */
export const DIALOG_HITS = 10;

/** DocSearch's search box keeps this many characters of the query (its `maxLength`, sliced in onChange). */
export const DIALOG_QUERY_LIMIT = 64;

/** DocSearch's default `maxResultsPerGroup`. */
export const DOCSEARCH_MAX_PER_GROUP = 5;

function groupBy<T>(items: readonly T[], key: (item: T) => string, maxPerGroup: number): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name) ?? [];
    groups.set(name, group);
    if (group.length < maxPerGroup) {
      group.push(item);
    }
  }
  return [...groups.values()];
}

export function dialogOrder<T extends GroupableHit>(hits: readonly T[], maxPerGroup = DOCSEARCH_MAX_PER_GROUP): T[] {
  return groupBy(hits, (hit) => String(hit.hierarchy.lvl0 ?? ''), maxPerGroup).flatMap((category) =>
    groupBy(category, (hit) => String(hit.hierarchy.lvl1 ?? ''), maxPerGroup).flat(),
  );
}

/** The rows at the top of the dialog that must be the engine's best hits (recall@5 is scored on them). */
export const DIALOG_FIRST_ROWS = 5;

/**
 * The hits to hand the dialog so that its regrouping cannot push the engine's best `firstRows` hits down.
 * Those are kept as they are (the grouping may reorder them among themselves, never below row `firstRows`).
 * A later hit is kept only if the dialog would show it after every hit kept before it: a lower hit of a
 * category already on screen would otherwise be drawn inside that category's group, above a better hit of
 * the next category. Hits left out are still on the search page ("See all results").
 */
export function fitDialogGrouping<T extends GroupableHit>(
  hits: readonly T[],
  firstRows = DIALOG_FIRST_ROWS,
  maxPerGroup = DOCSEARCH_MAX_PER_GROUP,
): T[] {
  const kept = hits.slice(0, firstRows);
  for (const hit of hits.slice(firstRows)) {
    const shown = dialogOrder([...kept, hit], maxPerGroup);
    if (shown[shown.length - 1] === hit) {
      kept.push(hit);
    }
  }
  return kept;
}
