// Reproduces known issue posthog-queued-events-lost-on-stop offline: PostHog is pointed at a local HTTP server.
import assert from 'node:assert/strict';
import {createServer, type Server} from 'node:http';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {'posthog-node': '^4', typescript: '^5.8.3'};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A stand-in PostHog server that records the names of the events it receives. */
async function fakePostHog(): Promise<{server: Server; host: string; events: string[]}> {
  const events: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      try {
        const json = JSON.parse(body);
        for (const event of json.batch ?? [json]) events.push(event.event);
      } catch {
        events.push('(unreadable)');
      }
      res.writeHead(200, {'content-type': 'application/json'});
      res.end('{"status":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {server, host: `http://127.0.0.1:${(server.address() as {port: number}).port}`, events};
}

async function botWithPostHog(context: StepContext, host: string, appExtra = '') {
  process.env.POSTHOG_TEST_HOST = host;
  return startOfflineBot(context, {
    'commandkit.config.mjs':
      "import { defineConfig } from 'commandkit/config';\nimport { posthog } from '@commandkit/analytics/posthog';\n" +
      "export default defineConfig({ plugins: [posthog({ posthogOptions: { apiKey: 'phc_test', options: { " +
      'host: process.env.POSTHOG_TEST_HOST } } })] });\n',
    'src/app.ts': `${appExtra}import { Client } from 'discord.js';\nexport default new Client({ intents: ['Guilds'] });\n`,
    'src/app/commands/feedback.ts':
      "import { track } from 'commandkit/analytics';\nexport const command = { name: 'feedback', description: 'Rate the bot' };\n" +
      "export async function chatInput(ctx) { await track({ name: 'feedback_submitted', id: " +
      "ctx.interaction.user.id, data: { stars: 5 } }); await ctx.interaction.reply('Thanks!'); }\n",
  });
}

export async function reproduce(context: StepContext): Promise<void> {
  const {server, host, events} = await fakePostHog();
  try {
    const {bot} = await botWithPostHog(context, host);
    await bot.chatInput('feedback');
    await sleep(1500);
    assert.deepEqual(events, [], 'the events are still queued in the PostHog client');
    for (const signal of ['SIGINT', 'SIGTERM', 'beforeExit']) {
      assert.equal(process.listenerCount(signal), 0, `nothing flushes the queue on ${signal}`);
    }
  } finally {
    server.close();
  }
}

export async function workaround(context: StepContext): Promise<void> {
  const {server, host, events} = await fakePostHog();
  try {
    const flushOnStop =
      "import { commandkit } from 'commandkit';\nfor (const signal of ['SIGINT', 'SIGTERM']) {\n" +
      '  process.once(signal, async () => { await commandkit.plugins.unregisterAllPlugins(); globalThis.flushed = true; });\n}\n';
    const {bot} = await botWithPostHog(context, host, flushOnStop);
    await bot.chatInput('feedback');
    // What the host's stop signal does to the handler (without ending this step's process).
    process.emit('SIGTERM');
    for (let i = 0; i < 50 && !(globalThis as {flushed?: boolean}).flushed; i++) await sleep(100);
    await sleep(300);
    assert.ok(events.includes('feedback_submitted'), `the queued events were sent: ${events.join(', ')}`);
    assert.ok(events.includes('command_execution'));
  } finally {
    server.close();
  }
}
