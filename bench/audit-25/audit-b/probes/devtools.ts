// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Claims of guide/official-plugins/commandkit-devtools, run offline under the production build (enableOnProduction).
import {createServer} from 'node:net';
import {startOfflineBot, freePort} from '#support';
import {request} from 'node:http';
const get = (url: string, headers: Record<string, string> = {}) =>
  new Promise<string>((resolve) => {
    const req = request(url, {headers, timeout: 3000}, (res) => {
      let b = '';
      res.on('data', (c) => (b += c));
      res.on('end', () =>
        resolve(`${res.statusCode} acao=${res.headers['access-control-allow-origin']} ${b.slice(0, 200).replace(/\s+/g, ' ')}`),
      );
    });
    req.on('timeout', () => {
      req.destroy();
      resolve('timeout');
    });
    req.on('error', (e) => resolve('error ' + e.message));
    req.end();
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export default async function (ctx: any) {
  const port = await freePort();
  const blocker = createServer();
  await new Promise<void>((r) => blocker.listen(port, () => r()));
  process.env.DT_PORT = String(port);
  const {logs} = await startOfflineBot(ctx, {
    'commandkit.config.mjs': `import { defineConfig } from 'commandkit/config';\nimport { devtools } from '@commandkit/devtools';\nexport default defineConfig({ plugins: [devtools({ enableOnProduction: true, port: Number(process.env.DT_PORT) })] });\n`,
    'src/app/commands/ping.ts': `export const command = { name: 'ping', description: 'Ping' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('pong'); }\n`,
  });
  await sleep(1500);
  console.log('devtools log lines:', logs.filter((l) => /devtools|port|localhost|http/i.test(l)).join(' | '));
  for (const p of [port, port + 1]) {
    const r = await get(`http://127.0.0.1:${p}/api/commands`, {origin: 'http://evil.example'});
    console.log('GET /api/commands on', p === port ? 'configured port' : 'next port', '->', r);
  }
  for (const path of ['/api/events', '/api/guilds', '/api/plugins', '/api/feature-flags', '/api/auth/@me', '/']) {
    const r = await get(`http://127.0.0.1:${port + 1}${path}`);
    console.log(path, '->', r);
  }
  const {execSync} = await import('node:child_process');
  try {
    console.log(
      'listening sockets:',
      execSync(`ss -ltnp 2>/dev/null | grep :${port + 1} || true`)
        .toString()
        .trim(),
    );
  } catch {}
  blocker.close();
}
