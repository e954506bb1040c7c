/**
 * A throw-away Redis for the pages and known issues that need one: Debian's redis-server on 127.0.0.1, on a
 * free port, with no persistence, stopped by the caller (and killed with this process at the latest).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {connect} from 'node:net';
import {ensureDebianPackage} from './debian';
import {freePort} from './free-port';

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

export interface RedisServer {
  port: number;
  /** `redis://127.0.0.1:<port>`, for ioredis and the framework's Redis options. */
  url: string;
  stop(): Promise<void>;
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({host: '127.0.0.1', port});
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function startRedis(): Promise<RedisServer> {
  ensureDebianPackage(REDIS_SERVER, 'redis-server');
  const port = await freePort();
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
    {stdio: ['ignore', 'ignore', 'pipe']},
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const deadline = Date.now() + 10_000;
  while (!(await ping(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start on 127.0.0.1:${port}: ${stderr.trim() || `exit ${child.exitCode}`}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        process.off('exit', killOnExit);
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
