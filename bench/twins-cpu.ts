/**
 * CPU of the Markdown twins of every doc page, made the two ways a build can make them (plugins/llms-markdown):
 * - own parse: the page parsed again and converted (makeTwins' fallback; what a cold build did on a worker);
 * - loader's parse: only the conversion of the tree Docusaurus's MDX compilation has already parsed
 *   (remarkTwinSource + LoaderTwins), timed inside the session; the parse itself is the page's HTML build's.
 * Rounds alternate the two ways. CPU = process.cpuUsage() (user+system of the process, garbage collection
 * included), around each page's work.
 *
 *   npx tsx bench/twins-cpu.ts [rounds]
 */
import {loadavg} from 'node:os';
import path from 'node:path';
import {PRESENTATION_ONLY_REMARK_PLUGINS} from '../config/remark-pipeline';
import config from '../docusaurus.config';
import {
  closeTwinSession,
  docsRemarkPlugins,
  LoaderTwins,
  openTwinSession,
  pageBody,
  pagesFromFiles,
  parseWithDocusaurusLoader,
  SITE_VERSIONS,
  toMarkdownTwin,
  type MdNode,
} from '../plugins/llms-markdown/src/public';

const siteDir = path.resolve('.');
const pages = pagesFromFiles(siteDir, SITE_VERSIONS);
const site = {origin: 'https://commandkit.dev', baseUrl: '/'};
const plugins = docsRemarkPlugins(config as never, 'default', PRESENTATION_ONLY_REMARK_PLUGINS);
const permalinks = new Map(pages.map((page) => [page.sourceFile, page.permalink]));

const cpuMs = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

async function ownParse(): Promise<number> {
  let total = 0;
  for (const page of pages) {
    const body = pageBody(page.sourceFile);
    const start = process.cpuUsage();
    await toMarkdownTwin({...page, body, ...site, permalinkOfFile: (file) => permalinks.get(file)}, {remarkPlugins: plugins});
    total += cpuMs(start);
  }
  return total;
}

async function loaderParse(): Promise<{twins: number; parse: number}> {
  const session = new LoaderTwins(pages, site, plugins);
  let twins = 0;
  const timed = {
    fromLoader: async (tree: MdNode, file: {path?: string; data?: Record<string, unknown>}) => {
      const start = process.cpuUsage();
      await session.fromLoader(tree, file);
      twins += cpuMs(start);
    },
  };
  openTwinSession(timed);
  let all = 0;
  try {
    for (const page of pages) {
      const start = process.cpuUsage();
      await parseWithDocusaurusLoader(page.sourceFile, siteDir);
      all += cpuMs(start);
    }
  } finally {
    closeTwinSession(timed);
  }
  if (session.made.size !== pages.length) throw new Error(`${session.made.size} twins from the loader's parse for ${pages.length} pages`);
  return {twins, parse: all - twins};
}

const rounds = Number(process.argv[2] ?? 3);
const perPage = (ms: number) => `${(ms / 1000).toFixed(2)} s (${(ms / pages.length).toFixed(1)} ms a page)`;
console.log(`${pages.length} pages, ${rounds} rounds, load ${loadavg()[0]!.toFixed(1)}`);
for (let round = 1; round <= rounds; round++) {
  const own = await ownParse();
  const loader = await loaderParse();
  console.log(
    `round ${round}: own parse ${perPage(own)} | loader's parse: twins ${perPage(loader.twins)}; ` +
      `Docusaurus's parse (the page's own, not the twin's) ${perPage(loader.parse)} | load ${loadavg()[0]!.toFixed(1)}`,
  );
}
