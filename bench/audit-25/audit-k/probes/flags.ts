// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// feature-flags: duplicate keys, calls outside a handler, identify omitted, KV has(), the FeatureFlag.execute path
// of the page's check-flag.ts, decide's provider when a provider holds the key, on a real bot.
import {startOfflineBot} from '#support';
import {claim} from './support.js';

const FLAGS = `import { flag } from 'commandkit/flag';
export const plain = flag({ key: 'plain', decide({ entities, provider }) { (globalThis as any).plainSeen = { entities, provider }; return true; } });
export const lb = flag<boolean, { guildId: string | null }>({
  key: 'new-leaderboard',
  identify: (context) => ({ guildId: context.command?.guild?.id ?? null }),
  decide({ entities, provider }) { (globalThis as any).lbSeen = { entities, provider }; if (!provider || !provider.enabled || !entities.guildId) return false; return Number(entities.guildId.slice(-2)) < (provider.percentage ?? 100); },
});
`;
const CMD = `import type { ChatInputCommand } from 'commandkit';
import { plain, lb } from '../../flags';
export const command = { name: 'fl', description: 'f' };
export const chatInput: ChatInputCommand = async ({ interaction }) => {
  const a = await plain();
  const b = await lb();
  await interaction.reply(JSON.stringify([a, b]));
};
`;
const APP = `import { Client } from 'discord.js';
import { openKV } from 'commandkit/kv';
import { setFlagProvider } from 'commandkit';
const flagStore = openKV('flags.db', { enableWAL: true, namespace: 'flags' });
flagStore.set('new-leaderboard', { enabled: true, percentage: 100 });
(globalThis as any).kvHas = flagStore.has('new-leaderboard');
(globalThis as any).kvGet = flagStore.get('new-leaderboard');
setFlagProvider({ getFlag: (key) => flagStore.get(key) ?? null, hasFlag: (key) => flagStore.get(key) !== undefined });
export default new Client({ intents: ['Guilds'] });
`;

export async function reproduce(ctx: any) {
  const {bot, commandkit} = await startOfflineBot(ctx, {
    'src/app.ts': APP,
    'src/flags.ts': FLAGS,
    'src/app/commands/fl.ts': CMD,
  });
  claim('kv-has', globalThis.kvHas, 'get', globalThis.kvGet);
  const d = await bot.chatInput('fl');
  claim(
    'reply',
    d.replies.map((m) => m.content),
  );
  claim('identify-omitted-entities', globalThis.plainSeen);
  claim('provider-config-to-decide', globalThis.lbSeen);
  const stored = commandkit.flags.get('new-leaderboard');
  claim('flags-map', {has: Boolean(stored), keys: [...commandkit.flags.keys()]});
  claim(
    'execute-with-entities',
    await stored.execute({guildId: '123456789012345699'}),
    await stored.execute({guildId: '123456789012345600'}),
  );
  const {flag} = await import('commandkit/flag');
  try {
    flag({key: 'plain', decide: () => true});
    claim('duplicate-key', 'no throw');
  } catch (e) {
    claim('duplicate-key throws', e.message);
  }
  const {plain} = await import(new URL(`file://${ctx.cwd}/dist/flags.js`).href).catch(() => ({}));
  const outside = plain ?? [...commandkit.flags.values()][0];
  try {
    await (plain ? plain() : null);
    claim('outside-context', plain ? 'no throw' : 'flags module not found');
  } catch (e) {
    claim('outside-context throws', e.message);
  }
}
