/**
 * npm run check:known-issues [-- --version 1.x|0.1.10] [-- <id> ...]
 *
 * Every known issue of both versions is reproduced against the real thing: 1.x against the framework built from
 * source at the documented commit (framework/, Node 24), 0.1.10 against the published package. Each issue's
 * `<id>.repro.ts` asserts the behaviour the issue describes, then its workaround runs and must work. An issue that
 * no longer reproduces fails the run as stale, naming its file: mark it `fixed_in: <release>` (it leaves the list
 * and the release's "What changed" page names it). A fixed issue's reproduction still runs and must now fail its
 * assertion; if the defect shows again the run fails as a regression. Ends with the summary line issue 25 defines.
 */
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {join, relative} from 'node:path';
import {parseArgs} from 'node:util';
import {loadIssues, ISSUE_VERSIONS, type IssueVersion} from '../plugins/known-issues/src/public';
import {
  declaredInstalls,
  describeFailure,
  DOCUMENTED_COMMIT,
  ensureFramework,
  ensurePublishedProject,
  isFailure,
  prepareWorkFolder,
  runReproduction,
  SITE_DIR,
  summaryLine,
  type IssueOutcome,
  type ReaderProject,
} from '../framework/src/index';

/** What a 0.1.10 reader installs: the release itself and the discord.js major it was written for. */
const V0_DEPENDENCIES = {commandkit: '0.1.10', 'discord.js': '^14'};

const {values, positionals} = parseArgs({allowPositionals: true, options: {version: {type: 'string'}}});
const versions = ISSUE_VERSIONS.filter((v) => !values.version || v === values.version);
if (!versions.length) {
  console.error(`--version must be one of ${ISSUE_VERSIONS.join(', ')}`);
  process.exit(2);
}

/** One reader's project per version, with every package the version's reproductions declare in `installs`. */
function projectFor(version: IssueVersion, reproFiles: string[]): ReaderProject {
  const log = (line: string) => console.log(line);
  const installs = Object.assign({}, ...reproFiles.filter((f) => existsSync(f)).map((f) => declaredInstalls(readFileSync(f, 'utf8'))));
  if (version === '1.x') return ensureFramework({commit: DOCUMENTED_COMMIT, dependencies: installs, log}).consumer;
  return ensurePublishedProject({...V0_DEPENDENCIES, ...installs}, process.execPath, log);
}

/** `<id>.repro.tsx` when the reproduction needs JSX, else `<id>.repro.ts` (also the name a missing one is reported under). */
function reproductionFile(dir: string, id: string): string {
  const tsx = join(dir, `${id}.repro.tsx`);
  return existsSync(tsx) ? tsx : join(dir, `${id}.repro.ts`);
}

const started = performance.now();
const outcomes: IssueOutcome[] = [];
for (const version of versions) {
  const dir = join(SITE_DIR, 'known-issues', version);
  const issues = [...loadIssues(join(SITE_DIR, 'known-issues'), version, {includeFixed: true}).values()].filter(
    (i) => !positionals.length || positionals.includes(i.id),
  );
  if (!issues.length) continue;
  const project = projectFor(
    version,
    issues.map((issue) => reproductionFile(dir, issue.id)),
  );
  const work = prepareWorkFolder(project, {
    botKitDir: join(SITE_DIR, 'framework', 'src', 'bot-kit'),
    supportDir: join(SITE_DIR, 'known-issues', 'support'),
  });
  console.log(`\n${version}: ${issues.length} known issues, reproduced in ${relative(SITE_DIR, project.dir) || project.dir}`);
  try {
    for (const issue of issues) {
      const file = relative(SITE_DIR, join(dir, `${issue.id}.md`));
      const outcome = await runReproduction(
        {id: issue.id, version, file, reproFile: reproductionFile(dir, issue.id), ...(issue.fixedIn ? {fixedIn: issue.fixedIn} : {})},
        project,
        work,
      );
      outcomes.push(outcome);
      if (isFailure(outcome)) console.log(describeFailure(outcome));
      else if (outcome.verdict === 'fixed') console.log(`✓ ${file} (fixed in ${outcome.fixedIn}: no longer reproduces)`);
      else console.log(`✓ ${file}${typeof outcome.workaround === 'string' ? ` (no workaround: ${outcome.workaround})` : ''}`);
    }
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
}
const failures = outcomes.filter(isFailure).length;
console.log(`\n${failures} failures in ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(summaryLine(outcomes));
process.exitCode = failures ? 1 : 0;
