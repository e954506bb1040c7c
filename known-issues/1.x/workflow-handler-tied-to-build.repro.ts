// Reproduces known issue workflow-handler-tied-to-build: the handler a build writes into the installed
// @commandkit/workflow is replaced by the package's own (empty) one, as a fresh install does; the bot starts, no
// server listens, and the first run crashes the process. The workaround builds after that install.
import assert from 'node:assert/strict';
import {readFileSync, writeFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {freePort, startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3', workflow: '4.0.1-beta.12', '@workflow/builders': '4.0.1-beta.8'};

const FILES = {
  'commandkit.config.mjs':
    "import { defineConfig } from 'commandkit/config';\nimport { workflow } from '@commandkit/workflow';\n" +
    'export default defineConfig({ plugins: [workflow()] });\n',
  'src/workflows/greet.ts':
    "async function greet(name: string) {\n  'use step';\n  return `hello ${name}`;\n}\n" +
    "export async function greetWorkflow(name: string) {\n  'use workflow';\n  return greet(name);\n}\n",
  'src/app/commands/greet.ts':
    "import type { ChatInputCommand } from 'commandkit';\nimport { start } from 'workflow/api';\n" +
    "import { greetWorkflow } from '../../workflows/greet';\n" +
    "export const command = { name: 'greet', description: 'Start a run' };\n" +
    'export const chatInput: ChatInputCommand = async (ctx) => {\n' +
    "  const run = await start(greetWorkflow, ['reader']);\n" +
    '  (globalThis as any).greetRun = run;\n' +
    "  await ctx.interaction.reply('started');\n};\n",
};

// The package ships its handler as an empty module; `npm ci` after a build puts that file back.
const SHIPPED_HANDLER = 'export {};\n';

function handlerFile(): string {
  return fileURLToPath(import.meta.resolve('@commandkit/workflow/handler'));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function reproduce(context: StepContext): Promise<void> {
  process.env.PORT = String(await freePort());
  let built = '';
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => void crashes.push(error);
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
  try {
    const {bot} = await startOfflineBot(context, FILES, {
      afterBuild: () => {
        built = readFileSync(handlerFile(), 'utf8');
        writeFileSync(handlerFile(), SHIPPED_HANDLER);
      },
    });
    assert.match(built, /\.compiled-workflows\/steps\.js/, "the build writes the bundles' paths into the package");
    const run = await bot.chatInput('greet');
    assert.deepEqual(
      run.replies.map((m: {content: string}) => m.content),
      ['started'],
      'the bot starts and answers',
    );
    for (let i = 0; i < 50 && !crashes.length; i++) await sleep(200);
    assert.match(String((crashes[0] as Error)?.cause ?? crashes[0]), /ECONNREFUSED/, 'the run fails: nothing listens on PORT');
  } finally {
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
    if (built) writeFileSync(handlerFile(), built);
  }
}

export async function workaround(context: StepContext): Promise<void> {
  process.env.PORT = String(await freePort());
  // The fresh install first, then the build, in the folder the bot starts from.
  writeFileSync(handlerFile(), SHIPPED_HANDLER);
  const {bot} = await startOfflineBot(context, FILES);
  await bot.chatInput('greet');
  const run = (globalThis as {greetRun?: {returnValue: Promise<string>}}).greetRun;
  assert.equal(await Promise.race([run?.returnValue, sleep(20_000).then(() => 'no result')]), 'hello reader');
}
