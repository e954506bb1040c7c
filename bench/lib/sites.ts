/**
 * The two sites every bench compares: ours (this repository's production build) and theirs (the
 * framework's current site, apps/website of underctrl-io/commandkit at 97094e90, built in a scratch
 * folder outside this repository by bench/build.ts). Paths come from the environment so the figures
 * can be reproduced anywhere.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

/**
 * Where a bench builds this checkout when PERF_BUILD_DIR is not set: a temporary folder named after the
 * checkout, so two clones (or worktrees) benchmarking at once never overwrite each other's build.
 */
export function defaultPerfBuildDir(checkout: string = process.cwd()): string {
  const key = createHash('sha256').update(path.resolve(checkout)).digest('hex').slice(0, 10);
  return path.join(tmpdir(), `commandkit-docs-perf-build-${key}`);
}

export interface SiteUnderTest {
  key: 'ours' | 'theirs';
  label: string;
  /** The folder the build writes into. */
  buildDir: string;
}

export const OURS: SiteUnderTest = {
  key: 'ours',
  label: 'ours',
  buildDir: path.resolve(process.env.PERF_BUILD_DIR ?? defaultPerfBuildDir()),
};

/** Scratch copy of apps/website; its build lands in <dir>/build. */
export const THEIRS_DIR = path.resolve(process.env.THEIRS_DIR ?? path.join(tmpdir(), 'commandkit-current-website'));
export const THEIRS_COMMIT = '97094e90';

export const THEIRS: SiteUnderTest = {
  key: 'theirs',
  label: `current site (${THEIRS_COMMIT})`,
  buildDir: path.join(THEIRS_DIR, 'build'),
};

/** The three page types compared; the same paths exist on both sites. */
export const PAGES = [
  {key: 'home', label: 'Home', path: '/'},
  {key: 'guide', label: 'Guide page', path: '/docs/guide/getting-started/introduction'},
  {key: 'api', label: 'API class page', path: '/docs/api-reference/commandkit/classes/command-kit'},
] as const;

export type PageKey = (typeof PAGES)[number]['key'];

/** One page of every page type of our site, with its counterpart on the current site (null: it has none). */
export interface PageType {
  key: string;
  label: string;
  ours: string;
  theirs: string | null;
}

/** A page of ours given by its path (a bench run on any page, not only the page types), with no counterpart. */
export function pathPageType(urlPath: string): PageType {
  return {key: urlPath, label: `\`${urlPath}\``, ours: urlPath, theirs: null};
}

export const PAGE_TYPES: readonly PageType[] = [
  {key: 'home', label: 'Home', ours: '/', theirs: '/'},
  {
    key: 'guide',
    label: 'Guide: introduction (1.x, one diagram)',
    ours: '/docs/guide/getting-started/introduction',
    theirs: '/docs/guide/getting-started/introduction',
  },
  {
    key: 'api-class',
    label: 'API class: CommandKit',
    ours: '/docs/api-reference/commandkit/classes/command-kit',
    theirs: '/docs/api-reference/commandkit/classes/command-kit',
  },
  {
    key: 'guide-code',
    label: 'Guide: middlewares (1.x, code and a diagram)',
    ours: '/docs/guide/commands/middlewares',
    theirs: '/docs/guide/commands/middlewares',
  },
  {
    key: 'api-function',
    label: 'API function: acquireLock',
    ours: '/docs/api-reference/commandkit/functions/acquire-lock',
    theirs: '/docs/api-reference/commandkit/functions/acquire-lock',
  },
  {
    key: 'api-interface',
    label: 'API interface: ActionRowProps',
    ours: '/docs/api-reference/commandkit/interfaces/action-row-props',
    theirs: '/docs/api-reference/commandkit/interfaces/action-row-props',
  },
  {
    key: 'api-type',
    label: 'API type alias: AnyCommandExecute',
    ours: '/docs/api-reference/commandkit/types/any-command-execute',
    theirs: '/docs/api-reference/commandkit/types/any-command-execute',
  },
  {
    key: 'api-package',
    label: 'API package index: commandkit',
    ours: '/docs/api-reference/commandkit',
    theirs: '/docs/api-reference/commandkit',
  },
  {key: 'api-root', label: 'API reference index', ours: '/docs/api-reference', theirs: null},
  {key: 'v0-guide', label: 'Guide 0.1.10: installation', ours: '/docs/v0/guide/installation', theirs: '/docs/v0/guide/installation'},
  {
    key: 'v0-api',
    label: 'API 0.1.10: CommandKit class',
    ours: '/docs/v0/api-reference/classes/command-kit',
    theirs: '/docs/v0/api-reference/classes/command-kit',
  },
  {key: 'search', label: 'Search page', ours: '/search', theirs: '/search'},
  {key: 'not-found', label: 'Not found (404)', ours: '/no-such-page', theirs: '/no-such-page'},
];

/** The HTML file a path is served from (`<path>.html` without trailing slashes, `<path>/index.html` with). */
export function htmlFileFor(buildDir: string, urlPath: string): string | null {
  const clean = urlPath.replace(/\/+$/, '');
  const candidates = clean === '' ? ['index.html'] : [`${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(buildDir, candidate);
    if (existsSync(file)) {
      return file;
    }
  }
  return null;
}

export function hasBuild(site: SiteUnderTest): boolean {
  return existsSync(path.join(site.buildDir, 'index.html'));
}

export function readHtml(site: SiteUnderTest, urlPath: string): string {
  const file = htmlFileFor(site.buildDir, urlPath);
  if (!file) {
    throw new Error(`${site.label}: no HTML for ${urlPath} in ${site.buildDir}`);
  }
  return readFileSync(file, 'utf8');
}

export const RESULTS_FILE = new URL('../RESULTS.md', import.meta.url);
export const RESULTS_PREAMBLE = `# Benchmarks

Ours = this repository's production build; theirs = the framework's current documentation site
(apps/website of underctrl-io/commandkit at ${THEIRS_COMMIT}), built on the same machine in a scratch folder
outside this repository. Every ratio is ours / theirs from the same run of the same command.
Each section names the command that produced it; \`npm run bench\` regenerates all of them.`;
