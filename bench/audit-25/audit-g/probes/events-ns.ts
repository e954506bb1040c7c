// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-g row 32 (AppEventsHandler): listener grouping inside a namespace, and the stopEvents() signal.
import {startOfflineBot} from '#support';

const claim = (id: string, ...v: unknown[]) => console.log('CLAIM', id, ...v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rec = (name: string) => `export default function () { (globalThis.ran ??= []).push('${name}'); }\n`;

export default async function (ctx: any) {
  const g = globalThis as any;
  const {bot, commandkit, logs} = await startOfflineBot(ctx, {
    'src/app/events/(audit)/ping/listen.ts': rec('ping/listen'),
    'src/app/events/(audit)/halt/a-stop.ts': `import { stopEvents } from 'commandkit';\nexport default function () { (globalThis.ran ??= []).push('halt/a-stop'); stopEvents(); }\n`,
    'src/app/events/(audit)/halt/b-after.ts': rec('halt/b-after'),
  });
  claim(
    '32 loaded',
    logs.filter((l) => /Loaded event/.test(l)).map((l) => l.replace(/^.*Loaded/, 'Loaded')),
  );
  g.ran = [];
  await bot.during(() => commandkit.events.to('audit').emit('ping'));
  await sleep(50);
  claim('32 emit ping ran', g.ran);
  g.ran = [];
  await bot.during(() => commandkit.events.to('audit').emit('halt'));
  await sleep(50);
  claim(
    '32 emit halt ran',
    g.ran,
    'stop logged as error',
    logs.some((l) => /Error handling event/.test(l)),
  );
  process.exit(0);
}
