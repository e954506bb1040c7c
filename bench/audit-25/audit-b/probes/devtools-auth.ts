// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// devtools with bypassAuthInDev: false and a credential: the API needs a login; the token's lifetime.
import {request} from 'node:http';
import {startOfflineBot, freePort} from '#support';
const call = (url, {method = 'GET', body, headers = {}} = {}) =>
  new Promise((resolve) => {
    const req = request(url, {method, headers: {'content-type': 'application/json', ...headers}, timeout: 3000}, (res) => {
      let b = '';
      res.on('data', (c) => (b += c));
      res.on('end', () => resolve({status: res.statusCode, body: b}));
    });
    req.on('timeout', () => {
      req.destroy();
      resolve({status: 'timeout'});
    });
    req.on('error', (e) => resolve({status: 'error ' + e.message}));
    if (body) req.write(JSON.stringify(body));
    req.end();
  });
export default async function (ctx) {
  const port = await freePort();
  process.env.DT_PORT = String(port);
  await startOfflineBot(ctx, {
    'commandkit.config.mjs':
      "import { defineConfig } from 'commandkit/config';\nimport { devtools } from '@commandkit/devtools';\nexport default defineConfig({ plugins: [devtools({ enableOnProduction: true, port: Number(process.env.DT_PORT), bypassAuthInDev: false, credential: { username: 'admin', password: 's3cret' } })] });\n",
    'src/app/commands/ping.ts':
      "export const command = { name: 'ping', description: 'p' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('pong'); }\n",
  });
  await new Promise((r) => setTimeout(r, 800));
  const base = `http://127.0.0.1:${port}/api`;
  console.log('GET /api/commands without login ->', (await call(`${base}/commands`)).status);
  console.log('wrong password ->', (await call(`${base}/auth/login`, {method: 'POST', body: {username: 'admin', password: 'x'}})).status);
  const ok = await call(`${base}/auth/login`, {method: 'POST', body: {username: 'admin', password: 's3cret'}});
  const token = JSON.parse(ok.body || '{}').accessToken;
  console.log('login ->', ok.status, 'token', typeof token);
  if (token) {
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    console.log('token lifetime (s)', payload.exp && payload.iat ? payload.exp - payload.iat : JSON.stringify(payload));
    console.log(
      'GET /api/commands with the token ->',
      (await call(`${base}/commands`, {headers: {authorization: `Bearer ${token}`}})).status,
    );
  }
}
