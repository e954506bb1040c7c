// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-i: the devtools plugin when no port can be bound: every port it may try (the configured one and the next ten)
// is held by another server before the bot starts. Also the login flow with bypassAuthInDev: false.
import {createServer} from 'node:net';
import {request} from 'node:http';
import {freePort, startOfflineBot} from '#support';
import {attempt, claim, logsMatching, sleep} from './support.js';

const http = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
  new Promise<string>((resolve) => {
    const req = request(url, {method, headers: {'content-type': 'application/json', ...headers}, timeout: 3000}, (res) => {
      let b = '';
      res.on('data', (c) => (b += c));
      res.on('end', () => resolve(`${res.statusCode} ${b.slice(0, 160)}`));
    });
    req.on('timeout', () => (req.destroy(), resolve('timeout')));
    req.on('error', (e) => resolve('error ' + e.message));
    req.end(body ? JSON.stringify(body) : undefined);
  });

export default async function (ctx: any) {
  const port = await freePort();
  const blockers = [];
  for (let p = port; p <= port + 10; p++) {
    const s = createServer();
    await new Promise<void>((r) => s.listen(p, () => r()));
    blockers.push(s);
  }
  process.env.DT_PORT = String(port);
  const started = await attempt(async () => {
    const {bot, logs} = await startOfflineBot(ctx, {
      'commandkit.config.mjs': `import { defineConfig } from 'commandkit/config';\nimport { devtools } from '@commandkit/devtools';\nexport default defineConfig({ plugins: [devtools({ enableOnProduction: true, bypassAuthInDev: false, credential: { username: 'admin', password: 's3cret' }, port: Number(process.env.DT_PORT) })] });\n`,
      'src/app/commands/ping.ts': `export const command = { name: 'ping', description: 'Ping' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('pong'); }\n`,
    });
    await sleep(800);
    const d = await bot.chatInput('ping');
    return {
      ping: d.replies.map((r: any) => r.content),
      logs: logsMatching(logs, /Server failed|Devtools plugin started|already in use/)
        .map((l: string) => l.replace(/^.*└ /, ''))
        .slice(-3),
    };
  });
  claim('11 ports busy: start() / ping / logs', started);
  for (const s of blockers) s.close();
  await sleep(200);
  // which port answers now? (none should: the plugin gave up)
  const answers = [];
  for (let p = port; p <= port + 11; p++) answers.push([p - port, await http('GET', `http://127.0.0.1:${p}/api`)]);
  claim(
    'after releasing the ports: answers by offset',
    answers.filter(([, r]) => !String(r).startsWith('error')),
  );
  process.exit(0);
}

export async function login(ctx: any) {}
