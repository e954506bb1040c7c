/**
 * Release history on the 1.x pages: the "Added in" / "Changed in" props of item pages and members, the
 * pages of items removed since a covered release, and one "What changed" page per release
 * (`<routeBase>/changes/<v1-2-0-rc-10>`) with an index. Pure: snapshots, model index and guide usage in,
 * page text out.
 */
import type {ApiIndex} from '../model/lookup';
import {kindUrl} from '../model/lookup';
import type {ApiKind} from '../model/types';
import {toSlug} from '../model/slug';
import {isEmptyDiff, type SnapshotDiff} from '../history/diff';
import {changesSlug, pointLabel, shortCommit, type HistoryPoint} from '../history/points';
import type {HistorySnapshot} from '../history/snapshot';
import {buildTimeline, type ItemHistory, type LabelledSnapshot, type MemberHistory} from '../history/timeline';
import type {PageUse} from '../history/usage';
import {encodeHistory, type HistoryWire} from '../../../shared/api-page-props';
import {descriptionText, escapeMdxText, frontMatter, jsxProp, KIND_LABELS, mdxSafeMarkdown} from './render';
import type {FormerPage} from '../model/former-pages';

export const CHANGES_FOLDER = 'changes';

/** Inline code for any text (a longer fence when the text holds backticks). */
function inlineCode(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}
export const MIGRATION_GUIDE = '/docs/guide/advanced/migrating-from-v0';
const DIFF_IMPORT = "import {ApiDiff} from '@site/src/components/api';";

export interface IssueHistory {
  id: string;
  title: string;
  introducedIn?: string;
  fixedIn?: string;
}

export interface ReleaseHistory {
  /** Covered points, oldest first; the last is the documented commit. */
  points: HistoryPoint[];
  snapshots: HistorySnapshot[];
  timeline: Map<string, ItemHistory>;
  /** URL of a point's "What changed" page (releases only). */
  changesUrl: (point: HistoryPoint) => string | undefined;
  labelHref: Map<string, string | undefined>;
}

export function buildReleaseHistory(points: HistoryPoint[], snapshots: HistorySnapshot[], routeBase: string): ReleaseHistory {
  const labelled: LabelledSnapshot[] = points.map((p, i) => ({label: pointLabel(p), snapshot: snapshots[i]!}));
  const last = points[points.length - 1];
  // The documented commit, when no release, is described on the index (changesIndexPage).
  const changesUrl = (p: HistoryPoint) =>
    p.release
      ? `${routeBase}/${CHANGES_FOLDER}/${changesSlug(p.version)}`
      : p === last
        ? `${routeBase}/${CHANGES_FOLDER}#${UNRELEASED_ANCHOR}`
        : undefined;
  return {
    points,
    snapshots,
    timeline: buildTimeline(labelled),
    changesUrl,
    labelHref: new Map(points.map((p) => [pointLabel(p), changesUrl(p)])),
  };
}

/**
 * The props of <ApiHistory> (the wire form of a HistoryView, plugins/shared/api-page-props.ts): the release that
 * added it and each release that changed its signature. Undefined when there is nothing to say.
 */
export function historyProps(h: ItemHistory | MemberHistory | undefined, history: ReleaseHistory): HistoryWire | undefined {
  if (!h) return undefined;
  const release = (label: string) => ({label, href: history.labelHref.get(label) ?? null});
  return encodeHistory({
    ...(h.added ? {addedIn: release(h.added)} : {}),
    changes: h.changes.map((c) => ({...release(c.in), before: c.before, after: c.after})),
  });
}

/** `<ApiHistory h={...} />`, or nothing. */
export function historyLine(h: ItemHistory | MemberHistory | undefined, history: ReleaseHistory | undefined): string[] {
  const props = history && historyProps(h, history);
  return props ? [`<ApiHistory h=${jsxProp(props)} />`, ''] : [];
}

/** Items of the covered history that the documented commit no longer has: each keeps a page. */
export function removedItems(
  history: ReleaseHistory,
  index: ApiIndex,
): Array<{id: string; name: string; section: string; kind: ApiKind; h: ItemHistory}> {
  const out = [];
  for (const [id, h] of history.timeline) {
    if (!h.removed || index.byId.has(id)) continue;
    const [section, kind, rawName] = id.split(':') as [string, ApiKind, string];
    out.push({id, name: rawName.replace(/~\d+$/, ''), section, kind, h});
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : 1));
}

