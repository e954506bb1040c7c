/**
 * Runs 1.x page projects for real: each project is written into the reader's project that the framework
 * harness installed (the framework built from source at the documented commit), built with the framework's
 * own `commandkit build` (its bundler, JSX runtime and compiler plugins), then started on an offline discord.js
 * client by harness.ts (transpiled to plain JS, like the bot kit) on Node 24.
 */
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {installBotKit, runOnFrameworkNode, type ConsumerProject} from '../../../../framework/src/index';
import type {CodeBlock} from '../extract';
import type {PageExpectations} from './expectations';
import type {PageProject} from './project';
import {pointWorkflowHandlerAt} from './workflow-handler';

const HERE = fileURLToPath(new URL('.', import.meta.url));
export const MARKER = 'RUN1X ';

/** What a page project gets when its page shows no src/app.ts: the client a template's app.ts exports. */
const DEFAULT_APP = `import { Client, GatewayIntentBits } from 'discord.js';

const client = new Client({
  intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent, GatewayIntentBits.GuildMembers, GatewayIntentBits.GuildMessageReactions],
});

export default client;
`;

export interface StepResult {
  step: string;
  ok: boolean;
  message: string;
  file?: string;
  handler?: boolean;
  block?: CodeBlock;
}

export interface ProjectRun {
  project: PageProject;
  results: StepResult[];
  buildMs: number;
  runMs: number;
  cached: boolean;
}

/** Writes the harness and the bot kit (plain JS) next to the page projects; returns that folder. */
export function prepareRunsFolder(consumer: ConsumerProject): string {
  // One folder per checkout: checkouts that share a framework cache (FRAMEWORK_CACHE_DIR) share the reader's
  // project, and a second checkout's run must not replace this one's harness or page folders halfway through.
  const checkout = createHash('sha256').update(HERE).digest('hex').slice(0, 12);
  const root = join(consumer.dir, 'runs', `examples-1x-${checkout}`);
  mkdirSync(join(root, 'harness'), {recursive: true});
  installBotKit(join(root, 'bot-kit'));
  for (const file of ['harness.ts', 'expectations.ts', 'ai-mock.ts']) {
    const {outputText} = ts.transpileModule(readFileSync(join(HERE, file), 'utf8'), {
      fileName: file,
      compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
    });
    writeFileSync(join(root, 'harness', file.replace(/\.ts$/, '.js')), outputText);
  }
  return root;
}

