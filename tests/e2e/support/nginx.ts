/**
 * Debian's nginx running deploy/nginx.conf for real: installed with apt-get when missing (as scripts/test-all.ts
 * does for Chromium), started on 127.0.0.1 on a free port with a temporary prefix and configuration that serve the
 * build, stopped after.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ensureDebianPackage, freePort} from '../../../framework/src/index';
import {BUILD_DIR, type StaticServer} from './server';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export function ensureNginx(): void {
  ensureDebianPackage(NGINX, 'nginx');
}

/** deploy/nginx.conf with its listen lines on 127.0.0.1:<port> and its root at the build. */
export function siteConfig(conf: string, port: number, buildDir: string): string {
  return conf
    .replace(/^\s*listen\s+\[::\]:80;\s*$/m, '')
    .replace(/^(\s*)listen\s+80;\s*$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root\s+[^;]+;/m, `$1root ${buildDir};`);
}

export async function startNginx(buildDir: string = BUILD_DIR): Promise<StaticServer> {
  ensureNginx();
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'nginx-deploy-'));
  for (const dir of ['logs', 'temp']) mkdirSync(path.join(prefix, dir));
  const port = await freePort();
  writeFileSync(path.join(prefix, 'site.conf'), siteConfig(readFileSync('deploy/nginx.conf', 'utf8'), port, buildDir));
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, 'temp', name)};`;
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'logs', 'error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${path.join(prefix, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const conf = path.join(prefix, 'nginx.conf');
  const check = spawnSync(NGINX, ['-t', '-p', prefix, '-c', conf, '-e', path.join(prefix, 'logs', 'error.log')], {encoding: 'utf8'});
  if (check.status !== 0) throw new Error(`nginx -t rejects deploy/nginx.conf:\n${check.stderr}`);
  const child = spawn(NGINX, ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'logs', 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${stderr}`);
    try {
      await fetch(`${origin}/robots.txt`);
      break;
    } catch (error) {
      if (attempt > 100) throw new Error(`nginx did not answer at ${origin}: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    origin,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(prefix, {recursive: true, force: true});
    },
  };
}
