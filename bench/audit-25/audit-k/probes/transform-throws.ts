// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// creating-compiler-plugin: the message a build prints when a plugin's transform throws.
export const installs = {typescript: '^5.8.3'};
import {APP, runCli, writeBot} from '#support';
import {claim} from './support.js';

export async function reproduce(ctx: any) {
  writeBot(ctx.cwd, {
    'src/app.ts': APP,
    'src/app/events/clientReady/r.ts': 'export default function () {}\n',
    'commandkit.config.mjs':
      "import { CompilerPlugin } from 'commandkit';\nimport { defineConfig } from 'commandkit/config';\n" +
      "class Bad extends CompilerPlugin { name = 'bad-plugin'; async transform() { throw new Error('transform-boom'); } }\n" +
      'export default defineConfig({ plugins: [new Bad({})] });\n',
  });
  const run = runCli(ctx, ['build']);
  claim('transform-throws', {
    status: run.status,
    lines: run.output
      .split('\n')
      .filter((l) => /failed to transform/.test(l))
      .map((l) => l.trim().slice(0, 160)),
  });
}
