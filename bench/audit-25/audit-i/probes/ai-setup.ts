// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-i: the AI plugin without src/ai.ts, with an ai.ts that never calls configureAI, and `commandkit create ai`.
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {AI_PLUGIN_CONFIG, runCli, startOfflineBot} from '#support';
import {attempt, claim, logsMatching} from './support.js';

export default async function (ctx: any) {
  // `commandkit create ai` in a TypeScript project (tsconfig.json present) and without a src folder.
  const dir = ctx.cwd;
  mkdirSync(join(dir, 'missing'), {recursive: true});
  writeFileSync(join(dir, 'commandkit.config.mjs'), AI_PLUGIN_CONFIG);
  const noSrc = runCli(ctx, ['create', 'ai']);
  claim(
    'create ai without src/',
    noSrc.output
      .split('\n')
      .filter((l: string) => /src|ai/i.test(l))
      .slice(-2),
  );
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'tsconfig.json'), '{}');
  const made = runCli(ctx, ['create', 'ai']);
  claim('create ai: status, file', {status: made.status, ts: existsSync(join(dir, 'src/ai.ts')), js: existsSync(join(dir, 'src/ai.js'))});
  claim('create ai: template calls', readFileSync(join(dir, 'src/ai.ts'), 'utf8').match(/configureAI|openai\('[^']+'\)|selectAiModel/g));

  // A bot listing ai() with no src/ai.ts.
  const started = await attempt(async () => {
    const {logs} = await startOfflineBot(
      {...ctx, cwd: join(dir, 'missing')},
      {
        'commandkit.config.mjs': AI_PLUGIN_CONFIG,
        'src/app.ts': "import { Client } from 'discord.js';\nexport default new Client({ intents: ['Guilds'] });\n",
      },
    );
    return logsMatching(logs, /ai|plugin/i).slice(0, 4);
  });
  claim('no src/ai.ts: start()', started);
  process.exit(0);
}
