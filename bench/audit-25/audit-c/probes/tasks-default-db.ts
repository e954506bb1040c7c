// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// commandkit-tasks: with no options the plugin keeps its jobs in commandkit-tasks.db in the folder the bot starts from.
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {startOfflineBot} from '#support';

export default async function (ctx: any) {
  const {logs} = await startOfflineBot(ctx, {
    'commandkit.config.mjs': `import { defineConfig } from 'commandkit/config';\nimport { tasks } from '@commandkit/tasks';\nexport default defineConfig({ plugins: [tasks()] });\n`,
    'src/app/tasks/t.ts': `import { task } from '@commandkit/tasks';\nexport default task({ name: 't', schedule: '0 0 1 1 *', async execute() {} });\n`,
  });
  const {taskDriverManager} = await import('@commandkit/tasks');
  console.log(
    'CLAIM default-db',
    existsSync(join(ctx.cwd, 'commandkit-tasks.db')),
    'driver',
    taskDriverManager.driver?.constructor?.name,
    'interval',
    taskDriverManager.driver?.getPollingInterval?.(),
  );
  console.log(
    'CLAIM logs',
    logs
      .filter((l) => /task/i.test(l))
      .slice(0, 4)
      .join(' / '),
  );
}
