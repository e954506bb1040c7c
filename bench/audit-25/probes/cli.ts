// Audit probe: what the CLI does with the project's files (advanced/sharding-your-bot, advanced/file-naming-conventions).
import {existsSync, rmSync, writeFileSync, mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {plain, runCli, writeBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};
const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);
const ready = {'src/app/events/clientReady/ready.ts': 'export default function () {}\n'};
const lines = (out: string, re: RegExp) =>
  plain(out)
    .split('\n')
    .filter((l) => re.test(l))
    .slice(0, 6);

export async function reproduce(context: StepContext): Promise<void> {
  const cwd = context.cwd;
  const cfg = (dist: string) => `import { defineConfig } from 'commandkit/config';\nexport default defineConfig({ distDir: '${dist}' });\n`;
  // 1. the sharding manager replaces index.js under `commandkit start`
  writeBot(cwd, {
    ...ready,
    'commandkit.config.mjs': "import { defineConfig } from 'commandkit/config';\nexport default defineConfig({});\n",
    'src/app.ts':
      "import { Client } from 'discord.js';\nconsole.log('APP-LOADED A=' + process.env.A + ' B=' + process.env.B + ' C=' + process.env.C + ' D=' + process.env.D + ' E=' + process.env.E);\nprocess.exit(0);\nexport default new Client({ intents: [] });\n",
    'src/sharding-manager.ts': "console.log('MANAGER-RAN execArgv=' + process.execArgv.join(' '));\nprocess.exit(0);\n",
    '.env': 'A=env\nB=env\n',
    '.env.production': 'B=production\nE=production-only\n',
    '.env.development': 'C=development\n',
    '.env.local': 'D=local\n',
  });
  const b1 = runCli(context, ['build']);
  const s1 = runCli(context, ['start']);
  claim('start with sharding-manager.js', {build: b1.status, status: s1.status, out: lines(s1.output, /MANAGER|APP-LOADED|rror/)});
  // 2. without the manager, index.js loads the .env files then app.js
  rmSync(join(cwd, 'src/sharding-manager.ts'));
  rmSync(join(cwd, 'dist'), {recursive: true, force: true});
  runCli(context, ['build']);
  const s2 = runCli(context, ['start']);
  claim('start without manager: env files', lines(s2.output, /APP-LOADED|rror/));
  // 3. an app.ts that does not export a Client
  writeFileSync(join(cwd, 'src/app.ts'), 'export default {};\n');
  runCli(context, ['build']);
  const s3 = runCli(context, ['start']);
  claim('app.ts without a Client', {status: s3.status, out: lines(s3.output, /client|Client|rror/)});
  // 4. which config file wins
  writeFileSync(join(cwd, 'src/app.ts'), "import { Client } from 'discord.js';\nexport default new Client({ intents: [] });\n");
  rmSync(join(cwd, 'commandkit.config.mjs'));
  const order: Record<string, string[]> = {};
  for (const set of [
    ['js', 'mjs'],
    ['mjs', 'cjs'],
    ['cjs', 'ts'],
    ['js', 'ts'],
  ]) {
    for (const ext of ['js', 'mjs', 'cjs', 'ts']) rmSync(join(cwd, `commandkit.config.${ext}`), {force: true});
    for (const ext of set)
      writeFileSync(
        join(cwd, `commandkit.config.${ext}`),
        ext === 'cjs'
          ? `const { defineConfig } = require('commandkit/config');\nmodule.exports = defineConfig({ distDir: 'out-${ext}' });\n`
          : ext === 'ts'
            ? "import { defineConfig } from 'commandkit/config';\nexport default defineConfig({ distDir: 'out-ts' });\n"
            : cfg(`out-${ext}`),
      );
    for (const ext of ['js', 'mjs', 'cjs', 'ts']) rmSync(join(cwd, `out-${ext}`), {recursive: true, force: true});
    const b = runCli(context, ['build']);
    order[set.join('+')] = ['js', 'mjs', 'cjs', 'ts']
      .filter((ext) => existsSync(join(cwd, `out-${ext}`)))
      .concat(b.status ? [`status ${b.status}: ${lines(b.output, /rror/).join(' | ').slice(0, 300)}`] : []);
  }
  claim('config file lookup (which distDir was used)', order);
  void mkdirSync;
}
