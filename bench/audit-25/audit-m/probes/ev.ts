// Audit-m probe: custom-events page. Namespaced handler files (arguments, order, awaiting, parallel, once, `_`
// files, throws, stopEvents), what emit() returns and when, namespace case, listeners added from code (arguments,
// timing, throws, once/off/removeAllListeners next to handler files), the clientReady argument order, useEvent().
import {startOfflineBot, type StepContext} from '#support';
import {claim, linesSince, pause, rec, replies, resetTrace, tag, trace} from './support.js';

export const installs = {typescript: '^5.8.3'};

const sleep = 'await new Promise((r) => setTimeout(r, 40));';

export async function reproduce(context: StepContext): Promise<void> {
  const files: Record<string, string> = {
    'src/app/events/(leveling)/levelUp/01-first.ts':
      "import { useEvent } from 'commandkit/hooks';\n" +
      `export default async function (payload, client, commandkit, extra) { ${rec("'01:start:' + JSON.stringify({ n: arguments.length, level: payload?.level, clientOk: client === globalThis.theClient, kitOk: commandkit === globalThis.theKit, event: useEvent().event, ns: useEvent().namespace })")} ${sleep} ${tag('01:end')} }\n`,
    'src/app/events/(leveling)/levelUp/02-second.ts': `export default async function (payload) { ${tag('02:start')} if (payload?.throwIn2) throw new Error('boom-02'); ${tag('02:end')} }\n`,
    'src/app/events/(leveling)/levelUp/03-third.ts': `export default function () { ${tag('03')} }\n`,
    'src/app/events/(leveling)/levelUp/_skipped.ts': `export default function () { ${tag('skipped-ran')} }\n`,
    'src/app/events/(leveling)/levelUp/00-par-a.ts': `export const parallel = true;\nexport default async function () { ${tag('par-a:start')} ${sleep} ${tag('par-a:end')} }\n`,
    'src/app/events/(leveling)/levelUp/00-par-b.ts': `export const parallel = true;\nexport default async function (p) { ${tag('par-b:start')} if (p?.throwInPar) throw new Error('boom-par'); ${tag('par-b:end')} }\n`,
    // once next to regular handlers, in a namespace of its own
    'src/app/events/(bonus)/bonusEvent/01-once.ts': `export const once = true;\nexport default async function () { ${tag('once01:start')} ${sleep} ${tag('once01:end')} }\n`,
    'src/app/events/(bonus)/bonusEvent/02-regular.ts': `export default async function () { ${tag('reg02:start')} ${sleep} ${tag('reg02:end')} }\n`,
    // stopEvents in the first handler
    'src/app/events/(stopper)/stopEvent/01-stop.ts':
      "import { stopEvents } from 'commandkit';\n" + `export default function () { ${tag('stop01')} stopEvents(); }\n`,
    'src/app/events/(stopper)/stopEvent/02-after.ts': `export default function () { ${tag('stop02-ran')} }\n`,
    // argument order for discord.js events
    'src/app/events/clientReady/args.ts': `export default function (...a) { globalThis.readyArgs = { count: a.length, firstIsSecond: a[0] === a[1], firstIsClient: a[0]?.constructor?.name, last: a[2]?.constructor?.name }; }\n`,
    'src/app/events/messageCreate/args.ts': `export default function (...a) { if (a[0]?.content === 'args?') globalThis.messageArgs = a.map((x) => x === globalThis.theClient ? 'client' : x === globalThis.theKit ? 'commandkit' : x?.constructor?.name); }\n`,
    // emitting from a command, and from a helper module that imports the instance
    'src/lib/emit-helper.ts':
      "import { commandkit } from 'commandkit';\nexport function fromHelper(level) { return commandkit.events.to('leveling').emit('levelUp', { level }); }\n",
    'src/app/commands/fire.ts':
      "import { fromHelper } from '../../lib/emit-helper';\n" +
      "export const command = { name: 'fire', description: 'd' };\n" +
      `export async function chatInput(ctx) { let delivered, helper, none, upper, err = 'none'; try { delivered = ctx.commandkit.events.to('leveling').emit('levelUp', { level: 5, throwIn2: true, throwInPar: true }); ${tag('emit-returned')} } catch (e) { err = e.message; } helper = fromHelper(6); none = ctx.commandkit.events.to('leveling').emit('nobodyListens', {}); upper = ctx.commandkit.events.to('Leveling').emit('levelUp', { level: 7 }); await ctx.interaction.reply(JSON.stringify({ delivered, helper, none, upper, err })); }\n`,
  };
  const {bot, commandkit, logs} = await startOfflineBot(context, files);
  (globalThis as any).theClient = bot.client;
  (globalThis as any).theKit = commandkit;
  await pause(100);
  claim('clientReady-args', (globalThis as any).readyArgs ?? 'not recorded (ready ran before the probe could mark the objects)');
  await bot.send('args?');
  claim('messageCreate-args', (globalThis as any).messageArgs ?? null);

  // a listener from code, added after the handler files were registered
  const codeCalls: unknown[] = [];
  const codeListener = (...a: unknown[]) => {
    codeCalls.push(a.length);
    trace().push('code-listener');
  };
  commandkit.events.to('leveling').on('levelUp', codeListener);

  resetTrace();
  let from = logs.length;
  const fire = await bot.chatInput('fire');
  await pause(400);
  claim('fire-from-command', {
    reply: replies(fire),
    trace: trace(),
    codeListenerArgCounts: codeCalls,
    errorLogs: linesSince(logs, from, /rror|boom/),
  });

  // a second emission: order with no throws
  resetTrace();
  await bot.during(() => commandkit.events.to('leveling').emit('levelUp', {level: 8}));
  await pause(300);
  claim('order-plain', trace());

  // a listener from code that throws
  commandkit.events.to('leveling').off('levelUp', codeListener);
  const thrower = () => {
    throw new Error('boom-code-listener');
  };
  commandkit.events.on('leveling', 'levelUp', thrower);
  resetTrace();
  let threw = 'no';
  try {
    commandkit.events.to('leveling').emit('levelUp', {level: 9});
  } catch (e: any) {
    threw = e.message;
  }
  await pause(300);
  claim('code-listener-throws', {reachedEmitCaller: threw, trace: trace()});
  commandkit.events.off('leveling', 'levelUp', thrower);

  // an async listener from code that rejects
  const rejections: string[] = [];
  const onRejection = (e: any) => rejections.push(String(e?.message ?? e));
  process.on('unhandledRejection', onRejection);
  const asyncThrower = async () => {
    throw new Error('boom-async-code-listener');
  };
  commandkit.events.on('leveling', 'levelUp', asyncThrower);
  let asyncThrew = 'no';
  try {
    commandkit.events.to('leveling').emit('levelUp', {level: 9});
  } catch (e: any) {
    asyncThrew = e.message;
  }
  await pause(300);
  process.off('unhandledRejection', onRejection);
  commandkit.events.off('leveling', 'levelUp', asyncThrower);
  claim('async-code-listener-rejects', {reachedEmitCaller: asyncThrew, unhandledRejections: rejections});

  // once next to a regular handler
  const bonus: unknown[] = [];
  for (let i = 0; i < 2; i++) {
    resetTrace();
    await bot.during(() => commandkit.events.to('bonus').emit('bonusEvent'));
    await pause(200);
    bonus.push([...trace()]);
  }
  claim('once-and-regular', bonus);

  // stopEvents in a handler file: later files and code listeners
  commandkit.events.to('stopper').on('stopEvent', () => trace().push('stop-code-listener'));
  resetTrace();
  await bot.during(() => commandkit.events.to('stopper').emit('stopEvent'));
  await pause(100);
  claim('stopEvents', trace());

  // code once()
  let onceCount = 0;
  commandkit.events.to('leveling').once('levelUp', () => onceCount++);
  commandkit.events.to('leveling').emit('levelUp', {level: 10});
  commandkit.events.to('leveling').emit('levelUp', {level: 11});
  await pause(300);
  claim('code-once', onceCount);

  // removeAllListeners with both names, next to handler files
  const late: string[] = [];
  commandkit.events.to('leveling').on('levelUp', () => late.push('code'));
  commandkit.events.removeAllListeners('leveling', 'levelUp');
  resetTrace();
  const stillDelivered = commandkit.events.to('leveling').emit('levelUp', {level: 12});
  await pause(300);
  claim('removeAllListeners-both-names', {emitReturned: stillDelivered, codeListener: late, handlerFiles: trace()});
}
