/**
 * Remark plugin: `<KnownIssue id="..." />` becomes the issue's box and `<KnownIssueList />` the list of every
 * issue of the page's version, at MDX compile time.
 *
 * It runs among Docusaurus's `beforeDefaultRemarkPlugins`, so the box it writes is an ordinary `:::warning`
 * container (the admonitions plugin renders it like any other) and its headings get ids and TOC entries.
 * The version is the page's docs version (versioned_docs/version-0.1.10/ = 0.1.10, else 1.x).
 * An unknown id, or a component used with other props, fails the build naming the page.
 *
 * Usage (docusaurus.config.ts): docs: { beforeDefaultRemarkPlugins: [[knownIssues, {dir: 'known-issues'}]] }
 */
import type {Node as UnistNode} from 'unist';
import {CONTINUE, SKIP, visit} from 'unist-util-visit';
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {versionOfFile} from '../../shared/docs-versions';
import {docFile, docUrl, issueSourceLabel, issueSourceUrl, LIST_PAGE, loadIssues, type IssueVersion, type KnownIssue} from './issues';

export interface KnownIssuesRemarkOptions {
  /** Folder of known-issues/<version>/<id>.md (absolute, or relative to the process cwd = the site dir). */
  dir?: string;
  /** Site folder, to read page titles for the list page (default: the cwd). */
  siteDir?: string;
}

interface MdNode {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  depth?: number;
  attributes?: unknown;
  children?: MdNode[];
  data?: Record<string, unknown>;
}

interface VFileLike {
  path?: string;
  history?: string[];
}

/** Which docs version a page belongs to (same rule as the api-links plugin). */
export function pageVersion(filePath: string | undefined): IssueVersion {
  return versionOfFile(filePath);
}

const text = (value: string): MdNode => ({type: 'text', value});
const paragraph = (...children: MdNode[]): MdNode => ({type: 'paragraph', children});
const link = (url: string, ...children: MdNode[]): MdNode => ({type: 'link', url, children});

/** Inline Markdown (a title) as phrasing nodes. */
function parseInline(markdown: string): MdNode[] {
  const root = unified().use(remarkParse).use(remarkGfm).parse(markdown) as MdNode;
  const first = root.children?.[0];
  return first?.type === 'paragraph' ? (first.children ?? []) : [text(markdown)];
}

function parseBlocks(markdown: string): MdNode[] {
  return (unified().use(remarkParse).use(remarkGfm).parse(markdown) as MdNode).children ?? [];
}

function sourceNodes(issue: KnownIssue): MdNode[] {
  const url = issueSourceUrl(issue);
  const label = {type: 'inlineCode', value: issueSourceLabel(issue)};
  return url ? [link(url, label)] : [label];
}

/** The box a page shows: "Known issue in <version>", the title, the body, source and list links. */
export function issueBox(issue: KnownIssue): MdNode {
  const listUrl = `${LIST_PAGE[issue.version].url}#${issue.id}`;
  const where = issue.version === '1.x' ? 'at the documented commit' : 'in the published package';
  return {
    type: 'containerDirective',
    name: 'warning',
    attributes: {},
    children: [
      {type: 'paragraph', data: {directiveLabel: true}, children: [text(`Known issue in ${issue.version}`)]},
      paragraph({type: 'strong', children: parseInline(issue.title)}),
      ...parseBlocks(issue.body),
      paragraph(
        text(`Source ${where}: `),
        ...sourceNodes(issue),
        text('. '),
        link(listUrl, text(`All known issues in ${issue.version}`)),
        text('.'),
      ),
    ],
  };
}

