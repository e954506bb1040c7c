// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-i: devtools with the page's hardened setup (bypassAuthInDev: false + credential) on a free port: the login
// flow, the token's lifetime, the endpoints, CORS, and the interfaces it listens on.
import {request} from 'node:http';
import {freePort, startOfflineBot} from '#support';
import {claim, logsMatching, sleep} from './support.js';

const http = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
  new Promise<{status: number; body: string; acao?: string}>((resolve) => {
    const req = request(url, {method, headers: {'content-type': 'application/json', ...headers}, timeout: 3000}, (res) => {
      let b = '';
      res.on('data', (c) => (b += c));
      res.on('end', () => resolve({status: res.statusCode, body: b, acao: res.headers['access-control-allow-origin'] as string}));
    });
    req.on('timeout', () => (req.destroy(), resolve({status: 0, body: 'timeout'})));
    req.on('error', (e) => resolve({status: 0, body: 'error ' + e.message}));
    req.end(body ? JSON.stringify(body) : undefined);
  });

export default async function (ctx: any) {
  const port = await freePort();
  process.env.DT_PORT = String(port);
  const {logs} = await startOfflineBot(ctx, {
    'commandkit.config.mjs': `import { defineConfig } from 'commandkit/config';\nimport { devtools } from '@commandkit/devtools';\nexport default defineConfig({ plugins: [devtools({ enableOnProduction: true, bypassAuthInDev: false, credential: { username: 'admin', password: 's3cret' }, port: Number(process.env.DT_PORT) })] });\n`,
    'src/app/commands/ping.ts': `export const command = { name: 'ping', description: 'Ping' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('pong'); }\n`,
  });
  await sleep(500);
  const base = `http://127.0.0.1:${port}`;
  claim('log line', logsMatching(logs, /Devtools/));
  claim('no token: /api/commands', (await http('GET', `${base}/api/commands`)).status);
  claim('wrong password', (await http('POST', `${base}/api/auth/login`, {username: 'admin', password: 'nope'})).status);
  const ok = await http('POST', `${base}/api/auth/login`, {username: 'admin', password: 's3cret'}, {origin: 'http://elsewhere.example'});
  const token = JSON.parse(ok.body).accessToken;
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  claim('login: status, CORS header, token lifetime (days)', {status: ok.status, acao: ok.acao, days: (payload.exp - payload.iat) / 86400});
  const auth = {authorization: `Bearer ${token}`};
  for (const path of ['/api/commands', '/api/events', '/api/guilds', '/api/plugins', '/api/feature-flags', '/api/auth/@me']) {
    const r = await http('GET', base + path, undefined, auth);
    claim(`with token ${path}`, `${r.status} ${r.body.slice(0, 140)}`);
  }
  // the bot kit refuses non-loopback connections from this process, so the listening address is read from ss
  const {execSync} = await import('node:child_process');
  claim('listening socket', execSync(`ss -ltn 2>/dev/null | grep ':${port} ' || true`).toString().trim().replace(/\s+/g, ' '));
  process.exit(0);
}
