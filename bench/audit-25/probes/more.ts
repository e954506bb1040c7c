// Audit probe: error paths of middlewares, after() in afterExecute, empty registration scopes, the shard-0 plugin, KV's file.
import {startOfflineBot, type StepContext} from '#support';
import {existsSync} from 'node:fs';
import {join} from 'node:path';

export const installs = {typescript: '^5.8.3'};
const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);

const CONFIG = `
import { RuntimePlugin } from 'commandkit';
import { defineConfig } from 'commandkit/config';
class FirstShardRegistersPlugin extends RuntimePlugin {
  name = 'first-shard-registers';
  async onBeforeRegisterCommands(ctx, event) {
    const shard = ctx.commandkit.client.shard;
    (globalThis.shardSeen ??= []).push(shard ? shard.ids : null);
    if (shard && !shard.ids.includes(0)) event.preventDefault();
  }
}
export default defineConfig({ plugins: [new FirstShardRegistersPlugin({})] });
`;

export async function reproduce(context: StepContext): Promise<void> {
  (globalThis as any).fakeShard = {ids: [1], count: 2};
  const files = {
    'commandkit.config.mjs': CONFIG,
    // the client pretends to be shard 1 of 2, as under a ShardingManager
    'src/app.ts':
      "import { Client } from 'discord.js';\nconst client = new Client({ intents: ['Guilds', 'GuildMessages', 'MessageContent'] });\nclient.shard = globalThis.fakeShard;\nexport default client;\n",
    'src/app/commands/guildonly.ts':
      "export const metadata = { guilds: [globalThis.GUILD_FOR_TEST ?? '999999999999999999'] };\nexport const command = { name: 'guildonly', description: 'g' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('ok'); }\n",
    'src/app/commands/mwthrows.ts':
      "export const command = { name: 'mwthrows', description: 'm' };\nexport async function chatInput(ctx) { (globalThis.ran ??= []).push('handler'); await ctx.interaction.reply('ok'); }\n",
    'src/app/commands/+mwthrows.middleware.ts':
      "import { unstable_after as after } from 'commandkit';\nexport function beforeExecute(ctx) { if (globalThis.throwBefore) throw new Error('before boom'); }\nexport function afterExecute(ctx) { after(() => { (globalThis.ran ??= []).push('after() from afterExecute'); }); if (globalThis.throwAfter) throw new Error('after boom'); }\n",
  };
  const {bot} = await startOfflineBot(context, files);
  claim('shard-1: registration requests', {
    seen: (globalThis as any).shardSeen,
    scopes: [...bot.rest.commands.keys()],
    puts: bot.rest.requests.filter((r: any) => /commands$/.test(r.path)).map((r: any) => r.method + ' ' + r.path.replace(/\d{5,}/g, ':id')),
  });
  // registration again as shard 0 (what shard 0 would do)
  (globalThis as any).fakeShard.ids = [0];
  await bot.during(() => (bot.client.commandkit?.commandHandler ? null : null));
  const {commandkit} = (await import('commandkit')) as any;
  const reg = await bot.during(() => commandkit.commandHandler.registrar.register());
  claim(
    'shard-0: registration requests',
    reg.requests.map((r: any) => r.method + ' ' + r.path.replace(/\d{5,}/g, ':id') + ' n=' + (Array.isArray(r.body) ? r.body.length : '-')),
  );

  (globalThis as any).ran = [];
  const a = await bot.chatInput('mwthrows');
  await new Promise((r) => setTimeout(r, 200));
  claim('after() called in afterExecute', (globalThis as any).ran);
  (globalThis as any).ran = [];
  (globalThis as any).throwBefore = true;
  const b = await bot.chatInput('mwthrows');
  (globalThis as any).throwBefore = false;
  claim('beforeExecute throws', {
    ran: (globalThis as any).ran,
    clientErrors: b.errors.map((e: any) => String(e?.message ?? e)),
    replies: b.replies.length,
    listenersForError: bot.client.listenerCount('error'),
  });
  (globalThis as any).throwAfter = true;
  const c = await bot.chatInput('mwthrows');
  (globalThis as any).throwAfter = false;
  claim('afterExecute throws', {clientErrors: c.errors.map((e: any) => String(e?.message ?? e))});
  void a;

  const {openKV} = (await import('commandkit/kv')) as any;
  const kv = openKV();
  kv.set('k', 'v');
  claim('kv default file in cwd', {exists: existsSync(join(process.cwd(), 'commandkit_kv.db')), value: kv.get('k')});
  kv.close?.();
}