export function removedPageUrl(routeBase: string, r: {section: string; kind: ApiKind; name: string}): string {
  return `${kindUrl(routeBase, '1.x', r.section, r.kind)}/${toSlug(r.name)}`;
}

/** The page of a removed item: when it went, its last declaration, and our prose on what replaces it. */
export function removedItemPage(
  r: ReturnType<typeof removedItems>[number],
  prose: FormerPage | undefined,
  history: ReleaseHistory,
  position: number,
): string {
  const href = (label: string) => history.labelHref.get(label);
  const link = (label: string) => (href(label) ? `[${label}](${href(label)})` : label);
  const summary = prose?.summary ?? `Removed from the framework in ${r.h.removed}.`;
  return [
    frontMatter({
      title: r.name,
      sidebar_label: r.name,
      sidebar_position: position,
      sidebar_class_name: 'api-former-page',
      description: descriptionText(summary),
      unlisted: true,
    }),
    '',
    DIFF_IMPORT,
    '',
    ':::note Removed',
    '',
    `\`${r.name}\` was removed in ${link(r.h.removed!)}. The last release that had it is ` +
      `${link(r.h.lastSeen!)}${r.h.added ? `; it was added in ${link(r.h.added)}` : ''}.`,
    '',
    ':::',
    '',
    `Its last declaration, a ${KIND_LABELS[r.kind].singular} of \`${r.section}\`:`,
    '',
    `<ApiDiff a=${jsxProp(r.h.lastSignature ?? '')} />`,
    '',
    ...(prose ? [mdxSafeMarkdown(prose.body.trim()), ''] : []),
  ].join('\n');
}

interface Entry {
  id: string;
  name: string;
  url?: string;
}

function entryOf(id: string, index: ApiIndex, routeBase: string): Entry {
  const [section, kind, rawName] = id.split(':') as [string, ApiKind, string];
  const name = rawName.replace(/~\d+$/, '');
  return {id, name, url: index.urlIfKnown(id) ?? removedPageUrl(routeBase, {section, kind, name})};
}

function entryLink(e: Entry, member?: string): string {
  const text = inlineCode(member ? `${e.name}.${member}` : e.name);
  return e.url ? `[${text}](${e.url})` : text;
}

/** Guide pages of the documented commit that use what the diff touches, each with what it uses. */
export function pagesUsing(
  diff: SnapshotDiff,
  usage: ReadonlyMap<string, PageUse>,
): Array<{page: string; uses: Array<{id: string; member?: string}>}> {
  const items = new Set(
    [...diff.addedItems, ...diff.removedItems, ...diff.changedItems, ...diff.renamedItems.map((r) => ({id: r.to}))].map((e) => e.id),
  );
  const members = [...diff.addedMembers, ...diff.removedMembers, ...diff.changedMembers];
  const out = [];
  for (const use of usage.values()) {
    const uses: Array<{id: string; member?: string}> = [];
    for (const id of items) if (use.items.has(id)) uses.push({id});
    for (const m of members) if (use.members.get(m.id)?.has(m.member)) uses.push({id: m.id, member: m.member});
    if (uses.length) out.push({page: use.page, uses});
  }
  return out.sort((a, b) => (a.page < b.page ? -1 : 1));
}

export interface ChangesPageInput {
  point: HistoryPoint;
  /** The release before it (none for the oldest covered release). */
  previous?: HistoryPoint;
  diff?: SnapshotDiff;
  /** Items in this release (for the oldest: what the coverage starts from). */
  itemCount: number;
  index: ApiIndex;
  routeBase: string;
  usage: ReadonlyMap<string, PageUse>;
  issues: IssueHistory[];
  guideBase: string;
  position: number;
}

function sectionOf(id: string): string {
  return id.split(':')[0]!;
}

/** Markdown list lines grouped by section: `- **cache**: a, b`. */
function grouped<T extends {id: string}>(list: T[], line: (e: T) => string): string[] {
  const bySection = new Map<string, string[]>();
  for (const e of list) bySection.set(sectionOf(e.id), [...(bySection.get(sectionOf(e.id)) ?? []), line(e)]);
  return [...bySection].sort(([a], [b]) => (a < b ? -1 : 1)).map(([s, lines]) => `- **${s}**: ${lines.join(', ')}`);
}

