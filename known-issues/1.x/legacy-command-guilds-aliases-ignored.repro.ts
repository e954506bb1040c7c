// Reproduces known issue legacy-command-guilds-aliases-ignored on a bot started offline.
import assert from 'node:assert/strict';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const run =
  "export async function chatInput(ctx) { await ctx.interaction.reply('pong'); }\n" +
  "export async function message(ctx) { await ctx.message.reply('pong'); }\n";

export async function reproduce(context: StepContext): Promise<void> {
  const {bot, logs} = await startOfflineBot(context, {
    'src/app/commands/ping.ts': `export const command = { name: 'ping', description: 'Ping', guilds: ['${'1300000000000000001'}'], aliases: ['p'] };\n${run}`,
  });
  assert.match(logs.join('\n'), /deprecated/i, 'the old fields are read and warned about');
  const registrations = bot.rest.requests.filter((r: {method: string; path: string}) => /\/commands$/.test(r.path) && r.method !== 'GET');
  const global = registrations.filter((r: {path: string}) => !r.path.includes('/guilds/'));
  assert.ok(
    global.some((r: {body: Array<{name: string}>}) => r.body.some((c) => c.name === 'ping')),
    `the command is registered globally, not in its guild: ${JSON.stringify(registrations.map((r: {method: string; path: string}) => `${r.method} ${r.path}`))}`,
  );
  const alias = await bot.send('!p');
  assert.equal(alias.replies.length, 0, 'the alias does not answer');
}

export async function workaround(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/ping.ts': `export const command = { name: 'ping', description: 'Ping' };\nexport const metadata = { aliases: ['p'] };\n${run}`,
  });
  const alias = await bot.send('!p');
  assert.equal(alias.replies[0]?.content, 'pong');
}
