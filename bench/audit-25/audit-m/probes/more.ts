// Audit-m probe: claims first checked on the code path only. Subcommand options read from a message, a middleware
// exporting a non-function under `beforeExecute`, and the pages' subpath imports under the template's tsconfig.
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {startOfflineBot, typeCheckReaderFiles, type StepContext} from '#support';
import {claim, linesSince, post, replies, resetTrace, tag, trace} from './support.js';

export const installs = {typescript: '^5.8.3'};

export async function reproduce(context: StepContext): Promise<void> {
  const {bot, logs} = await startOfflineBot(context, {
    'src/app/commands/(bad)/+middleware.ts': 'export const beforeExecute = "not a function";\n',
    'src/app/commands/(bad)/badfn.ts': `export const command = { name: 'badfn', description: 'd' };\nexport async function chatInput(ctx) { ${tag('badfn-handler')} await ctx.interaction.reply('ok'); }\n`,
    'src/app/commands/sub.ts':
      "export const command = { name: 'sub', description: 'd', options: [{ name: 'add', description: 'd', type: 1, options: [{ name: 'n', description: 'd', type: 4 }] }, { name: 'top', description: 'd', type: 4 }] };\n" +
      "export async function chatInput(ctx) { await ctx.interaction.reply('x'); }\n" +
      "export async function message(ctx) { await ctx.message.reply(JSON.stringify({ n: ctx.options.getInteger('n'), top: ctx.options.getInteger('top') })); }\n",
  });
  claim('non-function-middleware', linesSince(logs, 0, /middleware/i).slice(0, 1));
  resetTrace();
  await bot.chatInput('badfn');
  claim('non-function-middleware-run', trace());
  claim('subcommand-option-from-message', replies(await post(bot, '!sub add n:5 top:7')));

  writeFileSync(
    join(context.cwd, 'imports-probe.ts'),
    "import { Logger } from 'commandkit/logger';\nimport { useStore, useEvent } from 'commandkit/hooks';\nimport { defineConfig } from 'commandkit/config';\n" +
      'export const used = [Logger, useStore, useEvent, defineConfig];\n',
  );
  const tc = typeCheckReaderFiles(context.cwd, context.projectDir, ['imports-probe.ts']);
  claim('subpath-imports-template-tsconfig', tc.ok ? 'compiles' : tc.output.split('\n').filter((l) => /error TS/.test(l)));
}