/** Title of a doc page (front matter `title:`), for the list page's links. */
function pageTitle(siteDir: string, version: IssueVersion, docId: string): string | undefined {
  const file = docFile(siteDir, version, docId);
  if (!file) return undefined;
  const m = /^---\r?\n[\s\S]*?^title:\s*(.+)$/m.exec(readFileSync(join(siteDir, file), 'utf8'));
  return m ? m[1]!.trim().replace(/^(['"])(.*)\1$/, '$2') : undefined;
}

/** Every issue of a version: a heading per issue (its id as anchor), body, source and the pages it is met on. */
export function issueList(issues: KnownIssue[], version: IssueVersion, siteDir: string, where: string): MdNode[] {
  if (!issues.length) return [paragraph(text(`No known issue is recorded for ${version}.`))];
  const out: MdNode[] = [];
  for (const issue of issues) {
    out.push({type: 'heading', depth: 2, data: {hProperties: {id: issue.id}}, children: parseInline(issue.title)});
    out.push(...parseBlocks(issue.body));
    const pages = issue.pages.map((docId) => {
      const title = pageTitle(siteDir, version, docId);
      if (!title)
        throw new Error(
          `[known-issues] ${where}: issue "${issue.id}" (${issue.file}) lists page "${docId}", which is not a ${version} doc`,
        );
      return link(docUrl(version, docId), text(title));
    });
    const met: MdNode[] = [text('Met on: ')];
    pages.forEach((p, i) => met.push(...(i ? [text(', ')] : []), p));
    out.push(paragraph(text('Source: '), ...sourceNodes(issue), text('. '), ...met, text('.')));
  }
  return out;
}

function idAttribute(node: MdNode): string | undefined {
  const attrs = (node.attributes ?? []) as Array<{type: string; name: string; value: unknown}>;
  const id = attrs.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id');
  return typeof id?.value === 'string' ? id.value : undefined;
}

const cache = new Map<string, Map<string, KnownIssue>>();

/** Clears the issue cache (tests; the dev server reloads the plugin on change). */
export function clearKnownIssuesCache(): void {
  cache.clear();
}

function issuesOf(dir: string, version: IssueVersion): Map<string, KnownIssue> {
  const key = `${dir}|${version}`;
  let issues = cache.get(key);
  if (!issues) {
    issues = loadIssues(dir, version);
    cache.set(key, issues);
  }
  return issues;
}

/** Replaces the known-issue components of one tree (exported for tests). */
export function transformTree(tree: MdNode, filePath: string | undefined, options: KnownIssuesRemarkOptions = {}): void {
  const dir = resolve(options.dir ?? 'known-issues');
  const siteDir = resolve(options.siteDir ?? '.');
  const version = pageVersion(filePath);
  const where = filePath ?? '(unknown file)';
  visit(tree as UnistNode, (unistNode, i, parent) => {
    const node = unistNode as MdNode;
    const children = (parent as MdNode | undefined)?.children;
    const isJsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
    if (!isJsx || !children || i === undefined) return CONTINUE;
    if (node.name === 'KnownIssue') {
      const id = idAttribute(node);
      if (!id) throw new Error(`[known-issues] ${where}: <KnownIssue> needs an id, e.g. <KnownIssue id="ratelimit-entry-fails" />`);
      const issue = issuesOf(dir, version).get(id);
      if (!issue) {
        const fixed = loadIssues(dir, version, {includeFixed: true}).get(id);
        if (fixed?.fixedIn)
          throw new Error(
            `[known-issues] ${where}: issue "${id}" was fixed in ${fixed.fixedIn} (fixed_in in its file): remove ` +
              `<KnownIssue id="${id}" /> and the workaround the page teaches for it`,
          );
        const ids = [...issuesOf(dir, version).keys()];
        throw new Error(
          `[known-issues] ${where}: unknown ${version} issue "${id}" (no ` +
            `${join('known-issues', version, `${id}.md`)}; known: ${ids.join(', ') || 'none'})`,
        );
      }
      if (node.type === 'mdxJsxTextElement')
        throw new Error(`[known-issues] ${where}: <KnownIssue id="${id}" /> must stand on its own line`);
      children.splice(i, 1, issueBox(issue));
      return [SKIP, i + 1]; // the box is ours: not walked
    }
    if (node.name === 'KnownIssueList') {
      const list = issueList([...issuesOf(dir, version).values()], version, siteDir, where);
      children.splice(i, 1, ...list);
      return [SKIP, i + list.length];
    }
    return CONTINUE;
  });
}

export default function remarkKnownIssues(options: KnownIssuesRemarkOptions = {}) {
  return (tree: MdNode, file: VFileLike) => {
    transformTree(tree, file.path ?? file.history?.[0], options);
  };
}
