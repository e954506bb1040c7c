/**
 * Helpers the reproductions share (imported as `#support`): writing a small bot into the step's folder and running
 * the version's CLI there. Transpiled with the reproductions into the reader's project.
 */
import {spawn, spawnSync, type SpawnSyncReturns} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

export interface StepContext {
  cwd: string;
  projectDir: string;
  siteNode: string;
  frameworkNode: string;
  redisUrl?: string;
}

/** Writes `files` (path relative to `dir` -> text) and an ES-module package.json. */
export function writeBot(dir: string, files: Record<string, string>): void {
  writeFileSync(join(dir, 'package.json'), JSON.stringify({type: 'module'}));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), {recursive: true});
    writeFileSync(join(dir, file), text);
  }
}

/** The CLI's entry file in the reader's project. */
export function cliPath(projectDir: string): string {
  return join(projectDir, 'node_modules', 'commandkit', 'bin', 'index.mjs');
}

/** Runs the CLI to completion (build, start) on `node` (default: the step's own Node). */
export function runCli(context: StepContext, args: string[], node = process.execPath): SpawnSyncReturns<string> & {output: string} {
  const run = spawnSync(node, [cliPath(context.projectDir), ...args], {cwd: context.cwd, encoding: 'utf8', timeout: 60_000});
  return Object.assign(run, {output: `${run.stdout}${run.stderr}`});
}

/** Runs a long-lived CLI command (dev) for `ms` milliseconds, then stops it; returns what it printed. */
export function runCliFor(context: StepContext, args: string[], ms: number): Promise<{stdout: string; stderr: string}> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cliPath(context.projectDir), ...args], {cwd: context.cwd, stdio: ['pipe', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    const timer = setTimeout(() => child.kill('SIGTERM'), ms);
    child.on('close', () => {
      clearTimeout(timer);
      resolve({stdout, stderr});
    });
  });
}

/** Text without terminal colour codes. */
export function plain(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

export {startOfflineBot, APP, CONFIG, type StartedBot} from './offline-bot.js';
