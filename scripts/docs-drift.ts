/**
 * npm run docs:drift -- --to <commit> [--from <commit>] [--repo <framework git dir>] [--out <file>] [--no-examples]
 *
 * What moving the documented 1.x commit (default --from: the commit the models document) to <commit> changes:
 * API items and members added, removed and changed (from the history snapshots; a commit that is no history
 * point is extracted on the fly from --repo), the guide pages and example blocks that use them, the known
 * issues whose cited source lines changed (the lines' text at both commits, read with git from --repo), and
 * the examples that stop compiling against a model extracted at <commit> (check:examples' compile, in a
 * temporary site folder; run-time import facts stay those of the documented commit). Writes the report to
 * docs-history/drift-<from>-<to>.md (8-character commits) and prints the time each step took.
 * --repo defaults to the COMMANDKIT_REPO environment variable; without it only the API part is reported.
 */
import {execFileSync} from 'node:child_process';
import {copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {extract1x} from '../plugins/api-reference/src/public';
import {diffSnapshots} from '../plugins/api-reference/src/public';
import {findPoint, pointLabel, shortCommit, type HistoryPoint} from '../plugins/api-reference/src/public';
import {buildSnapshot, type HistorySnapshot} from '../plugins/api-reference/src/public';
import {writeModel} from '../plugins/api-reference/src/public';
import type {ApiPackageModel} from '../plugins/api-reference/src/public';
import {loadIssues} from '../plugins/known-issues/src/public';
import {checkVersion} from './lib/examples/index';
import {javascriptTwinPages, withoutTypeOnlyTwinErrors} from './lib/examples/index';
import {ensureReaderProject} from './lib/examples/index';
import {readExamplePages} from './lib/examples/index';
import {driftReport, sourceLineDrift, type SourceLineDrift} from './lib/history/drift';
import {loadSiteHistory} from './lib/history/load';
import {checkoutTree} from '../plugins/api-reference/src/public';

const siteDir = resolve(fileURLToPath(new URL('..', import.meta.url)));

function git(repo: string, args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024});
}

function fileLines(repo: string, commit: string, path: string): string[] | undefined {
  try {
    return git(repo, ['show', `${commit}:${path}`]).split('\n');
  } catch {
    return undefined;
  }
}

type Examples = {failures: Array<{page: string; line: number; message: string}>; summary: string} | {skipped: string};

async function main(): Promise<number> {
  const {values} = parseArgs({
    options: {
      to: {type: 'string'},
      from: {type: 'string'},
      repo: {type: 'string'},
      out: {type: 'string'},
      'no-examples': {type: 'boolean'},
    },
  });
  if (!values.to) throw new Error('Missing --to <commit>: the commit the documented 1.x would move to.');
  const repo = values.repo ?? process.env.COMMANDKIT_REPO;
  const {timings, lap, total} = stepTimer();
  const site = loadSiteHistory(siteDir);
  lap('read models, history and guide pages');
  const from = values.from ? findPoint(site.points, values.from) : site.documented;
  if (!from) throw new Error(`--from ${values.from}: no such point in the API history`);

  const {to, toModels} = await resolveTarget(site.points, values.to, repo, !values['no-examples'] && Boolean(repo), lap);
  const toSnapshot: HistorySnapshot = findPoint(site.points, to.commit) ? site.snapshotOf(to) : buildSnapshot(toModels!, to);
  const fromSnapshot = site.snapshotOf(from);
  const diff = diffSnapshots(fromSnapshot, toSnapshot);
  lap('diff the API');

  let sourceLines: SourceLineDrift[] | {skipped: string};
  if (!repo) sourceLines = {skipped: 'no --repo (or COMMANDKIT_REPO) to read the framework source from.'};
  else {
    sourceLines = knownIssueSourceDrift(repo, from.commit, to.commit);
    lap("compare known issues' source lines");
  }

  let examples: Examples;
  if (!toModels) examples = {skipped: values['no-examples'] ? '--no-examples.' : 'no --repo to extract the full model from.'};
  else {
    examples = await examplesAgainst(toModels, to.commit);
    lap('compile the examples against the new model');
  }
  total();
  const report = driftReport({
    fromLabel: pointLabel(from),
    toLabel: pointLabel(to),
    diff,
    from: fromSnapshot,
    to: toSnapshot,
    usage: site.usage,
    sourceLines,
    examples,
    timings,
  });
  const out = resolve(values.out ?? join(siteDir, 'docs-history', `drift-${from.commit.slice(0, 8)}-${to.commit.slice(0, 8)}.md`));
  writeFileSync(out, report);
  for (const [step, s] of timings) console.log(`${step}: ${s.toFixed(1)} s`);
  console.log(`wrote ${out}`);
  return 0;
}

