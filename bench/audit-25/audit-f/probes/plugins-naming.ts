// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Audit-f probe: runtime plugin members and registration hooks (creating-runtime-plugin, sharding-your-bot) and the
// names file-naming-conventions lists (parallel listeners, locale folders, the ratelimit entry point).
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};
const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const CONFIG = `
import { RuntimePlugin } from 'commandkit';
import { defineConfig } from 'commandkit/config';
import { i18n } from '@commandkit/i18n';
const rec = (s) => (globalThis.hooks ??= []).push(s);
export class First extends RuntimePlugin {
  name = 'first';
  constructor(o) { super(o); this.preload.add('module:data:text/javascript,globalThis.preloadedByModulePrefix=true'); }
  async onBeforeRegisterCommands(ctx, e) { rec('first.onBeforeRegisterCommands'); globalThis.firstCtx = ctx; }
  async onBeforeRegisterGuildCommands(ctx, e) { rec('first.guild ' + e.commands.map((c) => c.name).join(',')); if (globalThis.guildCalls === undefined) { globalThis.guildCalls = 0; } globalThis.guildCalls++; if (globalThis.guildCalls === 1) e.preventDefault(); }
  async deactivate() { rec('first.deactivate'); }
}
class Second extends RuntimePlugin {
  name = 'second';
  async onBeforeRegisterGuildCommands(ctx, e) { rec('second.guild'); }
}
globalThis.First = First;
export default defineConfig({ plugins: [new First({}), new Second({}), i18n()] });
`;

export async function reproduce(context: StepContext): Promise<void> {
  const g = globalThis as any;
  const files = {
    'commandkit.config.mjs': CONFIG,
    'src/app/commands/hello.ts':
      "export const command = { name: 'hello', description: 'Say hello', guilds: ['111111111111111111', '222222222222222222'] };\nexport const metadata = { guilds: ['111111111111111111', '222222222222222222'] };\nexport async function chatInput(ctx) { await ctx.interaction.reply('hi'); }\n",
    'src/app/locales/en-US/hello.json': JSON.stringify({$command: {name: 'hello', description: 'Say hello'}}),
    'src/app/locales/fr/hello.json': JSON.stringify({$command: {name: 'bonjour', description: 'Dire bonjour'}}),
    'src/app/locales/notalocale/hello.json': JSON.stringify({$command: {name: 'x', description: 'y'}}),
    'src/app/events/messageCreate/a-seq.ts':
      "export default async function () { (globalThis.order ??= []).push('a-seq start'); await new Promise((r) => setTimeout(r, 30)); (globalThis.order ??= []).push('a-seq end'); }\n",
    'src/app/events/messageCreate/b-par.ts':
      "export const parallel = true;\nexport default async function () { (globalThis.order ??= []).push('b-par start'); await new Promise((r) => setTimeout(r, 30)); (globalThis.order ??= []).push('b-par end'); }\n",
    'src/app/events/messageCreate/c-par.ts':
      "export const parallel = true;\nexport default async function () { (globalThis.order ??= []).push('c-par start'); await new Promise((r) => setTimeout(r, 30)); (globalThis.order ??= []).push('c-par end'); }\n",
    'src/app/events/messageCreate/d-seq.ts': "export default function () { (globalThis.order ??= []).push('d-seq'); }\n",
  };
  const {bot, commandkit, logs} = await startOfflineBot(context, files);
  await sleep(300);
  claim('preload-module-prefix', g.preloadedByModulePrefix ?? false);
  claim('registration-hooks', g.hooks);
  claim(
    'guild-puts',
    bot.rest.requests
      ? bot.rest.requests.filter((r: any) => r.method === 'PUT').map((r: any) => r.route ?? r.path)
      : bot.registeredCommands().map((c: any) => c.name),
  );
  const ctx = g.firstCtx;
  const first = ctx.getPlugin('first');
  claim('plugin-members', {
    getPlugin: first?.name,
    getByClass: ctx.get(g.First)?.name,
    id: /^[0-9a-f-]{36}$/.test(first?.id),
    loadedAt: typeof first?.loadedAt,
    type: first?.type,
  });
  const reg = bot.registeredCommands().find((c: any) => c.name === 'hello');
  claim('i18n-localizations', {name: reg?.name_localizations, description: reg?.description_localizations});
  claim(
    'i18n-warning',
    logs.filter((l) => /notalocale|locale/i.test(l) && /warn/i.test(l)).map((l) => l.trim().slice(0, 160)),
  );
  await bot.send('hello there');
  await sleep(200);
  claim('parallel-order', g.order);
  g.hooks = [];
  await ctx.unregisterPlugin(first);
  claim('unregister-deactivates', g.hooks);
  try {
    await import('commandkit/ratelimit');
    claim('ratelimit-entry', 'loaded');
  } catch (e: any) {
    claim(
      'ratelimit-entry',
      `THROWS: ${String(e?.message ?? e)
        .split('\n')[0]
        .slice(0, 200)}`,
    );
  }
  claim(
    'types-package',
    existsSync(join(context.projectDir, 'node_modules', 'commandkit-types')) ||
      existsSync(join(context.cwd, 'node_modules', 'commandkit-types')),
  );
}
