/** Runs a build step as a child process and turns a failure into an error that shows the step's last lines. */
import {spawnSync, type SpawnSyncOptions} from 'node:child_process';

export interface StepOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Milliseconds before the step is killed. */
  timeout?: number;
}

export function runStep(label: string, command: string, args: readonly string[], options: StepOptions): string {
  const spawnOptions: SpawnSyncOptions = {
    cwd: options.cwd,
    env: {...process.env, ...options.env},
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: options.timeout ?? 20 * 60_000,
    maxBuffer: 64 * 1024 * 1024,
  };
  const result = spawnSync(command, args, spawnOptions);
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) {
    const tail = output.trim().split('\n').slice(-20).join('\n');
    const why = result.error?.message ?? `exit ${result.status ?? result.signal}`;
    throw new Error(`${label} failed (${why}): ${command} ${args.join(' ')}\n${tail}`);
  }
  return output;
}
