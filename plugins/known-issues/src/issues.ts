/**
 * Known issues: one Markdown file per framework defect a reader can hit, `known-issues/<version>/<id>.md`.
 *
 *   ---
 *   title: one line (inline Markdown allowed)
 *   source: packages/commandkit/ratelimit.cjs#L3      (0.1.10: a path inside the published package)
 *   entries: [commandkit/ratelimit]                    (optional: import paths whose loading it covers;
 *                                                       `commandkit#default`: only the path's default import;
 *                                                       `@commandkit/queue/discordjs#types`: its declarations
 *                                                       under the template's moduleResolution)
 *   pages: [guide/useful-utilities/commandkit-ratelimit]   (doc ids where the reader meets it)
 *   ---
 *   What happens (Markdown).
 *
 *   **Workaround:** what to do instead (or a sentence saying there is none).
 *
 * Pure parsing and validation; the remark plugin (remark.ts) and the checks read issues through here.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {VERSION_NAMES, type DocsVersion, LEGACY_VERSION} from '../../shared/docs-versions';

export type IssueVersion = DocsVersion;
export const ISSUE_VERSIONS: readonly IssueVersion[] = VERSION_NAMES;

// The documented commit lives in one place (plugins/shared/framework.ts); these names are kept for this module's readers.
import {FRAMEWORK_COMMIT as COMMIT_1X, FRAMEWORK_REPO_URL as FRAMEWORK_REPO} from '../../shared/framework';
export {COMMIT_1X, FRAMEWORK_REPO};

export interface KnownIssue {
  id: string;
  version: IssueVersion;
  title: string;
  /** "path#L<n>" as written. */
  source: string;
  sourcePath: string;
  sourceLine: number;
  entries: string[];
  pages: string[];
  /** Markdown body, the workaround paragraph included. */
  body: string;
  /** The file, for messages. */
  file: string;
  /** Release version the defect first appeared in (`introduced_in:`), when known. */
  introducedIn?: string;
  /**
   * Release version that fixed it (`fixed_in:`): set when the issue stops reproducing at the documented
   * commit. A fixed issue is history: it leaves the version's list and its boxes (loadIssues), and the
   * "What changed" page of that release lists it as fixed.
   */
  fixedIn?: string;
}

