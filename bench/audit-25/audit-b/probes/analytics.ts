// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Claims of guide/official-plugins/commandkit-analytics, run offline (PostHog pointed at a local HTTP server).
import {createServer} from 'node:http';
import {startOfflineBot} from '#support';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export default async function (ctx: any) {
  const received: any[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({url: req.url, body});
      res.writeHead(200, {'content-type': 'application/json'});
      res.end('{"status":1}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const host = `http://127.0.0.1:${(server.address() as any).port}`;
  process.env.PH_HOST = host;
  const {bot, commandkit, logs} = await startOfflineBot(ctx, {
    'commandkit.config.mjs': `import { defineConfig } from 'commandkit/config';\nimport { posthog } from '@commandkit/analytics/posthog';\nexport default defineConfig({ plugins: [posthog({ posthogOptions: { apiKey: 'phc_test', options: { host: process.env.PH_HOST } } })] });\n`,
    'src/app/commands/feedback.ts': `import { track, noAnalytics } from 'commandkit/analytics';\nexport const command = { name: 'feedback', description: 'f' };\nexport async function chatInput(ctx) { await track({ name: 'feedback_submitted', id: ctx.interaction.user.id, data: { stars: 5 } }); await ctx.interaction.reply('Thanks'); }\n`,
    'src/app/commands/private-note.ts': `import { track, noAnalytics } from 'commandkit/analytics';\nexport const command = { name: 'private-note', description: 'p' };\nexport async function chatInput(ctx) { noAnalytics(); await track({ name: 'should_drop' }); await ctx.interaction.reply('Noted'); }\n`,
  });
  const {track, noAnalytics, useAnalytics} = (await import('commandkit/analytics')) as any;
  console.log(
    'SIGTERM/SIGINT/beforeExit listeners after start',
    process.listenerCount('SIGTERM'),
    process.listenerCount('SIGINT'),
    process.listenerCount('beforeExit'),
  );
  console.log(
    'noAnalytics outside ->',
    (() => {
      try {
        noAnalytics();
        return 'no throw';
      } catch (e: any) {
        return 'threw: ' + e.message;
      }
    })(),
  );
  await bot.chatInput('feedback');
  await bot.chatInput('private-note');
  await sleep(1500);
  console.log('PostHog requests 1.5 s after two commands:', received.length);
  const names = () =>
    received.flatMap((r) => {
      try {
        const j = JSON.parse(r.body);
        return (j.batch ?? [j]).map((e: any) => `${e.event}(${e.distinct_id})`);
      } catch {
        return ['?' + r.body.slice(0, 40)];
      }
    });
  await commandkit.plugins.unregisterAllPlugins();
  await sleep(300);
  console.log('after plugins.unregisterAllPlugins(): requests', received.length, 'events', names().join(' '));
  // engine: one provider at a time, filter, provider errors
  const engine = useAnalytics();
  const seen: string[] = [];
  engine.registerProvider({
    name: 'a',
    async track(_e: any, ev: any) {
      seen.push('a:' + ev.name);
    },
  });
  engine.registerProvider({
    name: 'b',
    async track(_e: any, ev: any) {
      seen.push('b:' + ev.name);
    },
  });
  await track({name: 'x1'});
  console.log('two providers registered, track ->', seen.join(','));
  engine.setFilter((_e: any, ev: any) => !ev.name.startsWith('cache_'));
  await track({name: 'cache_hit'});
  await track({name: 'kept'});
  console.log('filter ->', seen.join(','));
  engine.registerProvider({
    name: 'bad',
    async track() {
      throw new Error('provider down');
    },
  });
  console.log(
    'throwing provider: track ->',
    await track({name: 'y'}).then(
      () => 'resolved',
      (e: any) => 'rejected ' + e.message,
    ),
    'logged',
    logs.some((l) => l.includes('provider down')),
  );
  server.close();
}
