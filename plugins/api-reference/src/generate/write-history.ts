/**
 * The pages 1.x's release history adds to the generated tree (write.ts): an unlisted page at the old URL of each
 * item an earlier release had and the documented commit lacks, and the "What changed" folder (a page per release
 * and its index).
 */
import {join} from 'node:path';
import type {ApiIndex} from '../model/lookup';
import {readRemovedNotes} from '../model/former-pages';
import {toSlug} from '../model/slug';
import type {ApiVersion} from '../model/types';
import {changesSlug} from '../history/points';
import {diffCounts, diffSnapshots} from '../history/diff';
import {readGuidePages, usageIndex} from '../history/usage';
import {blockFactsCache} from '../history/block-facts';
import {loadIssues} from '../../../known-issues/src/public';
import type {GeneratedTree} from './generated-tree';
import {
  CHANGES_FOLDER,
  changesIndexPage,
  changesPage,
  removedItemPage,
  removedItems,
  type IssueHistory,
  type ReleaseHistory,
} from './history';

export interface HistoryPagesOptions {
  version: ApiVersion;
  modelsDir: string;
  outDir: string;
  knownIssuesDir?: string;
  guideDir?: string;
  cacheDir?: string;
}

type HistoryPoint = ReleaseHistory['points'][number];
type ChangesRow = {point: HistoryPoint; summary: string};

export function writeHistoryPages(tree: GeneratedTree, history: ReleaseHistory, index: ApiIndex, options: HistoryPagesOptions): void {
  writeRemovedItemPages(tree, history, index, options);
  writeChangesFolder(tree, history, index, options);
}

/** Items an earlier release had and the documented commit lacks keep a page (unlisted) at their old URL. */
function writeRemovedItemPages(tree: GeneratedTree, history: ReleaseHistory, index: ApiIndex, options: HistoryPagesOptions): void {
  const notes = readRemovedNotes(options.modelsDir, options.version);
  removedItems(history, index).forEach((r, i) => {
    const note = notes.find((n) => n.name === r.name && n.section === r.section);
    tree.page(join(options.outDir, r.section, r.kind, `${toSlug(r.name)}.mdx`), removedItemPage(r, note, history, 1000 + i));
  });
}

/** A "What changed" page per release, then the folder's category and index (which lists the releases' rows). */
function writeChangesFolder(tree: GeneratedTree, history: ReleaseHistory, index: ApiIndex, options: HistoryPagesOptions): void {
  const changesDir = join(options.outDir, CHANGES_FOLDER);
  const facts = options.cacheDir ? blockFactsCache(join(options.cacheDir, 'block-facts.json')) : undefined;
  const usage = usageIndex(options.guideDir ? readGuidePages(options.guideDir) : [], index, facts?.read);
  facts?.save();
  const issues = issueHistory(options.knownIssuesDir);
  const guideBase = index.routeBase.replace(/\/api-reference$/, '');
  const rows: ChangesRow[] = [];
  let previous: HistoryPoint | undefined;
  let previousSnapshot: ReleaseHistory['snapshots'][number] | undefined;
  history.points.forEach((point, i) => {
    const snapshot = history.snapshots[i]!;
    if (point.release) {
      const diff = previousSnapshot ? diffSnapshots(previousSnapshot, snapshot) : undefined;
      const itemCount = Object.keys(snapshot.items).length;
      rows.push({point, summary: changesSummary(diff, itemCount)});
      const page = changesPage({
        point,
        previous,
        diff,
        itemCount,
        index,
        routeBase: index.routeBase,
        usage,
        issues,
        guideBase,
        position: rows.length,
      });
      tree.page(join(changesDir, `${changesSlug(point.version)}.mdx`), page);
    }
    // A page compares a release with the covered point before it (a documented development commit included).
    previous = point;
    previousSnapshot = snapshot;
  });
  tree.category(changesDir, 'What changed', 100);
  // The documented commit, when it is not a release, is listed as unreleased changes since the last release.
  const documented = history.points[history.points.length - 1]!;
  const lastRelease = history.points.length > 1 ? history.points.length - 2 : -1;
  const unreleased =
    !documented.release && lastRelease >= 0
      ? {
          index,
          usage,
          guideBase,
          previous: history.points[lastRelease]!,
          diff: diffSnapshots(history.snapshots[lastRelease]!, history.snapshots[history.points.length - 1]!),
        }
      : undefined;
  tree.page(join(changesDir, 'index.mdx'), changesIndexPage(history, rows, index.routeBase, unreleased));
}

/** A release's row in the index: its counts of changes, or the size of the oldest release covered. */
function changesSummary(diff: ReturnType<typeof diffSnapshots> | undefined, itemCount: number): string {
  const c = diff && diffCounts(diff);
  if (!c) return `the oldest release covered (${itemCount} items).`;
  const items = `${c.addedItems} items added, ${c.removedItems} removed, ${c.changedItems} changed`;
  const members = `${c.addedMembers} members added, ${c.removedMembers} removed, ${c.changedMembers} changed`;
  return `${items}; ${members}.`;
}

/** 1.x's known issues, fixed ones included: the release pages say which release brought and fixed each. */
function issueHistory(knownIssuesDir: string | undefined): IssueHistory[] {
  if (!knownIssuesDir) return [];
  return [...loadIssues(knownIssuesDir, '1.x', {includeFixed: true}).values()].map((i) => ({
    id: i.id,
    title: i.title,
    introducedIn: i.introducedIn,
    fixedIn: i.fixedIn,
  }));
}
