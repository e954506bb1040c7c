/**
 * Helpers the reproductions share (imported as `#support`): writing a small bot into the step's folder and running
 * the version's CLI there. Transpiled with the reproductions into the reader's project.
 */
import {spawn, spawnSync, type SpawnSyncReturns} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
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
  // A first build in a freshly installed project can take over a minute on a busy 2-core machine.
  const run = spawnSync(node, [cliPath(context.projectDir), ...args], {cwd: context.cwd, encoding: 'utf8', timeout: 150_000});
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

/** A long-lived CLI command (dev, start) that a reproduction drives step by step. */
export interface RunningCli {
  /** Everything printed so far (stdout and stderr, colour codes removed). */
  output(): string;
  /** Resolves once the output matches `pattern`; rejects after `ms` or when the command ends first. */
  waitFor(pattern: RegExp, ms?: number): Promise<void>;
  /** Resolves with the exit code (null when killed by a signal) once the command has ended. */
  exited: Promise<number | null>;
  stop(): void;
}

/** Starts `commandkit <args>` in the step's folder without waiting for it to end. */
export function startCli(context: StepContext, args: string[], env: NodeJS.ProcessEnv = {}): RunningCli {
  const child = spawn(process.execPath, [cliPath(context.projectDir), ...args], {
    cwd: context.cwd,
    env: {...process.env, ...env},
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    text += plain(chunk.toString());
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let ended = false;
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => {
      ended = true;
      for (const listener of listeners) listener();
      resolve(code);
    }),
  );
  return {
    output: () => text,
    exited,
    stop: () => void child.kill('SIGTERM'),
    waitFor: (pattern, ms = 45_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => finish(new Error(`timed out waiting for ${pattern}; output:\n${text}`)), ms);
        const check = () => {
          if (pattern.test(text)) finish();
          else if (ended) finish(new Error(`the command ended before printing ${pattern}; output:\n${text}`));
        };
        function finish(error?: Error) {
          clearTimeout(timer);
          listeners.delete(check);
          if (error) reject(error);
          else resolve();
        }
        listeners.add(check);
        check();
      }),
  };
}

/** Whether a process with this id is still running (an exited process nobody has reaped yet does not count). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // Field 3 of /proc/<pid>/stat is the state; Z is a zombie (it has exited).
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return true;
  }
}

/** Records what this process prints (stdout and stderr, colour codes removed) from now on. */
export function captureOutput(): {text(): string; lines: string[]; restore(): void} {
  let text = '';
  // Complete lines so far, kept up to date as output arrives (a reproduction may hold on to the array).
  const lines: string[] = [];
  const streams = [process.stdout, process.stderr];
  const originals = streams.map((stream) => stream.write.bind(stream));
  streams.forEach((stream, i) => {
    stream.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      const added = plain(String(chunk));
      text += added;
      lines.push(...added.split('\n').filter(Boolean));
      return (originals[i] as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof stream.write;
  });
  return {
    text: () => text,
    lines,
    restore: () => streams.forEach((stream, i) => (stream.write = originals[i] as typeof stream.write)),
  };
}

/** A TCP port nothing listens on right now (on 127.0.0.1). */
export async function freePort(): Promise<number> {
  const {createServer} = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

/** A tasks plugin activated on an offline CommandKit (1.x), with the task files it loaded. */
export interface ActiveTasks {
  /** Where the plugin looks for task files. */
  tasksDir: string;
  deactivate(): Promise<void>;
}

/**
 * Writes `files` (name -> module text) where the tasks plugin looks for them, sets `driver`, and activates a fresh
 * tasks plugin as CommandKit does when a bot starts. Calling it again with a new driver stands for a restart.
 */
export async function activateTasks(files: Record<string, string>, driver: unknown): Promise<ActiveTasks> {
  const {CommandKit, getCurrentDirectory} = await import('commandkit');
  const {Client} = await import('discord.js');
  const {tasks, setDriver} = await import('@commandkit/tasks');
  const tasksDir = join(getCurrentDirectory(), 'app', 'tasks');
  mkdirSync(tasksDir, {recursive: true});
  for (const [name, text] of Object.entries(files)) writeFileSync(join(tasksDir, name), text);
  setDriver(driver as Parameters<typeof setDriver>[0]);
  const commandkit = new CommandKit({client: new Client({intents: []})});
  const plugin = tasks({initializeDefaultDriver: false});
  await plugin.activate({commandkit} as never);
  return {tasksDir, deactivate: () => plugin.deactivate({commandkit} as never)};
}

export {startOfflineBot, APP, CONFIG, type StartedBot} from './offline-bot.js';
export {AI_PLUGIN_CONFIG, aiFileCallingTool, toolResultSeenByModel} from './ai.js';
export {TEMPLATE_COMPILER_OPTIONS, typeCheckReaderFiles} from './typecheck.js';
export {sentMessage} from './discord.js';
export {recordingHandler, handlersRan} from './handlers.js';
