// Audit-e probe: events/* claims the earlier probes did not cover (parallel and once groups, custom namespaces,
// listeners added from code, where stopEvents() and the hooks work, folder names nobody checks).
import {startOfflineBot, type StepContext} from '#support';
import {claim, linesSince, pause, rec, resetTrace, tag, trace} from './support.js';

export const installs = {typescript: '^5.8.3'};

const APP =
  "import { Client } from 'discord.js';\nimport { commandkit, stopEvents } from 'commandkit';\n" +
  'globalThis.eventsAtAppTop = typeof commandkit.events;\n' +
  "const client = new Client({ intents: ['Guilds', 'GuildMessages', 'MessageContent'] });\n" +
  "client.on('messageCreate', (m) => { (globalThis.log ??= []).push('manual client.on'); if (m.content === 'manualstop') { try { stopEvents(); } catch (e) { globalThis.manualStop = String(e?.message) + ' code=' + String(e?.code?.toString?.()); } } });\n" +
  'export default client;\n';

export async function reproduce(context: StepContext): Promise<void> {
  process.on(
    'uncaughtException',
    (e: any) => void ((globalThis as any).uncaught ??= []).push(`${e?.message || '(no message)'} code=${String(e?.code?.toString?.())}`),
  );
  process.on(
    'unhandledRejection',
    (e: any) => void ((globalThis as any).unhandled ??= []).push(`${e?.message || '(no message)'} code=${String(e?.code?.toString?.())}`),
  );
  const files: Record<string, string> = {
    'src/app.ts': APP,
    // regular and once groups, with a stop in each
    'src/app/events/messageCreate/01-reg.ts':
      "import { stopEvents, getEventWorkerContext } from 'commandkit';\n" +
      `export default async function (m) { ${tag('01-reg')} if (m.content === 'stopboth') stopEvents(); if (m.content === 'later') setTimeout(() => stopEvents(), 10); if (m.content === 'code') { try { stopEvents(); } catch (e) { globalThis.stopCode = String(e.code?.toString?.()) + ' ' + e.constructor.name; throw e; } } }\n`,
    'src/app/events/messageCreate/02-reg.ts': `export default function () { ${tag('02-reg')} }\n`,
    'src/app/events/messageCreate/00-once.ts': `import { stopEvents } from 'commandkit';\nexport const once = true;\nexport default function (m) { ${tag('00-once')} if (m.content === 'stopboth') stopEvents(); }\n`,
    'src/app/events/messageCreate/05-once.ts': `export const once = true;\nexport default function () { ${tag('05-once')} }\n`,
    // parallel groups on another event (emitted by hand)
    'src/app/events/(par)/tick/p1.ts':
      "import { getEventWorkerContext } from 'commandkit';\nexport const parallel = true;\n" +
      `export default async function () { ${tag('p1:start')} getEventWorkerContext().variables.set('fromP1', 'yes'); await new Promise((r) => setTimeout(r, 100)); ${tag('p1:end')} }\n`,
    'src/app/events/(par)/tick/p2.ts': `export const parallel = true;\nexport default async function () { ${tag('p2:start')} throw new Error('p2 boom'); }\n`,
    'src/app/events/(par)/tick/a-seq.ts':
      "import { getEventWorkerContext } from 'commandkit';\n" +
      `export default function () { ${rec("'seq sees fromP1=' + getEventWorkerContext().variables.get('fromP1')")} }\n`,
    'src/app/events/(par)/tick/o1.ts':
      "import { getEventWorkerContext } from 'commandkit';\nexport const once = true;\nexport const parallel = true;\n" +
      `export default async function () { getEventWorkerContext().variables.set('o', 'o1'); ${tag('o1')} }\n`,
    'src/app/events/(par)/tick/o2.ts':
      "import { getEventWorkerContext } from 'commandkit';\nexport const once = true;\nexport const parallel = true;\n" +
      `export default async function () { await new Promise((r) => setTimeout(r, 30)); ${rec("'o2 sees o=' + getEventWorkerContext().variables.get('o')")} }\n`,
    // a custom namespace: ordering, _ files, once, useEvent
    'src/app/events/(game)/roundEnd/01-summary.ts':
      "import { useEvent } from 'commandkit/hooks';\n" +
      `export default function (round, client, ck, extra) { const e = useEvent(); ${rec("'01 event=' + e.event + ' ns=' + e.namespace + ' args=' + [typeof round, client?.constructor?.name, ck?.constructor?.name, typeof extra].join('/')")} }\n`,
    'src/app/events/(game)/roundEnd/_skip.ts': `export default function () { ${tag('_skip ran')} }\n`,
    'src/app/events/(game)/roundEnd/02-once.ts': `export const once = true;\nexport default function () { ${tag('02-once')} }\n`,
    // clientReady: what the handler receives
    'src/app/events/clientReady/args.ts': `export default function (a, b, c, d) { globalThis.readyArgs = [a?.constructor?.name, b?.constructor?.name, a === b, c?.constructor?.name, typeof d]; }\n`,
    // a folder name that is not a discord.js event
    'src/app/events/messageCreated/typo.ts': `export default function () { ${tag('typo ran')} }\n`,
    // commandkit.events when a command module loads
    'src/app/commands/probe.ts':
      "import { commandkit } from 'commandkit';\nglobalThis.eventsAtCommandLoad = typeof commandkit.events;\nexport const command = { name: 'probe', description: 'p' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('ok'); }\n",
  };
  const {bot, commandkit, logs} = await startOfflineBot(context, files);
  claim('events-property', {atAppTop: (globalThis as any).eventsAtAppTop, atCommandLoad: (globalThis as any).eventsAtCommandLoad});
  claim('startup-event-lines', linesSince(logs, 0, /event|warn/i).concat(linesSince(logs, 0, /Registered event (tick|messageCreated)/)));
  claim('clientReady-args', (globalThis as any).readyArgs);

  resetTrace();
  await bot.send('stopboth');
  await pause(200);
  claim('stop-in-each-group', trace());
  resetTrace();
  await bot.send('second');
  await pause(200);
  claim('second-emission', trace());
  resetTrace();
  await bot.send('manualstop');
  await pause(100);
  claim('manual-listener', {trace: trace(), manualStop: (globalThis as any).manualStop});
  resetTrace();
  await bot.send('code');
  await pause(100);
  claim('stop-signal-code', {trace: trace(), code: (globalThis as any).stopCode});
  resetTrace();
  let from = logs.length;
  await bot.send('later');
  await pause(300);
  claim('stop-from-setTimeout', {
    trace: trace(),
    uncaught: (globalThis as any).uncaught ?? [],
    unhandled: (globalThis as any).unhandled ?? [],
    logs: linesSince(logs, from, /rror|stop/i),
  });

  // parallel
  resetTrace();
  from = logs.length;
  const emitted = commandkit.events.to('par').emit('tick');
  await pause(400);
  claim('parallel', {emitted, trace: trace(), logs: linesSince(logs, from, /rror/)});
  resetTrace();
  commandkit.events.to('par').emit('tick');
  await pause(300);
  claim('parallel-second-emission', trace());

  // custom namespace
  resetTrace();
  const plain: unknown[] = [];
  const fn = (...args: unknown[]) => plain.push(args.length);
  commandkit.events.on('game', 'roundEnd', fn);
  commandkit.events.to('game').emit('roundEnd', {n: 1});
  await pause(200);
  claim('custom-first', {trace: trace(), plainListenerCalls: [...plain]});
  resetTrace();
  commandkit.events.to('game').off('roundEnd', fn);
  commandkit.events.to('game').emit('roundEnd', {n: 2});
  await pause(200);
  claim('custom-second-after-off', {trace: trace(), plainListenerCalls: [...plain]});
  resetTrace();
  await bot.send('x');
  await pause(100);
  claim('typo-folder-after-message', trace());

  // hooks outside handlers
  const hooks: any = await import('commandkit/hooks');
  const attempt = (f: () => any) => {
    try {
      const v = f();
      return v?.constructor?.name ?? String(v);
    } catch (e: any) {
      return 'THROWS ' + e.message;
    }
  };
  const outside = {
    useClient: attempt(() => hooks.useClient()),
    useCommandKit: attempt(() => hooks.useCommandKit()),
    useEvent: attempt(() => hooks.useEvent()),
  };
  const inTimer = await new Promise((r) =>
    setTimeout(() => r({useClient: attempt(() => hooks.useClient()), useCommandKit: attempt(() => hooks.useCommandKit())}), 5),
  );
  claim('hooks-outside', {outside, inTimer});
}
