// Shared by audit-h's probes: a real `commandkit dev` / `start` session driven like a reader's terminal, with the
// bot kept off Discord by a preload module the CLI hands to the bot process through CK_NODE_OPTIONS.
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {cliPath, isRunning, plain, runCli, type StepContext} from '#support';

export const claim = (id: string, observed: unknown): void => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);
export const pause = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * The preload: the first `client.login()` hands the client to the offline bot kit (run-probe.ts transpiles it next
 * to the probe's folder), logs in offline and then polls `trigger.txt` in the bot's folder: each line written there
 * is run as a slash command (or sent as a message when it starts with `msg:`) and its replies are printed with the bot's process id.
 */
export function writeOfflinePreload(context: StepContext): string {
  // The kit sits in the run's work folder, a parent of the bot's folder.
  let dir = context.cwd;
  while (!existsSync(join(dir, 'bot-kit', 'index.js')) && dirname(dir) !== dir) dir = dirname(dir);
  const kit = pathToFileURL(join(dir, 'bot-kit', 'index.js')).href;
  const file = join(context.cwd, 'offline-login.mjs');
  writeFileSync(
    file,
    `import { Client } from 'discord.js';
import { takeOffline } from '${kit}';
import { existsSync, readFileSync, rmSync } from 'node:fs';
Client.prototype.login = async function (token) {
  const bot = takeOffline(this);
  console.log('OFFLINE-LOGIN pid=' + process.pid + ' token=' + (token ?? this.token ?? 'none') + ' NODE_ENV=' + process.env.NODE_ENV + ' execArgv=' + process.execArgv.join(' '));
  const puts = () => bot.rest.requests.filter((r) => r.method.toUpperCase() === 'PUT' && r.path.includes('/commands')).map((r) => r.body.map((c) => c.name).join('+'));
  setInterval(async () => {
    if (!existsSync('trigger.txt')) return;
    let names;
    try { names = readFileSync('trigger.txt', 'utf8').trim().split('\\n'); rmSync('trigger.txt'); } catch { return; }
    for (const name of names) {
      const run = name.startsWith('msg:') ? await bot.send(name.slice(4)) : await bot.chatInput(name);
      console.log('RUN pid=' + process.pid + ' ' + name + ' -> ' + JSON.stringify(run.replies.map((m) => m.content)) + ' errors=' + run.errors.length + ' puts=' + JSON.stringify(puts()));
    }
  }, 150); // keeps the process alive as the gateway's socket would
  const out = await this.login(token);
  setTimeout(() => console.log('PUTS pid=' + process.pid + ' ' + JSON.stringify(puts())), 1500);
  return out;
};
`,
  );
  return pathToFileURL(file).href;
}

export interface Session {
  child: ChildProcess;
  text(): string;
  /** Text printed since `mark` (an index into text()). */
  since(mark: number): string;
  waitFor(pattern: RegExp, from?: number, ms?: number): Promise<string>;
  type(line: string): void;
  exited: Promise<{code: number | null; signal: NodeJS.Signals | null}>;
  ended(): boolean;
}

/** Starts `commandkit <args>` in its own process group, as a terminal would (Ctrl+C reaches the whole group). */
export function startSession(context: StepContext, args: string[], env: NodeJS.ProcessEnv): Session {
  const child = spawn(process.execPath, [cliPath(context.projectDir), ...args], {
    cwd: context.cwd,
    env: {...process.env, ...env},
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  let text = '';
  let done = false;
  const collect = (c: Buffer) => void (text += plain(c.toString()));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<{code: number | null; signal: NodeJS.Signals | null}>((resolve) =>
    child.on('exit', (code, signal) => {
      done = true;
      resolve({code, signal});
    }),
  );
  return {
    child,
    text: () => text,
    since: (mark) => text.slice(mark),
    ended: () => done,
    exited,
    type: (line) => void child.stdin!.write(`${line}\n`),
    waitFor: async (pattern, from = 0, ms = 90_000) => {
      const end = Date.now() + ms;
      for (;;) {
        const m = pattern.exec(text.slice(from));
        if (m) return m[0];
        if (done) throw new Error(`ended before ${pattern}:\n${text.slice(from).slice(-2000)}`);
        if (Date.now() > end) throw new Error(`timed out waiting for ${pattern}:\n${text.slice(from).slice(-2000)}`);
        await pause(100);
      }
    },
  };
}

/** Runs slash commands in the live bot(s) through the preload's trigger file; resolves with the RUN lines. */
export async function trigger(context: StepContext, s: Session, names: string[], ms = 20_000): Promise<string[]> {
  const mark = s.text().length;
  writeFileSync(join(context.cwd, 'trigger.txt'), names.join('\n'));
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const lines = s
      .since(mark)
      .split('\n')
      .filter((l) => l.startsWith('RUN '));
    if (lines.length >= names.length) return lines;
    await pause(100);
  }
  return [
    ...s
      .since(mark)
      .split('\n')
      .filter((l) => l.startsWith('RUN ')),
    `(no run within ${ms} ms)`,
  ];
}

/** Lines of `text` matching `re`, at most `n`. */
export function grep(text: string, re: RegExp, n = 12): string[] {
  return text
    .split('\n')
    .filter((l) => re.test(l))
    .map((l) => l.trim())
    .slice(0, n);
}

export function pids(text: string): number[] {
  return [...text.matchAll(/OFFLINE-LOGIN pid=(\d+)/g)].map((m) => Number(m[1]));
}

export function alive(list: number[]): Record<number, boolean> {
  return Object.fromEntries(list.map((p) => [p, isRunning(p)]));
}

export function readIf(file: string): string | null {
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

// Small offline projects for the probes that check one claim each.
export const CONFIG = (body = '{}') => `import { defineConfig } from 'commandkit/config';\nexport default defineConfig(${body});\n`;
export const APP =
  "import { Client } from 'discord.js';\nexport default new Client({ intents: ['Guilds', 'GuildMessages', 'MessageContent'] });\n";
export const READY = {'src/app/events/clientReady/log.ts': "export default function () { console.log('READY-LISTENER'); }\n"};
export const PING =
  "export const command = { name: 'ping', description: 'p' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('pong'); }\nexport async function message(ctx) { await ctx.message.reply('prefix pong'); }\n";

export function project(context: StepContext, name: string, files: Record<string, string>): StepContext {
  const dir = join(context.cwd, name);
  for (const [f, text] of Object.entries({'package.json': JSON.stringify({type: 'module'}), ...files})) {
    mkdirSync(join(dir, f, '..'), {recursive: true});
    writeFileSync(join(dir, f), text);
  }
  return {...context, cwd: dir};
}

/** Builds (unless `dev`), starts offline, runs `runs`, stops with Ctrl+C; returns the whole output. */
export async function session(
  ctx: StepContext,
  runs: string[],
  mode: 'start' | 'dev' = 'start',
  env: NodeJS.ProcessEnv = {},
  readyPattern = /PUTS pid=/,
): Promise<string> {
  if (mode === 'start') {
    const b = runCli(ctx, ['build']);
    if (b.status !== 0) return `BUILD FAILED ${b.status}\n${b.output}`;
  }
  const s = startSession(ctx, [mode], {CK_NODE_OPTIONS: `--import=${writeOfflinePreload(ctx)}`, ...env});
  try {
    await s.waitFor(readyPattern, 0, 60_000);
    await pause(300);
    if (runs.length) await trigger(ctx, s, runs);
    return s.text();
  } catch (e) {
    return `${s.text()}\nSESSION: ${String(e).split('\n')[0]}`;
  } finally {
    for (const p of pids(s.text())) if (isRunning(p)) process.kill(p, 'SIGKILL');
    try {
      process.kill(-s.child.pid!, 'SIGKILL');
    } catch {}
  }
}
export const runs = (out: string) => grep(out, /^RUN /).map((l) => l.replace(/^RUN pid=\d+ /, '').replace(/ errors=.*/, ''));
