/**
 * "Last updated" and "Edit this page" for doc pages.
 *
 * Last updated comes from one `git log` over the docs folders and the API models at config time (Docusaurus
 * would otherwise run git once per page, about 570 times, and warn about every generated API page, which git
 * does not track). The dates reach Docusaurus as the `last_update.date` front matter it already understands.
 * A guide page gets its own file's last commit; a generated API page gets the last commit of its package's
 * model and summaries, a release page (API changes) that of the release history. In a shallow clone the history is cut, so the dates would be wrong: then, as without
 * git or outside a repository, no date is shown and nothing fails.
 *
 * Edit this page links to the page's source in the repository named by SITE_REPOSITORY_URL (README), on the
 * branch SITE_REPOSITORY_BRANCH (default main); unset, there is no link. Generated API pages never get one.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';

/** Runs git in a folder and returns its output; throws when git fails. */
export type GitRunner = (args: string[], cwd: string) => string;

const runGit: GitRunner = (args, cwd) =>
  execFileSync('git', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024});

/** Latest commit time (ms) of every file under the given folders, by path relative to the repository root; null when unknown. */
export function gitFileDates(
  siteDir: string,
  folders: string[],
  git: GitRunner = runGit,
): {root: string; dates: Map<string, number>} | null {
  try {
    if (git(['rev-parse', '--is-shallow-repository'], siteDir).trim() !== 'false') return null;
    const root = git(['rev-parse', '--show-toplevel'], siteDir).trim();
    const log = git(['log', '--format=%x00%ct', '--name-only', '--no-renames', '--', ...folders], siteDir);
    const dates = new Map<string, number>();
    for (const entry of log.split('\0').slice(1)) {
      const [time, ...files] = entry.trim().split('\n');
      const when = Number(time) * 1000;
      for (const file of files) if (file && !dates.has(file)) dates.set(file, when);
    }
    return {root, dates};
  } catch {
    return null; // no git, not a repository: no dates
  }
}

/** The file whose history dates a page: itself, or for a generated API page its package's model files. */
export function historySources(relativePage: string): string[] {
  const api = /^(?:docs|versioned_docs\/version-([^/]+))\/api-reference(?:\/([^/]+)\/)?/.exec(relativePage);
  if (!api) return [relativePage];
  const version = api[1] ?? '1.x';
  // 1.x pages sit in a folder per package; 0.1.10 had one package, whose pages sit in folders per kind.
  const pkg = version === '1.x' ? api[2] : 'commandkit';
  // The release pages ("What changed") are written from the release history's models.
  if (pkg === 'changes') return [`api-models/${version}/history`];
  return pkg ? [`api-models/${version}/${pkg}.json`, `api-models/${version}/${pkg}.summaries.json`] : [`api-models/${version}`];
}

export interface PageHistory {
  /** Whether dates are known (a full clone with git): the docs plugin's showLastUpdateTime. */
  available: boolean;
  /** The date of a page (absolute path), or undefined. */
  lastUpdate(filePath: string): Date | undefined;
  /** markdown.parseFrontMatter: adds `last_update.date` where the page sets none. */
  parseFrontMatter: ParseFrontMatter;
}

/**
 * The latest date of every file and of every folder above it (`a/b/c.json` also dates `a/b` and `a`), so a
 * page's lookup is one map read: the docs plugin asks for every page on each load, and again on each edit in
 * `docusaurus start`.
 */
export function latestByPath(dates: ReadonlyMap<string, number>): Map<string, number> {
  const latest = new Map<string, number>();
  const raise = (key: string, when: number) => {
    const known = latest.get(key);
    if (known === undefined || when > known) latest.set(key, when);
  };
  for (const [file, when] of dates) {
    raise(file, when);
    for (let slash = file.lastIndexOf('/'); slash > 0; slash = file.lastIndexOf('/', slash - 1)) raise(file.slice(0, slash), when);
  }
  return latest;
}

export function pageHistory(siteDir: string, git: GitRunner = runGit): PageHistory {
  const found = gitFileDates(siteDir, ['docs', 'versioned_docs', 'api-models'], git);
  const latest = found ? latestByPath(found.dates) : new Map<string, number>();
  const prefix = found ? path.relative(found.root, siteDir).split(path.sep).join('/') : '';
  const inRepo = (file: string) => (prefix ? `${prefix}/${file}` : file);
  const lastUpdate = (filePath: string): Date | undefined => {
    if (!found) return undefined;
    const relative = path.relative(siteDir, filePath).split(path.sep).join('/');
    let newest: number | undefined;
    for (const source of historySources(relative)) {
      const when = latest.get(inRepo(source));
      if (when !== undefined && (newest === undefined || when > newest)) newest = when;
    }
    return newest === undefined ? undefined : new Date(newest);
  };
  return {
    available: found !== null,
    lastUpdate,
    async parseFrontMatter({defaultParseFrontMatter, ...params}) {
      const result = await defaultParseFrontMatter(params);
      const existing = result.frontMatter.last_update as {date?: unknown} | undefined;
      const date = existing?.date ? undefined : lastUpdate(params.filePath);
      if (date) result.frontMatter.last_update = {...existing, date: date.toISOString()};
      return result;
    },
  };
}

/** The docs plugin's editUrl: a link to the page's source, or none (no repository configured, generated page). */
export function editUrlFromEnv(
  env: NodeJS.ProcessEnv,
): ((params: {versionDocsDirPath: string; docPath: string}) => string | undefined) | undefined {
  const repository = env.SITE_REPOSITORY_URL?.trim().replace(/\/+$/, '');
  if (!repository) return undefined;
  if (!/^https?:\/\//.test(repository)) {
    throw new Error(`SITE_REPOSITORY_URL must be the repository's web address (https://...), got "${repository}"`);
  }
  const branch = env.SITE_REPOSITORY_BRANCH?.trim() || 'main';
  return ({versionDocsDirPath, docPath}) =>
    docPath.startsWith('api-reference/') || docPath.startsWith('api-reference\\')
      ? undefined
      : `${repository}/edit/${branch}/${versionDocsDirPath}/${docPath}`;
}
