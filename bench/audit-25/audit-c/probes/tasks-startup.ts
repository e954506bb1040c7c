// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// commandkit-tasks: "If the default SQLite driver cannot be created ... the plugin logs the error and then fails to
// activate because no driver is set, which stops the bot from starting", and "(the folder must exist)" for
// sqliteDriverDatabasePath. Also the default database file in the folder the bot starts from.
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {startOfflineBot} from '#support';

export default async function (ctx: any) {
  try {
    const {logs} = await startOfflineBot(ctx, {
      'commandkit.config.mjs': `import { defineConfig } from 'commandkit/config';\nimport { tasks } from '@commandkit/tasks';\nexport default defineConfig({ plugins: [tasks({ sqliteDriverDatabasePath: './no-such-folder/tasks.db' })] });\n`,
      'src/app/tasks/t.ts': `import { task } from '@commandkit/tasks';\nexport default task({ name: 't', async execute() {} });\n`,
    });
    console.log(
      'CLAIM missing-folder bot started; logs:',
      logs
        .filter((l) => /tasks|driver|Failed/i.test(l))
        .slice(0, 4)
        .join(' / '),
    );
  } catch (e) {
    console.log('CLAIM missing-folder start fails', String(e.message).split('\n')[0]);
  }
  console.log('CLAIM default-db-in-cwd-before', existsSync(join(ctx.cwd, 'commandkit-tasks.db')));
}