/** The seconds each step took: `lap(step)` ends a step, `total()` adds the whole run. */
function stepTimer() {
  const timings: Array<[string, number]> = [];
  const t0 = performance.now();
  let t = t0;
  return {
    timings,
    lap(step: string) {
      const now = performance.now();
      timings.push([step, (now - t) / 1000]);
      t = now;
    },
    total() {
      timings.push(['total', (performance.now() - t0) / 1000]);
    },
  };
}

/**
 * The target: a history point, or a commit extracted now from `repo`; extracted too when the examples are to be
 * compiled against it (`needModels`), its models kept for that compile.
 */
async function resolveTarget(
  points: HistoryPoint[],
  ref: string,
  repo: string | undefined,
  needModels: boolean,
  lap: (step: string) => void,
): Promise<{to: HistoryPoint; toModels?: ApiPackageModel[]}> {
  const point = findPoint(points, ref);
  if (point && !needModels) return {to: point};
  if (!repo) throw new Error(`${ref} is no point of the API history: pass --repo <framework git dir> to extract it.`);
  const commit = git(repo, ['rev-parse', `${ref}^{commit}`]).trim();
  const to = point ?? {ref, commit, version: 'unreleased', date: git(repo, ['log', '-1', '--format=%cs', commit]).trim(), release: false};
  const dir = checkoutTree(repo, commit);
  let toModels: ApiPackageModel[];
  try {
    toModels = await extract1x({sourceRoot: dir, mainRoot: siteDir, commit, skipMissingPackages: true});
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
  lap(`extract the API at ${shortCommit(commit)}`);
  return {to, toModels};
}

/** The known issues whose cited source lines changed between the commits (followed into renamed files). */
function knownIssueSourceDrift(repo: string, fromCommit: string, toCommit: string): SourceLineDrift[] {
  const drifts: SourceLineDrift[] = [];
  // Files git sees as renamed between the commits: a cited line is looked for in the new file.
  const renamed = new Map(
    git(repo, ['diff', '--name-status', '-M', fromCommit, toCommit, '--', 'packages'])
      .split('\n')
      .filter((l) => l.startsWith('R'))
      .map((l) => l.split('\t').slice(1) as [string, string]),
  );
  for (const issue of loadIssues(join(siteDir, 'known-issues'), '1.x').values()) {
    const after = fileLines(repo, toCommit, issue.sourcePath);
    const movedTo = after ? undefined : renamed.get(issue.sourcePath);
    const d = sourceLineDrift(
      issue.id,
      issue.source,
      issue.sourceLine,
      fileLines(repo, fromCommit, issue.sourcePath),
      after ?? (movedTo ? fileLines(repo, toCommit, movedTo) : undefined),
      movedTo,
    );
    if (d) drifts.push(d);
  }
  return drifts;
}

/** check:examples' compile of the 1.x examples against `toModels`, in a temporary site folder (removed after). */
async function examplesAgainst(toModels: ApiPackageModel[], toCommit: string): Promise<Examples> {
  // A site folder whose api-models/1.x is the new model; the pages, packages and issues are this site's.
  const tmp = mkdtempSync(join(tmpdir(), 'ck-drift-'));
  try {
    mkdirSync(join(tmp, 'api-models', '1.x'), {recursive: true});
    for (const model of toModels) writeModel(join(tmp, 'api-models'), model);
    copyFileSync(join(siteDir, 'api-models', '1.x', 'runtime.json'), join(tmp, 'api-models', '1.x', 'runtime.json'));
    // The compile reads the packages, and hashes the declaration generator, from the site folder.
    for (const dir of ['node_modules', 'plugins']) symlinkSync(join(siteDir, dir), join(tmp, dir), 'dir');
    const pages = await readExamplePages(siteDir);
    pages.push(...javascriptTwinPages(pages).pages);
    const r = withoutTypeOnlyTwinErrors(
      await checkVersion('1.x', pages, {
        siteDir: tmp,
        cacheDir: join(tmp, 'cache'),
        modelsDir: join(tmp, 'api-models'),
        issuesDir: join(siteDir, 'known-issues'),
        readerProject: await ensureReaderProject(siteDir, undefined, toCommit),
      }),
    );
    const also = r.globalErrors.length ? `; also: ${r.globalErrors.join('; ')}` : '';
    return {
      failures: r.failures.map((f) => ({page: f.page, line: f.line, message: `${f.code} ${f.message}`})),
      summary:
        `${r.blocks} blocks on ${r.pages} pages: ${r.compiled} compiled, ${r.partial} partial blocks parsed, ` +
        `${r.failed} fail against the framework built at ${shortCommit(toCommit)}${also}. ` +
        `Run-time import facts are the documented commit's (the harness rebuilds them at the new commit).`,
    };
  } finally {
    rmSync(tmp, {recursive: true, force: true});
  }
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
