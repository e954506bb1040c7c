/**
 * Runs the reproductions of known issues: each `known-issues/<version>/<id>.repro.ts` is transpiled into a work
 * folder inside the version's reader's project and its `reproduce` and `workaround` steps run there, each in its
 * own process on the version's Node (1.x: Node 24 and the framework built from source; 0.1.10: the published
 * package). See outcome.ts for what the results mean.
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {basename, join} from 'node:path';
import {ensureFrameworkNode, frameworkNodeEnv} from '../node24';
import {startRedis, type RedisServer} from '../services/redis';
import {transpileFile, transpileFolder} from '../transpile';
import {CHILD_MARKER, CHILD_PROGRAM} from './child';
import {verdictOf, type IssueOutcome, type StepResult} from './outcome';

export interface ReproductionTarget {
  id: string;
  version: string;
  /** The issue's Markdown file, relative to the site (for messages). */
  file: string;
  /** Absolute path of its reproduction (may not exist). */
  reproFile: string;
  /** The release that fixed it (`fixed_in:`): its reproduction must now fail, and no workaround runs. */
  fixedIn?: string;
}

export interface ReaderProject {
  dir: string;
  node: string;
}

export interface RunnerOptions {
  /** Folder of our TypeScript helpers a reproduction may import as `#bot-kit` (transpiled once). */
  botKitDir?: string;
  /** Folder of the reproductions' shared helpers, imported as `#support`. */
  supportDir?: string;
  stepTimeoutMs?: number;
}

/** Services a reproduction declares with `export const needs = ['redis']`. */
export function declaredNeeds(source: string): string[] {
  const m = /export\s+const\s+needs\s*=\s*\[([^\]]*)\]/.exec(source);
  return m ? [...m[1]!.matchAll(/['"]([\w-]+)['"]/g)].map((x) => x[1]!) : [];
}

/**
 * Third-party packages a reproduction needs in the reader's project, as the page's install line gives them:
 * `export const installs = {'@discordjs/brokers': '^1.0.0'}`.
 */
export function declaredInstalls(source: string): Record<string, string> {
  const m = /export\s+const\s+installs\s*=\s*\{([^}]*)\}/.exec(source);
  if (!m) return {};
  const pairs = m[1]!.matchAll(/(?:['"]([^'"]+)['"]|([A-Za-z_$][\w$]*))\s*:\s*['"]([^'"]+)['"]/g);
  return Object.fromEntries([...pairs].map((x) => [(x[1] ?? x[2])!, x[3]!]));
}

/** A work folder inside the reader's project (so its node_modules resolve), holding the child program and the kit. */
export function prepareWorkFolder(project: ReaderProject, options: RunnerOptions): string {
  // A folder of this run's own: two runs against one cached project (two checkouts sharing a cache) must not
  // delete each other's files. The caller removes it when the run ends.
  const work = mkdtempSync(join(project.dir, 'known-issues-run-'));
  const imports: Record<string, string> = {};
  if (options.botKitDir && existsSync(options.botKitDir)) {
    transpileFolder(options.botKitDir, join(work, 'bot-kit'));
    imports['#bot-kit'] = './bot-kit/index.js';
  }
  if (options.supportDir && existsSync(options.supportDir)) {
    transpileFolder(options.supportDir, join(work, 'support'));
    imports['#support'] = './support/index.js';
  }
  writeFileSync(join(work, 'package.json'), `${JSON.stringify({type: 'module', imports}, null, 2)}\n`);
  writeFileSync(join(work, 'child.mjs'), CHILD_PROGRAM);
  return work;
}

function runStep(
  project: ReaderProject,
  work: string,
  file: string,
  step: 'reproduce' | 'workaround',
  context: object,
  timeoutMs: number,
): Promise<StepResult> {
  // Each step starts in an empty folder of its own, like a fresh bot directory.
  const cwd = mkdtempSync(join(work, `${step}-`));
  return new Promise((resolve) => {
    const child = spawn(project.node, ['--no-warnings', join(work, 'child.mjs'), file, step], {
      cwd,
      env: {...process.env, ...frameworkNodeEnv(project.node), KNOWN_ISSUE_CONTEXT: JSON.stringify({...context, cwd})},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      rmSync(cwd, {recursive: true, force: true});
      const line = stdout.split('\n').find((l) => l.startsWith(CHILD_MARKER));
      if (line) return resolve(JSON.parse(line.slice(CHILD_MARKER.length)) as StepResult);
      const why = signal === 'SIGKILL' ? `timed out after ${timeoutMs / 1000} s` : `exit ${code ?? signal}`;
      resolve({
        ok: false,
        timedOut: signal === 'SIGKILL',
        message: `the step ended without an answer (${why}): ${stderr.trim().split('\n').slice(-5).join(' | ')}`,
      });
    });
  });
}

/** Runs one issue's reproduction and workaround. */
export async function runReproduction(
  target: ReproductionTarget,
  project: ReaderProject,
  work: string,
  options: RunnerOptions = {},
): Promise<IssueOutcome> {
  const base = {id: target.id, version: target.version, file: target.file, ...(target.fixedIn ? {fixedIn: target.fixedIn} : {})};
  if (!existsSync(target.reproFile)) return {...base, verdict: 'missing', workaround: false};
  const source = readFileSync(target.reproFile, 'utf8');
  const js = join(work, target.version, basename(target.reproFile).replace(/\.tsx?$/, '.js'));
  transpileFile(target.reproFile, js);
  let redis: RedisServer | undefined;
  try {
    if (declaredNeeds(source).includes('redis')) redis = await startRedis();
    // siteNode: the Node the site runs on (20), for reproductions about running on an older Node than 1.x asks for;
    // frameworkNode: Node 24, for 0.1.10 reproductions about what newer Node releases refuse.
    const context = {
      redisUrl: redis?.url,
      version: target.version,
      projectDir: project.dir,
      siteNode: process.execPath,
      frameworkNode: ensureFrameworkNode(),
    };
    // Generous: a step may build a bot twice with the framework's CLI, cold, on a busy 2-core machine.
    const timeout = options.stepTimeoutMs ?? 180_000;
    const reproduce = await runStep(project, work, js, 'reproduce', context, timeout);
    const verdict = verdictOf(reproduce, target.fixedIn);
    if (verdict !== 'reproduced') return {...base, verdict, workaround: false, detail: reproduce.message};
    const workaround = await runStep(project, work, js, 'workaround', context, timeout);
    if (workaround.missing) {
      return workaround.message
        ? {...base, verdict, workaround: workaround.message}
        : {...base, verdict, workaround: false, detail: 'no workaround() export (or `export const noWorkaround = "<why>"`)'};
    }
    return {...base, verdict, workaround: workaround.ok, detail: workaround.ok ? undefined : workaround.message};
  } finally {
    await redis?.stop();
  }
}