/** The lists of a diff (renamed, added, removed, changed, members, guide pages), under headings of level `h`. */
function diffSections(
  diff: SnapshotDiff,
  input: Pick<ChangesPageInput, 'index' | 'routeBase' | 'usage' | 'guideBase'>,
  h: '##' | '###',
): string[] {
  const out: string[] = [];
  const e = (id: string) => entryOf(id, input.index, input.routeBase);
  if (diff.renamedItems.length) {
    out.push(
      `${h} Renamed`,
      '',
      ...diff.renamedItems.map(
        (r) => `- ${entryLink(e(r.to))} (${sectionOf(r.to)}) was ${inlineCode(e(r.from).name)}, a name it is still exported by`,
      ),
      '',
    );
  }
  if (diff.addedItems.length) out.push(`${h} Added`, '', ...grouped(diff.addedItems, ({id}) => entryLink(e(id))), '');
  if (diff.removedItems.length) out.push(`${h} Removed`, '', ...grouped(diff.removedItems, ({id}) => entryLink(e(id))), '');
  if (diff.changedItems.length) {
    out.push(`${h} Changed signatures`, '');
    for (const c of diff.changedItems)
      out.push(`${entryLink(e(c.id))} (${sectionOf(c.id)})`, '', `<ApiDiff b=${jsxProp(c.before)} a=${jsxProp(c.after)} />`, '');
  }
  const memberIds = [...new Set([...diff.addedMembers, ...diff.removedMembers, ...diff.changedMembers].map((m) => m.id))].sort();
  if (memberIds.length) {
    out.push(`${h} Members`, '');
    for (const id of memberIds) {
      const item = e(id);
      const added = diff.addedMembers.filter((m) => m.id === id).map((m) => inlineCode(m.member));
      const removed = diff.removedMembers.filter((m) => m.id === id).map((m) => inlineCode(m.member));
      const changed = diff.changedMembers.filter((m) => m.id === id);
      const parts = [
        added.length ? `added ${added.join(', ')}` : '',
        removed.length ? `removed ${removed.join(', ')}` : '',
        changed.length ? `changed ${changed.map((m) => inlineCode(m.member)).join(', ')}` : '',
      ].filter(Boolean);
      out.push(`- ${entryLink(item)} (${sectionOf(id)}): ${parts.join('; ')}`);
      for (const c of changed) out.push('', `  <ApiDiff n=${jsxProp(c.member)} b=${jsxProp(c.before)} a=${jsxProp(c.after)} />`, '');
    }
    out.push('');
  }
  const pages = pagesUsing(diff, input.usage);
  out.push(`${h} Guide pages that use them`, '');
  if (pages.length) {
    for (const p of pages) {
      const uses = p.uses.map((u) => inlineCode(u.member ? `${e(u.id).name}.${u.member}` : e(u.id).name)).join(', ');
      out.push(`- [${p.page.replace(/^guide\//, '')}](${input.guideBase}/${p.page}): ${uses}`);
    }
  } else out.push('No guide page uses what changed in this release.');
  out.push('');
  return out;
}

