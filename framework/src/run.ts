/** Runs a script of ours inside the reader's project on the framework's Node, and collects what it printed. */
import {spawn} from 'node:child_process';
import {frameworkNodeEnv} from './node24';

export interface FrameworkRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

export interface RunOptions {
  /** The reader's project: module resolution starts here. */
  cwd: string;
  node: string;
  args: readonly string[];
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
}

/** Never rejects: a crash, a non-zero exit or a timeout is data for the caller to judge. */
export function runOnFrameworkNode(options: RunOptions): Promise<FrameworkRun> {
  return new Promise((resolve) => {
    const child = spawn(options.node, options.args, {
      cwd: options.cwd,
      env: {...process.env, ...frameworkNodeEnv(options.node), ...options.env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs ?? 60_000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({code, signal, stdout, stderr, timedOut});
    });
  });
}