function projectFolder(project: PageProject): string {
  return (
    project.page
      .replace(/^docs\/guide\//, '')
      .replace(/\.mdx?$/, '')
      .replace(/[^A-Za-z0-9._/-]+/g, '_') + (project.variant ? `~${project.variant}` : '')
  );
}

/** Project files as the reader writes them; the build's input. */
function projectSources(project: PageProject): Record<string, string> {
  const files: Record<string, string> = {...project.data};
  for (const f of project.files) files[f.path] = f.block.code;
  if (!files['src/app.ts'] && !files['src/app.js']) files['src/app.ts'] = DEFAULT_APP;
  return files;
}

/** The build's output folder (the config's `distDir`): where CommandKit wrote its generated entry file. */
function distDirOf(projectDir: string): string | undefined {
  for (const entry of readdirSync(projectDir, {withFileTypes: true})) {
    if (!entry.isDirectory() || entry.name === 'src' || entry.name === 'node_modules') continue;
    const index = join(projectDir, entry.name, 'index.js');
    // A page's own src/index.ts takes the entry file's place (CommandKit then writes none).
    if (existsSync(join(projectDir, entry.name, 'app.js')) && existsSync(index)) return entry.name;
  }
  return undefined;
}

export async function runProject(
  project: PageProject,
  options: {consumer: ConsumerProject; root: string; expect: PageExpectations; env?: NodeJS.ProcessEnv},
): Promise<ProjectRun> {
  const sources = projectSources(project);
  const key = createHash('sha256')
    .update(JSON.stringify(sources))
    .update(readFileSync(join(options.consumer.dir, 'package-lock.json')))
    .digest('hex')
    .slice(0, 16);
  const built = join(options.root, 'builds', key);
  let buildMs = 0;
  const cached = existsSync(built) && Boolean(distDirOf(built));
  if (!cached) {
    const build = buildProject(sources, built, options.consumer);
    buildMs = build.ms;
    if (build.failure) return {project, results: [{step: 'build', ok: false, message: build.failure}], buildMs, runMs: 0, cached};
  }
  const dir = join(options.root, 'pages', projectFolder(project));
  const distDir = freshRunFolder(built, dir, options);
  const t1 = performance.now();
  const run = await runOnFrameworkNode({
    cwd: dir,
    node: options.consumer.node,
    args: [join(options.root, 'harness', 'harness.js')],
    env: {
      ...options.env,
      NODE_ENV: 'production',
      COMMANDKIT_IS_DEV: 'false',
      COMMANDKIT_BOOTSTRAP_MODE: 'production',
      RUN_1X_INPUT: JSON.stringify({expect: options.expect, distDir}),
    },
    timeoutMs: 120_000 + (options.expect.later?.withinMs ?? 0),
  });
  const runMs = performance.now() - t1;
  return {project, results: harnessResults(project, run), buildMs, runMs, cached};
}

/**
 * `commandkit build` of the page's sources, as a reader runs it in their project's folder, into `built` (a
 * cache entry: built under a temporary name, moved into place when it succeeded). Returns the time it took, and
 * why it failed if it did.
 */
function buildProject(sources: Record<string, string>, built: string, consumer: ConsumerProject): {ms: number; failure?: string} {
  const t0 = performance.now();
  const temp = `${built}.tmp-${process.pid}`;
  rmSync(temp, {recursive: true, force: true});
  for (const [path, code] of Object.entries(sources)) {
    mkdirSync(dirname(join(temp, path)), {recursive: true});
    writeFileSync(join(temp, path), code);
  }
  // A reader's project builds from its own folder; node_modules resolve upwards to the reader's project.
  const build = spawnSync(consumer.node, [join(consumer.dir, 'node_modules', 'commandkit', 'bin', 'index.mjs'), 'build'], {
    cwd: temp,
    encoding: 'utf8',
    env: {...process.env, PATH: `${dirname(consumer.node)}:${process.env.PATH ?? ''}`, NODE_OPTIONS: ''},
    timeout: 180_000,
  });
  const ms = performance.now() - t0;
  const distDir = distDirOf(temp);
  if (build.status !== 0 || !distDir) {
    const text = `${build.stdout ?? ''}\n${build.stderr ?? ''}`.replace(/\u001b\[[0-9;]*m/g, '');
    const lines = text
      .split('\n')
      .filter((l) => /error|Error|failed/.test(l))
      .slice(0, 4);
    rmSync(temp, {recursive: true, force: true});
    return {ms, failure: `commandkit build failed: ${lines.join(' | ') || `exit ${build.status}`}`};
  }
  restoreLocales(temp, distDir);
  rmSync(built, {recursive: true, force: true});
  cpSync(temp, built, {recursive: true});
  rmSync(temp, {recursive: true, force: true});
  return {ms};
}

/**
 * The build's own locale copy sometimes loses the files (known issue i18n-locales-copy-race); the cached build
 * would keep the loss, so the page's locales are copied again, as the known issue's workaround tells readers to.
 */
function restoreLocales(projectDir: string, distDir: string): void {
  const locales = join(projectDir, 'src', 'app', 'locales');
  if (existsSync(locales)) cpSync(locales, join(projectDir, distDir, 'app', 'locales'), {recursive: true});
}

/**
 * Copies the build to the page's run folder, fresh each run (runs write files: KV databases, .commandkit,
 * locales), with the files the page's claims provide; returns the build's output folder name.
 */
function freshRunFolder(built: string, dir: string, options: {consumer: ConsumerProject; expect: PageExpectations}): string {
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  cpSync(built, dir, {recursive: true});
  // Projects from the templates have both folders; CommandKit stops at start() without the events one
  // (known issue events-folder-required), which a page that shows no event file should not trip over.
  const distDir = distDirOf(dir)!;
  for (const folder of ['commands', 'events']) mkdirSync(join(dir, distDir, 'app', folder), {recursive: true});
  for (const [path, content] of Object.entries(options.expect.files ?? {})) {
    mkdirSync(dirname(join(dir, path)), {recursive: true});
    if (!path.endsWith('/'))
      writeFileSync(join(dir, path), content.startsWith('base64:') ? Buffer.from(content.slice(7), 'base64') : content);
  }
  pointWorkflowHandlerAt(options.consumer.dir, join(dir, distDir));
  return distDir;
}

/** The harness's results (after its marker line), each mapped back to the page block of its file. */
function harnessResults(project: PageProject, run: Awaited<ReturnType<typeof runOnFrameworkNode>>): StepResult[] {
  const line = run.stdout.split('\n').find((l) => l.startsWith(MARKER));
  if (!line) {
    const how = run.timedOut ? 'timed out' : `exit ${run.code ?? run.signal}`;
    const tail = (run.stderr || run.stdout).trim().split('\n').slice(-4).join(' | ');
    return [{step: 'run', ok: false, message: `the harness ended without results (${how}): ${tail}`}];
  }
  const byPath = new Map(project.files.map((f) => [f.path.replace(/\.[cm]?[jt]sx?$/, ''), f.block]));
  return (JSON.parse(line.slice(MARKER.length)) as StepResult[]).map((r) => ({...r, block: r.file ? byPath.get(r.file) : undefined}));
}