export function changesPage(input: ChangesPageInput): string {
  const {point, previous, diff, routeBase} = input;
  const label = pointLabel(point);
  const out = [
    frontMatter({
      title: `What changed in ${point.version}`,
      sidebar_label: point.version,
      sidebar_position: input.position,
      description: previous
        ? `API items and members added, removed and changed in CommandKit ${label}, since ${pointLabel(previous)}.`
        : `CommandKit ${label}, the oldest release this history covers.`,
      toc_max_heading_level: 2,
    }),
    '',
    DIFF_IMPORT,
    '',
  ];
  if (!previous || !diff) {
    out.push(
      `CommandKit ${label}, tagged on ${point.date}, is the oldest release this history covers: ` +
        `${input.itemCount} API items. Items and members without an "Added in" note on their pages were already in it.`,
      '',
      `What changed from 0.1.10 to 1.x is not a list of signatures: the whole way a bot is laid out ` +
        `changed. The [migration guide](${MIGRATION_GUIDE}) walks through it.`,
      '',
    );
  } else if (isEmptyDiff(diff)) {
    out.push(
      `CommandKit ${label}, tagged on ${point.date}, has the same API as ${pointLabel(previous)}: no item ` +
        `or member was added, removed or given a new signature.`,
      '',
    );
  } else {
    const counts = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
    const previousLabel = previous.release
      ? `[${pointLabel(previous)}](${routeBase}/${CHANGES_FOLDER}/${changesSlug(previous.version)})`
      : pointLabel(previous);
    const items = [
      `${counts(diff.addedItems.length, 'item')} added`,
      `${diff.removedItems.length} removed`,
      `${diff.changedItems.length} with a new signature`,
    ].join(', ');
    const members = [
      `${counts(diff.addedMembers.length, 'member')} added`,
      `${diff.removedMembers.length} removed`,
      `${diff.changedMembers.length} changed`,
    ].join(', ');
    out.push(`CommandKit ${label}, tagged on ${point.date}, compared with ${previousLabel}: ${items}; ${members}.`, '');
    out.push(...diffSections(diff, input, '##'));
  }
  const fixed = input.issues.filter((i) => i.fixedIn === point.version);
  const introduced = input.issues.filter((i) => i.introducedIn === point.version);
  if (fixed.length || introduced.length) {
    out.push('## Known issues', '');
    for (const i of introduced) {
      // A fixed issue's entry is gone from the known-issues page: its title is not a link.
      const title = i.fixedIn ? mdxSafeMarkdown(i.title) : `[${mdxSafeMarkdown(i.title)}](${input.guideBase}/guide/known-issues#${i.id})`;
      out.push(`- Introduced: ${title}`);
    }
    for (const i of fixed) out.push(`- Fixed: ${mdxSafeMarkdown(i.title)}`);
    out.push('');
  }
  return out.join('\n');
}

/** Anchor of the index's section on a documented commit that is no release. */
export const UNRELEASED_ANCHOR = 'unreleased';

/**
 * The index of the "What changed" folder: one line per covered release, newest first. When the documented
 * commit is no release, a section lists what it changed since the last release (its "Added in" links land there).
 */
export function changesIndexPage(
  history: ReleaseHistory,
  rows: Array<{point: HistoryPoint; summary: string}>,
  routeBase: string,
  unreleased?: Pick<ChangesPageInput, 'index' | 'usage' | 'guideBase'> & {previous: HistoryPoint; diff: SnapshotDiff},
): string {
  const documented = history.points[history.points.length - 1]!;
  const out = [
    frontMatter({
      title: 'What changed',
      sidebar_label: 'Overview',
      sidebar_position: 0,
      description:
        'Release by release, the API items and members CommandKit 1.x added, removed and changed, and the guide pages they touch.',
    }),
    '',
    DIFF_IMPORT,
    '',
    `This reference documents CommandKit ${pointLabel(documented)}. Each release below has a page ` +
      `listing what its API added, removed and changed against the release before, the guide pages that ` +
      `use those items, and the known issues it fixed or introduced. Item and member pages say the same in ` +
      `their "Added in" and "Changed in" notes.`,
    '',
    ...rows
      .slice()
      .reverse()
      .map(
        ({point, summary}) =>
          `- [${escapeMdxText(pointLabel(point))}](${routeBase}/${CHANGES_FOLDER}/${changesSlug(point.version)}), ` +
          `${point.date}: ${summary}`,
      ),
    '',
    `Coming from 0.1.10? The [migration guide](${MIGRATION_GUIDE}) covers the move to 1.x.`,
    '',
  ];
  if (unreleased && !documented.release) {
    out.push(
      // The heading's text makes the anchor (`unreleased`): no custom id, which the Markdown twins cannot parse.
      '## Unreleased',
      '',
      `The documented source, ${pointLabel(documented)}, is a commit of ${documented.date} that no release ` +
        `tag names. Compared with ${pointLabel(unreleased.previous)}:`,
      '',
      ...(isEmptyDiff(unreleased.diff)
        ? ["Its API is the same as that release's.", '']
        : diffSections(unreleased.diff, {...unreleased, routeBase}, '###')),
    );
  }
  return out.join('\n');
}

export {shortCommit};