const ID_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SOURCE_RE = /^([^\s#]+)#L(\d+)$/;
const RELEASE_RE = /^\d+\.\d+\.\d+(-[\w.]+)?$/;

function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'")))) {
    const inner = v.slice(1, -1);
    return v.startsWith('"') ? inner.replace(/\\(["\\])/g, '$1') : inner.replace(/''/g, "'");
  }
  return v;
}

/**
 * The front matter is a small, fixed YAML subset: `key: scalar`, `key: [a, b]` and `key:` followed by
 * `- item` lines. Anything else is an error, so a typo cannot silently drop a field.
 */
export function parseFrontMatter(text: string, file: string): {data: Record<string, string | string[]>; body: string} {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!m) throw new Error(`${file}: a known issue starts with a front matter block between --- lines`);
  const data: Record<string, string | string[]> = {};
  let listKey: string | undefined;
  for (const [i, raw] of m[1]!.split(/\r?\n/).entries()) {
    if (!raw.trim() || raw.trimStart().startsWith('#')) continue;
    const item = /^\s+-\s+(.*)$/.exec(raw) ?? /^-\s+(.*)$/.exec(raw);
    if (item && listKey) {
      (data[listKey] as string[]).push(unquote(item[1]!));
      continue;
    }
    const kv = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(raw);
    if (!kv) throw new Error(`${file}: front matter line ${i + 2} is not "key: value": ${raw}`);
    const [, key, value] = kv;
    listKey = undefined;
    if (value === '') {
      data[key!] = [];
      listKey = key;
    } else if (value!.startsWith('[')) {
      if (!value!.endsWith(']')) throw new Error(`${file}: front matter "${key}" opens a [list] it does not close`);
      const inner = value!.slice(1, -1).trim();
      data[key!] = inner
        ? inner
            .split(',')
            .map((s) => unquote(s))
            .filter(Boolean)
        : [];
    } else {
      data[key!] = unquote(value!);
    }
  }
  return {data, body: m[2]!.trim()};
}

/** The workaround paragraph: starts with **Workaround:**, or says there is none. */
export function hasWorkaroundParagraph(body: string): boolean {
  return body
    .split(/\n\s*\n/)
    .some(
      (p) =>
        /^\*\*Workaround:?\*\*:?/.test(p.trim()) || /^\*\*No workaround\b/i.test(p.trim()) || /^There is no workaround\b/i.test(p.trim()),
    );
}

export function parseIssue(text: string, id: string, version: IssueVersion, file: string): KnownIssue {
  if (!ID_RE.test(id)) throw new Error(`${file}: the file name "${id}" is not a valid issue id (lowercase words joined by "-")`);
  const {data, body} = parseFrontMatter(text, file);
  const known = new Set(['title', 'source', 'entries', 'pages', 'introduced_in', 'fixed_in']);
  const unknown = Object.keys(data).filter((k) => !known.has(k));
  if (unknown.length) throw new Error(`${file}: unknown front matter field(s) ${unknown.join(', ')} (allowed: ${[...known].join(', ')})`);
  const title = data.title;
  if (typeof title !== 'string' || !title.trim()) throw new Error(`${file}: "title" must be one non-empty line`);
  const source = data.source;
  const sm = typeof source === 'string' ? SOURCE_RE.exec(source) : null;
  if (!sm)
    throw new Error(
      `${file}: "source" must be "<path>#L<line>", e.g. packages/commandkit/ratelimit.cjs#L3 (got ${JSON.stringify(source)})`,
    );
  const list = (key: string, required: boolean): string[] => {
    const v = data[key];
    if (v === undefined && !required) return [];
    if (!Array.isArray(v)) throw new Error(`${file}: "${key}" must be a list, e.g. ${key}: [a, b]`);
    if (required && v.length === 0) throw new Error(`${file}: "${key}" lists no page: name the doc ids where the reader meets the issue`);
    return v;
  };
  const pages = list('pages', true);
  const badPage = pages.find((p) => !/^[\w-]+(\/[\w.-]+)*$/.test(p) || /\.mdx?$/.test(p));
  if (badPage) throw new Error(`${file}: page "${badPage}" is not a doc id (e.g. guide/events/custom-events, no extension)`);
  if (!body) throw new Error(`${file}: the body (what happens, then the workaround) is empty`);
  if (!hasWorkaroundParagraph(body))
    throw new Error(`${file}: the body needs a paragraph starting with **Workaround:** (or saying there is none)`);
  const release = (key: string): string | undefined => {
    const v = data[key];
    if (v === undefined) return undefined;
    if (typeof v !== 'string' || !RELEASE_RE.test(v))
      throw new Error(`${file}: "${key}" must be a release version such as 1.2.0-rc.10 or 1.2.0 (got ${JSON.stringify(v)})`);
    return v;
  };
  const introducedIn = release('introduced_in');
  const fixedIn = release('fixed_in');
  return {
    id,
    version,
    title: title.trim(),
    source: source as string,
    sourcePath: sm[1]!,
    sourceLine: Number(sm[2]),
    entries: list('entries', false),
    pages,
    body,
    file,
    ...(introducedIn ? {introducedIn} : {}),
    ...(fixedIn ? {fixedIn} : {}),
  };
}

/**
 * The issues of a version that still apply, by id (sorted). Missing folder = no issues. Fixed issues
 * (`fixed_in:`) are left out; `{includeFixed: true}` keeps them (release history).
 */
export function loadIssues(dir: string, version: IssueVersion, options: {includeFixed?: boolean} = {}): Map<string, KnownIssue> {
  const folder = join(dir, version);
  const out = new Map<string, KnownIssue>();
  if (!existsSync(folder)) return out;
  for (const name of readdirSync(folder).sort()) {
    if (!name.endsWith('.md')) continue;
    const file = join(folder, name);
    const issue = parseIssue(readFileSync(file, 'utf8'), name.slice(0, -3), version, file);
    if (issue.fixedIn && !options.includeFixed) continue;
    out.set(issue.id, issue);
  }
  return out;
}

/**
 * Link to the defect's source at the pinned commit (1.x, the same base the API pages use). 0.1.10 issues
 * point into the published package's built files, which no repository holds: no link, the reader opens
 * the file in their own node_modules/commandkit.
 */
export function issueSourceUrl(issue: Pick<KnownIssue, 'version' | 'sourcePath' | 'sourceLine'>): string | undefined {
  if (issue.version === '1.x') return `${FRAMEWORK_REPO}/blob/${COMMIT_1X}/${issue.sourcePath}#L${issue.sourceLine}`;
  return undefined;
}

/** Label of the source location: the path and line as a reader would open them. */
export function issueSourceLabel(issue: Pick<KnownIssue, 'version' | 'sourcePath' | 'sourceLine'>): string {
  return issue.version === '1.x'
    ? `${issue.sourcePath}, line ${issue.sourceLine}`
    : `node_modules/commandkit/${issue.sourcePath}, line ${issue.sourceLine}`;
}

/** Where the list page of a version lives (doc id) and its URL. */
export const LIST_PAGE: Record<IssueVersion, {docId: string; url: string; file: string}> = {
  '1.x': {docId: 'guide/known-issues', url: '/docs/guide/known-issues', file: 'docs/guide/known-issues.mdx'},
  [LEGACY_VERSION]: {
    docId: 'guide/known-issues',
    url: '/docs/v0/guide/known-issues',
    file: 'versioned_docs/version-0.1.10/guide/known-issues.mdx',
  },
};

/** URL of a doc id of a version. */
export function docUrl(version: IssueVersion, docId: string): string {
  return version === '1.x' ? `/docs/${docId}` : `/docs/v0/${docId}`;
}

/** File of a doc id of a version (.mdx or .md), relative to the site, or undefined. */
export function docFile(siteDir: string, version: IssueVersion, docId: string): string | undefined {
  const base = version === '1.x' ? join('docs', docId) : join('versioned_docs', 'version-0.1.10', docId);
  for (const ext of ['.mdx', '.md']) if (existsSync(join(siteDir, base + ext))) return base + ext;
  return undefined;
}

/** Ids used by `<KnownIssue id="..." />` in a page's source. */
export function usedIssueIds(source: string): string[] {
  return [...source.matchAll(/<KnownIssue\s+id=["']([^"']+)["']\s*\/>/g)].map((m) => m[1]!);
}
