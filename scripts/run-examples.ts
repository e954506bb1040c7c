/**
 * npm run check:examples:run [-- pages...]
 *
 * Runs the guide's examples for real, both versions:
 * - 1.x: each page's blocks form a project, built by the framework's own `commandkit build` in a reader's
 *   project with the framework built from source (framework/), then started on an offline discord.js client;
 *   every command, middleware, event and component handler runs (scripts/lib/examples/run-1x/), and the
 *   page's claims in scripts/examples-expect/1.x/<page>.json are checked.
 * - 0.1.10: the published commandkit@0.1.10 (scripts/lib/examples/run-v0.ts).
 * Ends with one summary line; exits 1 on any failure.
 */
import {existsSync, readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {listPages} from '../plugins/shared/pages';
import {
  EXAMPLE_DEPENDENCIES,
  formatRunFailure,
  pageProject,
  pageProjects,
  prepareRunsFolder,
  runPageProject,
  runProject,
  type PageExpectations,
  type StepResult,
} from './lib/examples/index';
import {DOCUMENTED_COMMIT, ensureFramework, startRedis, type RedisServer} from '../framework/src/index';

const siteDir = resolve(fileURLToPath(new URL('..', import.meta.url)));
const wanted = process.argv.slice(2).map((p) => resolve(p));
const pick = (all: string[]) => (wanted.length ? all.filter((f) => wanted.some((w) => f === w || f.startsWith(w + '/'))) : all);
const t0 = performance.now();
let failures = 0;

// ---- 1.x ----
const v1 = {pages: 0, blocks: 0, runs: 0, offline: 0};
const pages1 = pick(await listPages([resolve(siteDir, 'docs/guide')]));
const projects1 = [];
for (const file of pages1) {
  const page = relative(siteDir, file);
  const p = pageProjects(page, await readFile(file, 'utf8'));
  v1.offline += p.offline.length;
  for (const o of p.offline) console.log(`~ ${page}:${o.block.fenceLine} not run offline: ${o.reason}`);
  if (p.projects.length) projects1.push(p);
}
if (projects1.length) {
  const {consumer} = ensureFramework({commit: DOCUMENTED_COMMIT, dependencies: EXAMPLE_DEPENDENCIES, log: (l) => console.log(l)});
  const root = prepareRunsFolder(consumer);
  let redis: RedisServer | undefined;
  try {
    for (const p of projects1) {
      const expectFile = resolve(siteDir, 'scripts/examples-expect', p.page.replace(/^docs\/guide\//, '1.x/').replace(/\.mdx?$/, '.json'));
      const expect: PageExpectations = existsSync(expectFile) ? JSON.parse(readFileSync(expectFile, 'utf8')) : {};
      const needsRedis = expect.redis || p.blocks.some((b) => /ioredis|@commandkit\/(redis|queue)|bullmq/.test(b.code));
      if (needsRedis && !redis) redis = await startRedis();
      const env = redis ? {REDIS_URL: redis.url, REDIS_HOST: '127.0.0.1', REDIS_PORT: String(redis.port)} : {};
      v1.pages++;
      v1.blocks += p.blocks.length;
      let pageFailures = 0;
      let pageRuns = 0;
      for (const project of p.projects) {
        const run = await runProject(project, {consumer, root, expect, env});
        const failed = run.results.filter((r) => !r.ok);
        pageRuns += run.results.filter((r) => r.ok && r.handler).length;
        for (const f of failed) console.log(formatStep(p.page, project.variant, f));
        pageFailures += failed.length;
      }
      v1.runs += pageRuns;
      failures += pageFailures;
      console.log(
        `${pageFailures ? '✗' : '✓'} ${p.page}: ${p.blocks.length} blocks, ${p.projects.length} ` +
          `project${p.projects.length === 1 ? '' : 's'}, ${pageRuns} handler runs`,
      );
    }
  } finally {
    await redis?.stop();
  }
}

function formatStep(page: string, variant: number, r: StepResult): string {
  const where = r.block ? `${page}:${r.block.fenceLine} (block "${r.block.title}")` : page;
  return `✗ ${where}${variant ? ` [variant ${variant}]` : ''} ${r.step}: ${r.message}`;
}

// ---- 0.1.10 ----
const v0 = {pages: 0, blocks: 0, runs: 0};
for (const file of pick(await listPages([resolve(siteDir, 'versioned_docs/version-0.1.10/guide')]))) {
  const page = relative(siteDir, file);
  const project = pageProject(page, await readFile(file, 'utf8'), '0.1.10');
  if (!project.files.length) continue;
  v0.pages++;
  v0.blocks += project.files.length;
  const run = runPageProject(project, {siteDir, workDir: resolve(siteDir, '.examples-cache/run-v0')});
  v0.runs += run.results.filter((r) => r.step === 'run' && r.ok).length;
  for (const f of run.failures) console.log(formatRunFailure(f));
  failures += run.failures.length;
  console.log(
    `${run.failures.length ? '✗' : '✓'} ${page}: ${project.files.length} files, ` +
      `${run.results.filter((r) => r.ok).length}/${run.results.length} steps passed`,
  );
}

console.log(`(${((performance.now() - t0) / 1000).toFixed(1)} s)`);
console.log(
  `examples run: 1.x ${v1.pages} pages, ${v1.blocks} blocks, ${v1.runs} handler runs; 0.1.10 ` +
    `${v0.pages} pages, ${v0.blocks} blocks, ${v0.runs} handler runs; ${v1.offline} blocks not runnable ` +
    `offline; ${failures} failures`,
);
process.exitCode = failures ? 1 : 0;
