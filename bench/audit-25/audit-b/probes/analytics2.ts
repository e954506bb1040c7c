// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// More analytics claims: track without a provider, Umami sends one awaited request per event, PostHog's id fallback.
import {createServer} from 'node:http';
import {startOfflineBot} from '#support';
export default async function (ctx) {
  const {track, useAnalytics} = await import('commandkit/analytics');
  console.log(
    'track without a provider ->',
    await track({name: 'x'}).then(
      () => 'resolved',
      (e) => 'rejected ' + e.message,
    ),
    'provider',
    useAnalytics().getProvider(),
  );
  const hits = [];
  const server = createServer((req, res) => {
    let b = '';
    req.on('data', (c) => (b += c));
    req.on('end', () => {
      hits.push({url: req.url, body: b});
      setTimeout(() => {
        res.writeHead(200, {'content-type': 'application/json'});
        res.end('{}');
      }, 200);
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  process.env.UMAMI_HOST = `http://127.0.0.1:${server.address().port}`;
  const {bot} = await startOfflineBot(ctx, {
    'commandkit.config.mjs':
      "import { defineConfig } from 'commandkit/config';\nimport { umami } from '@commandkit/analytics/umami';\nexport default defineConfig({ plugins: [umami({ umamiOptions: { hostUrl: process.env.UMAMI_HOST, websiteId: 'site-1' } })] });\n",
    'src/app/commands/ping.ts':
      "export const command = { name: 'ping', description: 'p' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('pong'); }\n",
  });
  const before = hits.length;
  const t0 = Date.now();
  await track({name: 'feedback_submitted', id: 'user-1', data: {stars: 5}});
  console.log(
    'Umami: track waited',
    Date.now() - t0 >= 190 ? '>= the server delay' : `${Date.now() - t0} ms`,
    'requests for one event',
    hits.length - before,
    JSON.stringify(hits.at(-1)?.url),
    hits.at(-1)?.body.slice(0, 200),
  );
  await bot.chatInput('ping');
  await new Promise((r) => setTimeout(r, 500));
  console.log('after a command: last event body', hits.at(-1)?.body.slice(0, 200));
  server.close();
}
