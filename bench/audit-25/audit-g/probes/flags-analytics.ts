// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-g: sampled analytics and feature-flag texts (rows 29, 33, 34, 45, 48, 64, 70), on a started offline bot.
import {startOfflineBot} from '#support';

const claim = (id: string, ...v: unknown[]) => console.log('CLAIM', id, ...v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const FLAGS = `import { flag } from 'commandkit/flag';
globalThis.flagSeen = [];
export const beta = flag({
  key: 'beta',
  identify: (ctx) => { globalThis.flagSeen.push({ command: ctx.command === null ? null : typeof ctx.command, event: ctx.event ? { name: ctx.event.event, ns: ctx.event.namespace, args: ctx.event.arguments.length, as: ctx.event.argumentsAs('messageCreate') === ctx.event.arguments } : null }); return { user: 'u1' }; },
  decide: ({ entities, provider }) => { globalThis.flagSeen.push({ decideProvider: provider, entities }); return true; },
});
`;

export default async function (ctx: any) {
  const g = globalThis as any;
  const {bot, commandkit, logs} = await startOfflineBot(ctx, {
    'src/flags.ts': FLAGS,
    'src/app/commands/quiet.ts': `import { noAnalytics, track } from 'commandkit/analytics';\nexport const command = { name: 'quiet', description: 'q' };\nexport async function chatInput(ctx) { noAnalytics(); await track({ name: 'inside_quiet' }); await ctx.interaction.reply('ok'); }\n`,
    'src/app/commands/broken.ts': `export const command = { name: 'broken', description: 'b' };\nexport async function chatInput(ctx) { throw new Error('broken handler'); }\n`,
    'src/app/commands/beta.ts': `import { beta } from '../../flags';\nexport const command = { name: 'beta', description: 'b' };\nexport async function chatInput(ctx) { await beta(); await ctx.interaction.reply('ok'); }\n`,
    'src/app/events/messageCreate/flagged.ts': `import { beta } from '../../../flags';\nexport default async function () { await beta(); }\n`,
  });
  const {setFlagProvider} = await import('commandkit'); // not in commandkit/flag: known issue flag-entry-missing-setflagprovider
  const got: any[] = [];
  const engine = commandkit.analytics;
  // 29: no provider -> returns
  claim('29 track without provider', await engine.track({name: 'x'}));
  engine.registerProvider({name: 'Recorder', track: async (_e, ev) => got.push({name: ev.name, data: ev.data})});
  await bot.chatInput('quiet');
  await sleep(200);
  claim(
    '29 noAnalytics(): events the provider got',
    got.map((e) => e.name),
  );
  got.length = 0;
  await bot.chatInput('broken');
  await sleep(200);
  claim(
    '34 failed run as analytics sees it',
    got.map((e) => [e.name, e.data && {error: e.data.error ?? e.data.success ?? null}]),
  );
  engine.setFilter(() => false);
  got.length = 0;
  await engine.track({name: 'filtered'});
  engine.setFilter(() => {
    throw new Error('filter boom');
  });
  claim(
    '29 filter rejects',
    got.length,
    'filter throwing ->',
    await engine.track({name: 'x'}).then(
      () => 'resolved',
      (e) => 'rejected ' + e.message,
    ),
    'logged',
    logs.some((l) => l.includes('filter boom')),
  );
  engine.setFilter(null);
  engine.registerProvider({
    name: 'BoomProvider',
    track: async () => {
      throw new Error('provider boom');
    },
  });
  claim(
    '29/45 provider throwing ->',
    await engine.track({name: 'evt'}).then(
      () => 'resolved',
      (e) => 'rejected',
    ),
    'log line',
    logs.filter((l) => l.includes('provider boom') || l.includes('BoomProvider')).slice(0, 1),
  );
  // 33/70: provider throwing -> logged, decide gets provider null; entities from identify
  setFlagProvider({
    getFlag: async (key, entities) => {
      g.providerEntities = entities;
      throw new Error('flag provider down');
    },
  });
  g.flagSeen = [];
  await bot.chatInput('beta');
  claim(
    '33/70 getFlag throws',
    'entities given to provider',
    g.providerEntities,
    'decide',
    g.flagSeen.filter((s) => 'decideProvider' in s),
    'logged',
    logs.some((l) => l.includes('flag provider down')),
  );
  setFlagProvider({getFlag: async () => ({enabled: true, config: {}})});
  g.flagSeen = [];
  await bot.send('hello');
  await sleep(100);
  claim(
    '48/64 flag in an event listener',
    g.flagSeen.filter((s) => 'command' in s),
  );
  process.exit(0);
}
