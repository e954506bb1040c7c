/**
 * Writes the generated MDX tree for one version (the output folders are git-ignored).
 */
import {join} from 'node:path';
import {writeChangedFiles} from '../../../shared/write-changed-files';
import type {ApiKind, ApiSummaries, ApiVersion} from '../model/types';
import {API_KINDS} from '../model/types';
import {ApiIndex, DEFAULT_ROUTE_BASES, kindUrl} from '../model/lookup';
import {loadDescriptions, loadModels, loadSummaries} from '../model/io';
import {itemPage, kindIndexPage, overviewPage, sectionIndexPage, sortItems, type PageContext} from './pages';
import {KIND_LABELS} from './render';
import {formerPagesToGenerate, type FormerPage} from '../model/former-pages';
import {formerKindIndex, formerPage, formerPageSlug} from './former-pages';
import {readRuntime} from '../model/runtime';
import {loadIssues} from '../../../known-issues/src/public';
import type {ImportFacts} from './imports';
import {OVERVIEW_1X, OVERVIEW_V0, SECTION_ORDER, SECTION_SENTENCES, SECTION_TITLES} from './content';
import {MemberDocs} from './member-docs';
import {coveredPoints, readPoints} from '../history/points';
import {readSnapshot} from '../history/snapshot';
import {buildReleaseHistory, removedItems, removedPageUrl, type ReleaseHistory} from './history';
import {GeneratedTree} from './generated-tree';
import {writeHistoryPages} from './write-history';
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
  /** Where facts read from the guide's examples are kept between runs (block-facts.ts); unset, none are kept. */
  cacheDir?: string;
}

export interface GenerateResult {
  pages: number;
  items: number;
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
  const tree = new GeneratedTree(options.outDir);
  // Names the old site documented and our models lack; a name the model has (e.g. once extracted as an
  // internal item) is served by the model's page, and the old URL redirects there instead.
  const former = formerPagesToGenerate(options.modelsDir, options.version, index.items);
  const kinds: KindPagesInput = {tree, ctx, former, version: options.version};
  if (options.version === LEGACY_VERSION) writeLegacyReference(kinds, options.outDir);
  else writeSectionedReference(kinds, options.outDir);
  if (ctx.history) writeHistoryPages(tree, ctx.history, index, options);
  writeChangedFiles(options.outDir, tree.files);
  return {pages: tree.pages, items: index.items.length};
}

/** What writing a section's kind folders needs. */
interface KindPagesInput {
  tree: GeneratedTree;
  ctx: PageContext;
  former: FormerPage[];
  version: ApiVersion;
}

/** 0.1.10: one package, its kind folders at the top of the reference. */
function writeLegacyReference(input: KindPagesInput, outDir: string): void {
  const page = sectionIndexPage('commandkit', input.ctx, {title: 'API reference', intro: OVERVIEW_V0, position: 0});
  input.tree.page(join(outDir, 'index.mdx'), page);
  writeKinds(input, outDir, 'commandkit');
}

/** 1.x: an overview of the packages, then a folder per package (section) in the order SECTION_ORDER gives. */
function writeSectionedReference(input: KindPagesInput, outDir: string): void {
  const {tree, ctx} = input;
  const {index} = ctx;
  const sections = [
    ...SECTION_ORDER.filter((s) => index.sections.includes(s)),
    ...index.sections.filter((s) => !SECTION_ORDER.includes(s)),
  ];
  const rows = sections.map((section) => ({section, sentence: SECTION_SENTENCES[section] ?? ''}));
  tree.page(join(outDir, 'index.mdx'), overviewPage(ctx, rows, {title: 'API reference', intro: OVERVIEW_1X}));
  sections.forEach((section, i) => {
    const dir = join(outDir, section);
    const title = SECTION_TITLES[section] ?? section;
    tree.category(dir, title, i + 1);
    const intro = SECTION_SENTENCES[section] ?? '';
    tree.page(join(dir, 'index.mdx'), sectionIndexPage(section, ctx, {title, intro, position: i + 1}));
    writeKinds(input, dir, section);
  });
}

/** A section's folder per kind: its category, index page and item pages, and the former pages of that kind. */
function writeKinds(input: KindPagesInput, sectionDir: string, section: string): void {
  const {tree, ctx, former, version} = input;
  const {index} = ctx;
  const items = index.model(section)?.items ?? [];
  let position = 1;
  for (const kind of API_KINDS as ApiKind[]) {
    const list = items.filter((i) => i.kind === kind);
    const formerHere = former.filter((p) => p.section === section && p.kind === kind);
    const kindDir = join(sectionDir, kind);
    if (!list.length && formerHere.length) {
      if (writeFormerOnlyKind(input, kindDir, section, kind, formerHere, position)) position++;
      continue;
    }
    if (!list.length) continue;
    writeFormerPages(tree, version, kindDir, formerHere, list.length + 1);
    tree.category(kindDir, KIND_LABELS[kind].plural, position);
    const title =
      version === LEGACY_VERSION ? KIND_LABELS[kind].plural : `${KIND_LABELS[kind].plural} — ${SECTION_TITLES[section] ?? section}`;
    tree.page(join(kindDir, 'index.mdx'), kindIndexPage(section, kind, list, ctx, {title, position}));
    sortItems(list).forEach((item, i) => tree.page(join(kindDir, `${index.slug(item.id)}.mdx`), itemPage(item, ctx, i + 1)));
    position++;
  }
}

/**
 * A kind only former pages have. 0.1.10's former pages are listed, so their kind gets its category and index
 * page (returns true: it takes a sidebar position). 1.x's are unlisted: a folder of unlisted pages with no index
 * page is hidden from the sidebar.
 */
function writeFormerOnlyKind(
  {tree, ctx, version}: KindPagesInput,
  kindDir: string,
  section: string,
  kind: ApiKind,
  formerHere: FormerPage[],
  position: number,
): boolean {
  writeFormerPages(tree, version, kindDir, formerHere, 1);
  if (version !== LEGACY_VERSION) return false;
  const label = KIND_LABELS[kind].plural;
  tree.category(kindDir, label, position);
  const url = kindUrl(ctx.index.routeBase, version, section, kind);
  tree.page(join(kindDir, 'index.mdx'), formerKindIndex(formerHere, version, label, position, url));
  return true;
}

function writeFormerPages(tree: GeneratedTree, version: ApiVersion, kindDir: string, pages: FormerPage[], firstPosition: number): void {
  pages.forEach((page, i) => tree.page(join(kindDir, `${formerPageSlug(page)}.mdx`), formerPage(page, version, firstPosition + i)));
}
