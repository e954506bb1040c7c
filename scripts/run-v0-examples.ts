/**
 * npm run check:examples:run [-- pages...]
 *
 * Runs every 0.1.10 guide page's example project with the real commandkit@0.1.10 and discord.js 14, offline
 * (scripts/lib/examples/run-v0.ts): modules load, a real CommandKit picks up the command, event and
 * validation files, and every command and event handler runs against fakes without throwing.
 * A failure names the page, the block's line and title. Exits 1 on any failure.
 */
import {readFile} from 'node:fs/promises';
import {relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {listPages} from '../plugins/shared/pages';
import {formatRunFailure, pageProject, runPageProject} from './lib/examples/index';

const siteDir = resolve(fileURLToPath(new URL('..', import.meta.url)));
const wanted = process.argv.slice(2).map((p) => resolve(p));
const all = await listPages([resolve(siteDir, 'versioned_docs/version-0.1.10/guide')]);
const pages = wanted.length ? all.filter((f) => wanted.some((w) => f === w || f.startsWith(w + '/'))) : all;
const t0 = performance.now();
let failures = 0;
let projects = 0;
let handlers = 0;
for (const file of pages) {
  const page = relative(siteDir, file);
  const project = pageProject(page, await readFile(file, 'utf8'), '0.1.10');
  if (!project.files.length) continue;
  projects++;
  const run = runPageProject(project, {siteDir, workDir: resolve(siteDir, '.examples-cache/run-v0')});
  handlers += run.results.filter((r) => r.step === 'run' && r.ok).length;
  for (const f of run.failures) console.log(formatRunFailure(f));
  const notes = run.results.filter((r) => r.ok && /left running/.test(r.message));
  for (const n of notes) console.log(`~ ${page}:${n.block?.fenceLine ?? 1} ${n.message}`);
  failures += run.failures.length;
  console.log(`${run.failures.length ? '✗' : '✓'} ${page}: ${project.files.length} files, ${run.results.filter((r) => r.ok).length}/${run.results.length} steps passed`);
}
console.log(`\ncheck:examples:run (0.1.10): ${projects} page projects, ${handlers} handler runs passed, ${failures} failures — ${((performance.now() - t0) / 1000).toFixed(1)} s`);
process.exitCode = failures ? 1 : 0;
