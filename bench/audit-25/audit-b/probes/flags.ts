// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Claims of guide/useful-utilities/feature-flags, run offline.
import {startOfflineBot} from '#support';
export default async function (ctx: any) {
  const {bot, commandkit, logs} = await startOfflineBot(ctx, {
    'src/flags.ts': `import { flag } from 'commandkit/flag';
export const plain = flag({ key: 'plain', decide({ entities, provider }) { globalThis.plainSeen = { entities, provider }; return true; } });
export const shaped = flag({ key: 'shaped', identify(context) { globalThis.ctxKeys = { top: Object.keys(context).sort().join(','), command: context.command && Object.keys(context.command).sort().join(','), event: context.event }; return undefined; }, decide({ entities }) { globalThis.shapedEntities = entities; return 'v'; } });
export const prov = flag({ key: 'prov', identify: () => ({ id: 'u1' }), decide({ entities, provider }) { globalThis.provSeen = provider; globalThis.provRuns = (globalThis.provRuns ?? 0) + 1; return true; } });
`,
    'src/app/commands/probe.ts': `import { plain, shaped, prov } from '../../flags';
export const command = { name: 'probe', description: 'p' };
export async function chatInput(ctx) { const a = await plain(); const b = await shaped(); const c = await prov(); await ctx.interaction.reply(JSON.stringify([a, b, c])); }
`,
    'src/app/events/guildCreate/flag.ts': `import { shaped } from '../../../flags';
export default async function () { globalThis.shapedEntities = null; await shaped(); globalThis.eventCtx = globalThis.ctxKeys; }
`,
  });
  const g = globalThis as any;
  const {flag} = (await import('commandkit/flag')) as any;
  const {setFlagProvider} = (await import('commandkit')) as any;
  console.log(
    'duplicate key ->',
    (() => {
      try {
        flag({key: 'plain', decide: () => true});
        return 'no throw';
      } catch (e: any) {
        return 'threw: ' + e.message;
      }
    })(),
  );
  let d = await bot.chatInput('probe');
  console.log(
    'reply',
    JSON.stringify(d.replies.map((r: any) => r.content)),
    'no-identify entities',
    JSON.stringify(g.plainSeen),
    'identify->undefined entities',
    JSON.stringify(g.shapedEntities),
  );
  console.log('command context keys', JSON.stringify(g.ctxKeys));
  await bot.during(() => bot.client.emit('guildCreate', bot.client.guilds.cache.first()));
  console.log(
    'event context',
    JSON.stringify(g.eventCtx, (k, v) => (k === 'event' && v && typeof v === 'object' ? Object.keys(v).sort().join(',') : v)),
  );
  const flags = await import(new URL('dist/flags.js', 'file://' + ctx.cwd + '/').href).catch((e) => ({err: e.message}));
  console.log(
    'flag outside context ->',
    await (flags as any).plain?.().then(
      () => 'resolved',
      (e: any) => 'rejected: ' + e.message,
    ),
  );
  setFlagProvider({
    getFlag: async () => {
      throw new Error('provider down');
    },
    hasFlag: async () => true,
  });
  d = await bot.chatInput('probe');
  console.log(
    'getFlag throws: provider seen',
    JSON.stringify(g.provSeen),
    'reply',
    JSON.stringify(d.replies.map((r: any) => r.content)),
    'logged',
    logs.some((l) => l.includes('provider down')),
  );
  setFlagProvider({getFlag: async () => ({enabled: false}), hasFlag: async () => true});
  const before = g.provRuns;
  d = await bot.chatInput('probe');
  console.log(
    'enabled:false: decide ran',
    g.provRuns - before,
    'provider',
    JSON.stringify(g.provSeen),
    'reply',
    JSON.stringify(d.replies.map((r: any) => r.content)),
  );
  const stored = commandkit.flags.get('prov');
  console.log(
    'commandkit.flags.get(prov).execute({id}) ->',
    await stored?.execute({id: 'x'}).then(
      (v: any) => String(v),
      (e: any) => 'threw ' + e.message,
    ),
  );
}
