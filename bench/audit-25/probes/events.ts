// Audit probe: events/* pages (discord.js events, custom events, stopEvents).
import {startOfflineBot, runCli, type StepContext} from '#support';
import {existsSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

export const installs = {typescript: '^5.8.3'};
const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);
const calls = (): string[] => ((globalThis as any).ev ??= []);
const reset = () => ((globalThis as any).ev = []);
const rec = (s: string) => `(globalThis.ev ??= []).push(${s});`;

export async function reproduce(context: StepContext): Promise<void> {
  const files: Record<string, string> = {
    'src/app/events/messageCreate/2-count.ts': `export default async function (m, client, ck, extra) { await new Promise((r) => setTimeout(r, 30)); ${rec("'2-count args=' + [typeof m?.content, client?.constructor?.name, ck?.constructor?.name, typeof extra].join('/') + ' var=' + JSON.stringify(getV())")} }\nimport { getEventWorkerContext } from 'commandkit';\nfunction getV() { return getEventWorkerContext().variables.get('x') ?? null; }\n`,
    'src/app/events/messageCreate/10-log.ts': `import { getEventWorkerContext } from 'commandkit';\nimport { useEvent } from 'commandkit/hooks';\nexport default function (m) { const e = useEvent(); ${rec("'10-log event=' + e.event + ' ns=' + e.namespace + ' listeners=' + e.listeners.length + ' path=' + String(e.path).split('/').slice(-2).join('/') + ' varBefore=' + JSON.stringify(getEventWorkerContext().variables.get('x') ?? null)")} getEventWorkerContext().variables.set('x', m.content); if (m.content === 'throw') throw new Error('listener boom'); if (m.content === 'stop') helper(); if (m.content === 'swallow') { try { helper(); } catch {} } }\nimport { stopEvents } from 'commandkit';\nfunction helper() { stopEvents(); }\n`,
    'src/app/events/messageCreate/3-last.ts': `export default function (m) { ${rec("'3-last'")} }\n`,
    'src/app/events/messageCreate/_skip.ts': `export default function () { ${rec("'_skip ran'")} }\n`,
    'src/app/events/messageCreate/notes.json': '{"a":1}',
    'src/app/events/messageCreate/00-once.ts': `import { stopEvents } from 'commandkit';\nexport const once = true;\nexport default function (m) { ${rec("'00-once'")} if (m.content === 'stoponce') stopEvents(); }\n`,
    'src/app/events/messageCreate/01-once.ts': `export const once = true;\nexport default function () { ${rec("'01-once'")} }\n`,
    'src/app/events/stray.ts': `export default function () { ${rec("'stray ran'")} }\n`,
    'src/app/events/guildCreate/nodefault.ts': `export const x = 1;\n`,
    'src/app/events/typingStart/_only.ts': `export default function () {}\n`,
    'src/app/events/(leveling)/levelUp/01-announce.ts': `import { stopEvents } from 'commandkit';\nexport default async function (p, client, ck) { await new Promise((r) => setTimeout(r, 50)); ${rec("'levelUp 01 args=' + [typeof p, client?.constructor?.name, ck?.constructor?.name].join('/')")} if (p?.stop) stopEvents(); if (p?.throw) throw new Error('custom boom'); }\n`,
    'src/app/events/(leveling)/levelUp/02-reward.ts': `export default function (p) { ${rec("'levelUp 02'")} }\n`,
    'src/app/commands/emit.ts': `export const command = { name: 'emit', description: 'e' };\nexport async function chatInput(ctx) { try { ctx.commandkit.events.to('x'); globalThis.stopInCommand = 'n/a'; const { stopEvents } = await import('commandkit'); stopEvents(); } catch (e) { globalThis.stopInCommand = e.message; } await ctx.interaction.reply('ok'); }\n`,
  };
  let started: any;
  try {
    started = await startOfflineBot(context, files);
  } catch (e: any) {
    console.log(
      'NOTE ' +
        JSON.stringify(
          String(e.message)
            .replace(/\u001b\[[0-9;]*m/g, '')
            .split('\n')
            .filter((l) => /\S/.test(l))
            .slice(6, 30)
            .join('\n'),
        ),
    );
    throw e;
  }
  const {bot, commandkit, logs} = started;
  claim('startup-logs', logs.filter((l) => /event|warn|error|fail/i.test(l) && !/Command/.test(l)).slice(0, 12));
  claim(
    'events-loaded',
    commandkit.eventHandler.getEvents().map((e: any) => `${e.namespace ?? ''}:${e.event ?? e.name}`),
  );
  reset();
  await bot.send('first');
  await new Promise((r) => setTimeout(r, 300));
  claim('first-emission', calls());
  reset();
  await bot.send('second');
  await new Promise((r) => setTimeout(r, 300));
  claim('second-emission', calls());
  reset();
  const before = logs.length;
  await bot.send('throw');
  await new Promise((r) => setTimeout(r, 300));
  claim('throw', {
    calls: calls(),
    logs: logs
      .slice(before)
      .filter((l) => /boom|error/i.test(l))
      .slice(0, 3),
  });
  reset();
  await bot.send('stop');
  await new Promise((r) => setTimeout(r, 300));
  claim('stop-from-helper', calls());
  reset();
  await bot.send('swallow');
  await new Promise((r) => setTimeout(r, 300));
  claim('swallowed-stop', calls());

  // custom events
  reset();
  const r1 = commandkit.events.to('leveling').emit('levelUp', {level: 5});
  calls().push('emit returned ' + r1);
  await new Promise((r) => setTimeout(r, 300));
  claim('custom-emit', calls());
  claim('custom-emit-no-listener', {
    wrongCase: commandkit.events.to('Leveling').emit('levelUp', {}),
    unknown: commandkit.events.to('leveling').emit('nothing', {}),
  });
  reset();
  commandkit.events.to('leveling').on('levelUp', (...a: unknown[]) => calls().push('plain listener args=' + a.length));
  commandkit.events.to('leveling').emit('levelUp', {stop: true});
  await new Promise((r) => setTimeout(r, 300));
  claim('custom-plain-listener-and-stop', calls());
  reset();
  const b2 = logs.length;
  let reached = 'no';
  try {
    commandkit.events.to('leveling').emit('levelUp', {throw: true});
  } catch {
    reached = 'yes';
  }
  await new Promise((r) => setTimeout(r, 300));
  claim('custom-throw', {
    errorReachedEmitter: reached,
    calls: calls(),
    logs: logs
      .slice(b2)
      .filter((l) => /boom|error/i.test(l))
      .slice(0, 2),
  });
  const {stopEvents} = await import('commandkit');
  try {
    stopEvents();
  } catch (e: any) {
    claim('stopEvents-outside', {message: e.message, ctor: e.constructor.name, code: e.code ?? null});
  }
  await bot.chatInput('emit');
  claim('stopEvents-in-command', (globalThis as any).stopInCommand);

  // create event CLI
  const c1 = runCli(context, ['create', 'event', 'messageCreate']);
  const c2 = runCli(context, ['create', 'event', 'messageCreate']);
  const dir = join(context.cwd, 'src/app/events/messageCreate');
  claim('create-event', {
    status: [c1.status, c2.status],
    files: existsSync(dir) ? readdirSync(dir).filter((f) => !/^(\d|_|notes)/.test(f)) : null,
    out: (c1.output + c2.output).slice(0, 300),
  });
}
