/**
 * [REDIS_URL=redis://127.0.0.1:<port>] npx tsx bench/audit-25/run-probe.ts --commit <sha> [--step <export>] <probe.ts>...
 *
 * The audit's runner: each probe is a module shaped like a known-issue reproduction (`reproduce(ctx)`, helpers
 * from `#support`, the offline bot kit from `#bot-kit`), run in a reader's project holding the framework built
 * from source at `--commit`, on its Node 24. Unlike check:known-issues, a probe's output is passed through: probes
 * print one `CLAIM <id> <observed>` line per claim they check, and the audit record quotes those lines.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {basename, dirname, join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {
  CHILD_PROGRAM,
  declaredInstalls,
  ensureFramework,
  ensureFrameworkNode,
  frameworkNodeEnv,
  prepareWorkFolder,
  SITE_DIR,
  transpileFile,
} from '../../framework/src/index';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {commit: {type: 'string'}, step: {type: 'string', default: 'reproduce'}},
});
if (!values.commit || !positionals.length) throw new Error('usage: run-probe.ts --commit <sha> [--step <export>] <probe.ts>...');
const files = positionals.map((p) => resolve(p));
const installs = Object.assign({}, ...files.map((f) => declaredInstalls(readFileSync(f, 'utf8'))));
const {consumer} = ensureFramework({commit: values.commit, dependencies: installs, log: (l) => console.log(l)});
const work = prepareWorkFolder(consumer, {
  botKitDir: join(SITE_DIR, 'framework/src/bot-kit'),
  supportDir: join(SITE_DIR, 'known-issues/support'),
});
try {
  for (const file of files) {
    // A probe folder may hold one shared module, support.ts, imported by its probes as './support.js'.
    const shared = join(dirname(file), 'support.ts');
    if (existsSync(shared)) transpileFile(shared, join(work, 'probes', 'support.js'));
    const js = join(work, 'probes', basename(file).replace(/\.tsx?$/, '.js'));
    transpileFile(file, js);
    const cwd = mkdtempSync(join(work, 'probe-'));
    const context = {
      projectDir: consumer.dir,
      siteNode: process.execPath,
      frameworkNode: ensureFrameworkNode(),
      cwd,
      redisUrl: process.env.REDIS_URL,
    };
    console.log(`== ${basename(file)} @ ${values.commit.slice(0, 8)}`);
    const run = spawnSync(consumer.node, ['--no-warnings', join(work, 'child.mjs'), js, values.step!], {
      cwd,
      env: {...process.env, ...frameworkNodeEnv(consumer.node), KNOWN_ISSUE_CONTEXT: JSON.stringify(context)},
      encoding: 'utf8',
      timeout: 300_000,
    });
    const lines = `${run.stdout}\n${run.stderr}`.split('\n');
    for (const l of lines) if (/^(CLAIM|@@KNOWN-ISSUE@@|NOTE)/.test(l)) console.log(l);
    if (process.env.PROBE_VERBOSE) console.log(run.stdout, run.stderr);
  }
} finally {
  rmSync(work, {recursive: true, force: true});
}
