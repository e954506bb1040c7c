/**
 * Runs the 0.1.10 guide's examples with the real commandkit@0.1.10 and discord.js 14 (no network, no login).
 * Each page's blocks become a small project (the titled files, compiled to CommonJS the way a reader's
 * TypeScript build would), with node_modules/commandkit pointing at the published package; a child process
 * (v0-harness.ts) loads every module, starts a real CommandKit on an offline client with the project's
 * commands/, events/ and validations/ folders, and runs every command and event handler against fakes.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {dirname, extname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {extractBlocks, type CodeBlock} from './extract';
import {blockFileName} from './check';
import {MARKER, type HarnessInput, type HarnessResult} from './v0-harness';

export interface ProjectFile {
  block: CodeBlock;
  /** Path of the runnable file inside the project. */
  file: string;
  code: string;
}

export interface PageProject {
  page: string;
  files: ProjectFile[];
  commandsDir?: string;
  eventsDir?: string;
  validationsDir?: string;
}

const TRANSPILED = new Set(['.ts', '.tsx', '.js', '.jsx', '.mts', '.cts']);

/** CommonJS output of a TypeScript/JavaScript block, as `tsc --module commonjs` would emit it. */
export function toCommonJs(code: string, fileName: string): string {
  // import.meta has no CommonJS form in TypeScript's output; map it to what CommonJS provides.
  const source = code
    .replace(/import\.meta\.dirname/g, '__dirname')
    .replace(/import\.meta\.filename/g, '__filename')
    .replace(/import\.meta\.url/g, "require('node:url').pathToFileURL(__filename).href");
  return ts.transpileModule(source, {
    fileName,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
      allowJs: true,
      rewriteRelativeImportExtensions: true,
      jsx: ts.JsxEmit.ReactJSX,
    },
  }).outputText;
}

/**
 * First line of every CommonJS file of a project: tells the harness each time the file is evaluated, which is
 * how it sees CommandKit load a command, event or validation file (CommandKit imports them itself).
 */
export const LOAD_MARK = 'globalThis.__v0Evaluated?.(__filename);';

/** The folder holding `name` files (e.g. "src/commands"), from the project's file paths. */
export function folderOf(files: string[], name: string): string | undefined {
  for (const f of files) {
    const m = new RegExp(`^((?:.*/)?${name})/`).exec(f);
    if (m) return m[1];
  }
  return undefined;
}

/** The runnable project of one 0.1.10 page (full blocks only; partial blocks are fragments). */
export function pageProject(page: string, source: string, pageVersion: string): PageProject {
  const taken = new Set<string>();
  const files: ProjectFile[] = [];
  for (const block of extractBlocks(page, source)) {
    if ((block.version ?? pageVersion) !== '0.1.10' || block.partial) continue;
    const name = blockFileName(block, taken);
    const ext = extname(name);
    if (TRANSPILED.has(ext)) files.push({block, file: name.slice(0, -ext.length) + '.js', code: LOAD_MARK + toCommonJs(block.code, name)});
    else files.push({block, file: name, code: ext === '.cjs' ? LOAD_MARK + block.code : block.code});
  }
  const paths = files.map((f) => f.file);
  return {
    page,
    files,
    commandsDir: folderOf(paths, 'commands'),
    eventsDir: folderOf(paths, 'events'),
    validationsDir: folderOf(paths, 'validations'),
  };
}

export interface RunFailure {
  page: string;
  fenceLine: number;
  title?: string;
  step: HarnessResult['step'];
  message: string;
}

export interface PageRun {
  page: string;
  results: Array<HarnessResult & {block?: CodeBlock}>;
  failures: RunFailure[];
}

const HARNESS = fileURLToPath(new URL('./v0-harness.ts', import.meta.url));

export function runPageProject(project: PageProject, options: {siteDir: string; workDir: string; handlerTimeout?: number}): PageRun {
  const dir = join(options.workDir, project.page.replace(/\.mdx?$/, '').replace(/[^A-Za-z0-9._/-]+/g, '_'));
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(join(dir, 'node_modules'), {recursive: true});
  writeFileSync(join(dir, 'package.json'), JSON.stringify({name: 'v0-example', private: true, type: 'commonjs'}));
  symlinkSync(resolve(options.siteDir, 'node_modules', 'commandkit-v0'), join(dir, 'node_modules', 'commandkit'), 'dir');
  for (const f of project.files) {
    mkdirSync(dirname(join(dir, f.file)), {recursive: true});
    writeFileSync(join(dir, f.file), f.code);
  }
  // An entry file passes CommandKit the folders next to it; a reader's project has them even when this page
  // shows no file in one of them.
  for (const f of project.files.filter((x) => /(^|\/)index\.js$/.test(x.file))) {
    for (const folder of ['commands', 'events', 'validations']) mkdirSync(join(dir, dirname(f.file), folder), {recursive: true});
  }
  const input: HarnessInput = {
    projectDir: dir,
    files: project.files.map((f) => f.file),
    commandsDir: project.commandsDir,
    eventsDir: project.eventsDir,
    validationsDir: project.validationsDir,
    handlerTimeout: options.handlerTimeout ?? 3000,
  };
  const child = spawnSync(process.execPath, ['--import', 'tsx', HARNESS], {
    cwd: options.siteDir,
    env: {...process.env, V0_HARNESS_INPUT: JSON.stringify(input), NODE_OPTIONS: ''},
    encoding: 'utf8',
    timeout: 120_000,
  });
  const line = (child.stdout ?? '').split('\n').find((l) => l.startsWith(MARKER));
  const byFile = new Map(project.files.map((f) => [f.file, f.block]));
  const results: PageRun['results'] = line
    ? (JSON.parse(line.slice(MARKER.length)) as HarnessResult[]).map((r) => ({...r, block: r.file ? byFile.get(r.file) : undefined}))
    : [
        {
          step: 'setup',
          ok: false,
          message: `the example run ended without results (${child.error?.message ?? `exit ${child.status ?? child.signal}`}): ${(child.stderr ?? '').trim().split('\n').slice(-3).join(' | ')}`,
        },
      ];
  const failures = results
    .filter((r) => !r.ok)
    .map((r) => ({
      page: project.page,
      fenceLine: r.block?.fenceLine ?? 1,
      ...(r.block?.title ? {title: r.block.title} : {}),
      step: r.step,
      message: r.message,
    }));
  return {page: project.page, results, failures};
}

export function formatRunFailure(f: RunFailure): string {
  return `✗ ${f.page}:${f.fenceLine}${f.title ? ` (block "${f.title}")` : ''} ${f.step}: ${f.message}`;
}
