// Reproduces known issue dev-server-exits-on-rebuild-error with the real `commandkit dev`: a syntax error saved
// while it runs ends the dev server, and the bot it started keeps running on its own.
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {cliPath, isRunning, plain, startCli, writeBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

// The bot prints its process id, then keeps printing (as a busy bot logs) while it waits inside the app module,
// so CommandKit never logs in. `guard` adds the workaround's line.
const APP = (label: string, guard = false) =>
  `import { Client } from 'discord.js';\n` +
  (guard ? `process.on('disconnect', () => process.exit(0));\n` : '') +
  `console.log('${label} ' + process.pid);\nsetInterval(() => console.log('tick'), 300);\n` +
  `await new Promise(() => {});\nexport default new Client({ intents: [] });\n`;
const BROKEN = `import { Client } from 'discord.js';\nexport default new Client({ intents: [] ;\n`;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

function botPid(output: string, label: string): number {
  return Number(new RegExp(`${label} (\\d+)`).exec(output)![1]);
}

export async function reproduce(context: StepContext): Promise<void> {
  writeBot(context.cwd, {'src/app.ts': APP('BOT'), 'src/app/events/.gitkeep': ''});
  const dev = startCli(context, ['dev']);
  let pid = 0;
  try {
    await dev.waitFor(/BOT \d+/);
    pid = botPid(dev.output(), 'BOT');
    writeFileSync(join(context.cwd, 'src', 'app.ts'), BROKEN);
    const code = await Promise.race([dev.exited, pause(30_000).then(() => 'still running')]);
    assert.equal(code, 1, `the dev server itself exits with code 1:\n${dev.output()}`);
    assert.match(dev.output(), /Build failed/);
    await pause(3000);
    assert.equal(isRunning(pid), true, 'the bot it started is left running, detached from the terminal');
  } finally {
    dev.stop();
    if (pid && isRunning(pid)) process.kill(pid);
  }
}

export async function workaround(context: StepContext): Promise<void> {
  writeBot(context.cwd, {'src/app.ts': APP('FIRST', true), 'src/app/events/.gitkeep': ''});
  // A small shell loop restarts `commandkit dev` whenever it exits.
  const loop = spawn(
    'sh',
    ['-c', `while true; do "$0" "$1" dev; echo "dev exited"; sleep 1; done`, process.execPath, cliPath(context.projectDir)],
    {
      cwd: context.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  loop.stdout.on('data', (c) => (output += plain(String(c))));
  loop.stderr.on('data', (c) => (output += plain(String(c))));
  const waitFor = async (pattern: RegExp) => {
    for (let i = 0; i < 450 && !pattern.test(output); i++) await pause(100);
    assert.match(output, pattern);
  };
  const pids: number[] = [];
  try {
    await waitFor(/FIRST \d+/);
    pids.push(botPid(output, 'FIRST'));
    writeFileSync(join(context.cwd, 'src', 'app.ts'), BROKEN);
    await waitFor(/dev exited/);
    await pause(1000);
    assert.equal(
      isRunning(pids[0]!),
      false,
      `the disconnect listener ended the old bot with the dev server ${pids[0]}:\n${output.slice(-3000)}`,
    );
    // Fixing the error is enough: the loop's next `commandkit dev` starts the bot again.
    writeFileSync(join(context.cwd, 'src', 'app.ts'), APP('AGAIN', true));
    await waitFor(/AGAIN \d+/);
    pids.push(botPid(output, 'AGAIN'));
  } finally {
    process.kill(-loop.pid!, 'SIGTERM');
    for (const pid of pids) if (isRunning(pid)) process.kill(pid);
  }
}
