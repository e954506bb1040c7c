/**
 * Runs one audit probe (a TypeScript ES module of bench/audit-25/audit-b/probes/) in a reader's project holding the
 * framework built from source at a commit, on the framework's Node 24, with the offline bot kit as `#bot-kit` and the
 * known-issue helpers as `#support`. Prints what the probe printed.
 *   tsx bench/audit-25/audit-b/drive.ts [--commit <sha>] [--redis] <probe.ts> [more.ts...]
 * Probe contract: `export default async function (ctx)`; ctx as for known-issue steps (cwd, projectDir, redisUrl).
 */
import {existsSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {basename, dirname, join, resolve} from 'node:path';
import {EXAMPLE_DEPENDENCIES} from '../../../scripts/lib/examples/index';
import {ensureFramework, prepareWorkFolder, runOnFrameworkNode, startRedis, transpileFile, SITE_DIR} from '../../../framework/src/index';

const args = process.argv.slice(2);
// The audit targets the commit the docs move to this session (392b9d81); --commit picks another.
let commit = '392b9d812412bae5e7c945aa0d82e482fcee9068';
let redisWanted = false;
const files: string[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--commit') commit = args[++i]!;
  else if (args[i] === '--redis') redisWanted = true;
  else files.push(resolve(args[i]!));
}
const {consumer} = ensureFramework({commit, dependencies: {...EXAMPLE_DEPENDENCIES, ai: '^5'}});
const work = prepareWorkFolder(consumer, {
  botKitDir: join(SITE_DIR, 'framework/src/bot-kit'),
  supportDir: join(SITE_DIR, 'known-issues/support'),
});
writeFileSync(
  join(work, 'probe-child.mjs'),
  `import {pathToFileURL} from 'node:url';
const ctx = JSON.parse(process.env.PROBE_CONTEXT);
try { const m = await import(pathToFileURL(process.argv[2]).href); await m.default(ctx); console.log('@@probe done'); }
catch (e) { console.log('@@probe threw:', e && (e.stack || e)); }
process.exit(0);\n`,
);
const redis = redisWanted ? await startRedis() : undefined;
try {
  for (const file of files) {
    // A probe folder may hold one shared module, support.ts, imported by its probes as './support.js'.
    const shared = join(dirname(file), 'support.ts');
    if (existsSync(shared)) transpileFile(shared, join(work, 'support.js'));
    const js = join(work, basename(file).replace(/\.tsx?$/, '.js'));
    transpileFile(file, js);
    const cwd = mkdtempSync(join(work, 'step-'));
    const run = await runOnFrameworkNode({
      cwd,
      node: consumer.node,
      args: ['--no-warnings', join(work, 'probe-child.mjs'), js],
      env: {PROBE_CONTEXT: JSON.stringify({cwd, projectDir: consumer.dir, redisUrl: redis?.url})},
      timeoutMs: 240_000,
    });
    console.log(`===== ${basename(file)} @ ${commit.slice(0, 8)} (exit ${run.code}${run.timedOut ? ', timed out' : ''})`);
    console.log(run.stdout.trim());
    if (run.stderr.trim()) console.log('--- stderr\n' + run.stderr.trim());
  }
} finally {
  await redis?.stop();
  rmSync(work, {recursive: true, force: true});
}
