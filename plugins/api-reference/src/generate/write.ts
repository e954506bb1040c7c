/**
 * Writes the generated MDX tree for one version (the output folders are git-ignored).
 */
import {join, relative} from 'node:path';
import {writeChangedFiles} from '../../../shared/write-changed-files';
import type {ApiKind, ApiSummaries, ApiVersion} from '../model/types';
import {API_KINDS} from '../model/types';
import {ApiIndex, DEFAULT_ROUTE_BASES, kindUrl} from '../model/lookup';
import {loadDescriptions, loadModels, loadSummaries} from '../model/io';
import {itemPage, kindIndexPage, overviewPage, sectionIndexPage, sortItems, type PageContext} from './pages';
import {KIND_LABELS} from './render';
import {formerPagesToGenerate, type FormerPage} from '../model/former-pages';
import {formerKindIndex, formerPage, formerPageSlug} from './former-pages';
import {toSlug} from '../model/slug';
import {readRuntime} from '../model/runtime';
import {loadIssues} from '../../../known-issues/src/public';
import type {ImportFacts} from './imports';
import {OVERVIEW_1X, OVERVIEW_V0, SECTION_ORDER, SECTION_SENTENCES, SECTION_TITLES} from './content';
import {MemberDocs} from './member-docs';
import {readRemovedNotes} from '../model/former-pages';
import {coveredPoints, readPoints} from '../history/points';
import {readSnapshot} from '../history/snapshot';
import {diffSnapshots, diffCounts} from '../history/diff';
import {readGuidePages, usageIndex} from '../history/usage';
import {
  buildReleaseHistory,
  changesIndexPage,
  changesPage,
  CHANGES_FOLDER,
  removedItemPage,
  removedItems,
  removedPageUrl,
  type IssueHistory,
  type ReleaseHistory,
} from './history';
import {changesSlug} from '../history/points';
import {LEGACY_VERSION} from '../../../shared/docs-versions';

/** The commit a version's models were extracted at (their source links point at it). */
export function documentedCommit(index: ApiIndex): string | undefined {
  for (const model of index.models) {
    const m = /\/blob\/([0-9a-f]{7,40})\/$/.exec(model.sourceBaseUrl);
    if (m) return m[1];
  }
  return undefined;
}

/** 1.x's release history up to the documented commit, or undefined when no history is committed. */
export function loadReleaseHistory(modelsDir: string, index: ApiIndex): ReleaseHistory | undefined {
  const points = readPoints(modelsDir);
  const commit = documentedCommit(index);
  if (!points.length || !commit) return undefined;
  const covered = coveredPoints(points, commit);
  return buildReleaseHistory(
    covered,
    covered.map((p) => readSnapshot(modelsDir, p)),
    index.routeBase,
  );
}

export interface GenerateOptions {
  version: ApiVersion;
  modelsDir: string;
  /** e.g. <site>/docs/api-reference or <site>/versioned_docs/version-0.1.10/api-reference */
  outDir: string;
  routeBase?: string;
  discordJsVersion?: string;
  /** Folder of known-issues/<version>/<id>.md: issues whose `entries` cover a failing import path are shown on its items' pages. */
  knownIssuesDir?: string;
  /** 1.x: the guide folder (docs/guide), for the "What changed" pages' lists of guide pages using what changed. */
  guideDir?: string;
}

export interface GenerateResult {
  pages: number;
  items: number;
}

function categoryFile(label: string, position: number): string {
  return JSON.stringify({label, position, collapsed: true, collapsible: true}, null, 2) + '\n';
}

export function loadIndex(
  modelsDir: string,
  version: ApiVersion,
  routeBase?: string,
): {index: ApiIndex; summaries: Readonly<ApiSummaries>} {
  const models = loadModels(modelsDir, version);
  if (!models.length) throw new Error(`No models in ${join(modelsDir, version)}: run npm run api:extract first.`);
  return {index: new ApiIndex(version, models, routeBase ?? DEFAULT_ROUTE_BASES[version]), summaries: loadSummaries(modelsDir, version)};
}

/**
 * The pages of items an earlier 1.x release had and the documented commit lacks (written by generateVersion at
 * their old URL), for the legacy-link map: the framework's site may still link to them.
 */
export function removedItemUrls(modelsDir: string, index: ApiIndex): Array<{name: string; section: string; url: string}> {
  const history = index.version === '1.x' ? loadReleaseHistory(modelsDir, index) : undefined;
  return history
    ? removedItems(history, index).map((r) => ({name: r.name, section: r.section, url: removedPageUrl(index.routeBase, r)}))
    : [];
}

/** Run-time facts and the known issue covering each import path, for the pages' import lines. */
export function importFacts(options: Pick<GenerateOptions, 'modelsDir' | 'version' | 'knownIssuesDir'>): ImportFacts {
  const issueByEntry = new Map<string, string>();
  if (options.knownIssuesDir) {
    for (const issue of loadIssues(options.knownIssuesDir, options.version).values())
      for (const entry of issue.entries) if (!issueByEntry.has(entry)) issueByEntry.set(entry, issue.id);
  }
  return {runtime: readRuntime(options.modelsDir, options.version), issueByEntry};
}

export function generateVersion(options: GenerateOptions): GenerateResult {
  const {index, summaries} = loadIndex(options.modelsDir, options.version, options.routeBase);
  const ctx: PageContext = {
    index,
    summaries,
    docs: new MemberDocs(index, loadDescriptions(options.modelsDir, options.version)),
    links: {urlOf: (id) => index.urlIfKnown(id), discordJsVersion: options.discordJsVersion ?? '14.22.1'},
    imports: importFacts(options),
    history: options.version === '1.x' ? loadReleaseHistory(options.modelsDir, index) : undefined,
  };
  // Collected first and written once at the end: only pages whose text changed are rewritten, so the dev
  // server recompiles what changed rather than every page, and stale pages are removed.
  const files = new Map<string, string>();
  let pages = 0;
  const write = (file: string, text: string) => {
    files.set(relative(options.outDir, file), text);
    pages++;
  };
  const category = (dir: string, label: string, position: number) => {
    files.set(relative(options.outDir, join(dir, '_category_.json')), categoryFile(label, position));
  };
  // Names the old site documented and our models lack; a name the model has (e.g. once extracted as an
  // internal item) is served by the model's page, and the old URL redirects there instead.
  const former = formerPagesToGenerate(options.modelsDir, options.version, index.items);
  const writeFormer = (kindDir: string, pages: FormerPage[], firstPosition: number) => {
    pages.forEach((page, i) => write(join(kindDir, `${formerPageSlug(page)}.mdx`), formerPage(page, options.version, firstPosition + i)));
  };
  const writeKinds = (sectionDir: string, section: string) => {
    const items = index.model(section)?.items ?? [];
    let position = 1;
    for (const kind of API_KINDS as ApiKind[]) {
      const list = items.filter((i) => i.kind === kind);
      const formerHere = former.filter((p) => p.section === section && p.kind === kind);
      if (!list.length && formerHere.length) {
        const kindDir = join(sectionDir, kind);
        writeFormer(kindDir, formerHere, 1);
        // 0.1.10's former pages are listed, so their kind gets its category and index page. 1.x's are
        // unlisted: a folder of unlisted pages with no index page is hidden from the sidebar.
        if (options.version === LEGACY_VERSION) {
          category(kindDir, KIND_LABELS[kind].plural, position);
          write(
            join(kindDir, 'index.mdx'),
            formerKindIndex(
              formerHere,
              options.version,
              KIND_LABELS[kind].plural,
              position,
              kindUrl(index.routeBase, options.version, section, kind),
            ),
          );
          position++;
        }
        continue;
      }
      if (!list.length) continue;
      writeFormer(join(sectionDir, kind), formerHere, list.length + 1);
      const kindDir = join(sectionDir, kind);
      category(kindDir, KIND_LABELS[kind].plural, position);
      const title =
        options.version === LEGACY_VERSION
          ? KIND_LABELS[kind].plural
          : `${KIND_LABELS[kind].plural} — ${SECTION_TITLES[section] ?? section}`;
      write(join(kindDir, 'index.mdx'), kindIndexPage(section, kind, list, ctx, {title, position}));
      sortItems(list).forEach((item, i) => write(join(kindDir, `${index.slug(item.id)}.mdx`), itemPage(item, ctx, i + 1)));
      position++;
    }
  };

  if (options.version === LEGACY_VERSION) {
    write(
      join(options.outDir, 'index.mdx'),
      sectionIndexPage('commandkit', ctx, {title: 'API reference', intro: OVERVIEW_V0, position: 0}),
    );
    writeKinds(options.outDir, 'commandkit');
  } else {
    const sections = [
      ...SECTION_ORDER.filter((s) => index.sections.includes(s)),
      ...index.sections.filter((s) => !SECTION_ORDER.includes(s)),
    ];
    write(
      join(options.outDir, 'index.mdx'),
      overviewPage(
        ctx,
        sections.map((section) => ({section, sentence: SECTION_SENTENCES[section] ?? ''})),
        {title: 'API reference', intro: OVERVIEW_1X},
      ),
    );
    sections.forEach((section, i) => {
      const dir = join(options.outDir, section);
      const title = SECTION_TITLES[section] ?? section;
      category(dir, title, i + 1);
      write(join(dir, 'index.mdx'), sectionIndexPage(section, ctx, {title, intro: SECTION_SENTENCES[section] ?? '', position: i + 1}));
      writeKinds(dir, section);
    });
  }
  if (ctx.history) {
    const history = ctx.history;
    // Items an earlier release had and the documented commit lacks keep a page (unlisted) at their old URL.
    const notes = readRemovedNotes(options.modelsDir, options.version);
    removedItems(history, index).forEach((r, i) => {
      const note = notes.find((n) => n.name === r.name && n.section === r.section);
      write(join(options.outDir, r.section, r.kind, `${toSlug(r.name)}.mdx`), removedItemPage(r, note, history, 1000 + i));
    });
    const changesDir = join(options.outDir, CHANGES_FOLDER);
    const usage = usageIndex(options.guideDir ? readGuidePages(options.guideDir) : [], index);
    const issues: IssueHistory[] = options.knownIssuesDir
      ? [...loadIssues(options.knownIssuesDir, '1.x', {includeFixed: true}).values()].map((i) => ({
          id: i.id,
          title: i.title,
          introducedIn: i.introducedIn,
          fixedIn: i.fixedIn,
        }))
      : [];
    const rows: Array<{point: (typeof history.points)[number]; summary: string}> = [];
    let previous: (typeof history.points)[number] | undefined;
    let previousSnapshot: (typeof history.snapshots)[number] | undefined;
    history.points.forEach((point, i) => {
      const snapshot = history.snapshots[i]!;
      if (point.release) {
        const diff = previousSnapshot ? diffSnapshots(previousSnapshot, snapshot) : undefined;
        const c = diff && diffCounts(diff);
        rows.push({
          point,
          summary: c
            ? `${c.addedItems} items added, ${c.removedItems} removed, ${c.changedItems} changed; ${c.addedMembers} members added, ${c.removedMembers} removed, ${c.changedMembers} changed.`
            : `the oldest release covered (${Object.keys(snapshot.items).length} items).`,
        });
        write(
          join(changesDir, `${changesSlug(point.version)}.mdx`),
          changesPage({
            point,
            previous,
            diff,
            itemCount: Object.keys(snapshot.items).length,
            index,
            routeBase: index.routeBase,
            usage,
            issues,
            guideBase: index.routeBase.replace(/\/api-reference$/, ''),
            position: rows.length,
          }),
        );
      }
      // A page compares a release with the covered point before it (a documented development commit included).
      previous = point;
      previousSnapshot = snapshot;
    });
    category(changesDir, 'What changed', 100);
    const documented = history.points[history.points.length - 1]!;
    const lastRelease = history.points.length > 1 ? history.points.length - 2 : -1;
    const unreleased =
      !documented.release && lastRelease >= 0
        ? {
            index,
            usage,
            guideBase: index.routeBase.replace(/\/api-reference$/, ''),
            previous: history.points[lastRelease]!,
            diff: diffSnapshots(history.snapshots[lastRelease]!, history.snapshots[history.points.length - 1]!),
          }
        : undefined;
    write(join(changesDir, 'index.mdx'), changesIndexPage(history, rows, index.routeBase, unreleased));
  }
  writeChangedFiles(options.outDir, files);
  return {pages, items: index.items.length};
}
