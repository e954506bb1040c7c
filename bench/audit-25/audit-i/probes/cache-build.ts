// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-i: the "use cache" compiler step: a synchronous function with the directive, and `compiler: { enabled: false }`.
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {runCli, startOfflineBot, writeBot, APP} from '#support';
import {attempt, claim} from './support.js';

export default async function (ctx: any) {
  const syncDir = join(ctx.cwd, 'sync');
  mkdirSync(syncDir, {recursive: true});
  writeBot(syncDir, {
    'commandkit.config.mjs':
      "import { defineConfig } from 'commandkit/config';\nimport { cache } from '@commandkit/cache';\nexport default defineConfig({ plugins: [cache()] });\n",
    'src/app.ts': APP,
    'src/app/events/clientReady/r.ts': 'export default function () {}\n',
    'src/helpers/numbers.ts': "export function double(n: number) {\n  'use cache';\n  return n * 2;\n}\n",
  });
  const build = runCli({...ctx, cwd: syncDir}, ['build']);
  claim('sync function with the directive: build status', build.status);
  claim(
    'sync function: output lines',
    build.output
      .split('\n')
      .map((l: string) => l.replace(/\x1b\[[0-9;]*m/g, '').trim())
      .filter((l: string) => /use cache|async|at |numbers|error/i.test(l))
      .slice(0, 6),
  );

  // compiler disabled (the cast from the known issue cache-compiler-options-type)
  const FNS = `import { cacheTag } from '@commandkit/cache';
globalThis.runs = 0;
export async function plain(k) { 'use cache'; globalThis.runs++; return { k }; }
export async function withTag(k) { 'use cache'; cacheTag('x'); return { k }; }
`;
  const {commandkit} = await startOfflineBot(ctx, {
    'commandkit.config.mjs':
      "import { defineConfig } from 'commandkit/config';\nimport { cache } from '@commandkit/cache';\nexport default defineConfig({ plugins: [cache({ compiler: { enabled: false } })] });\n",
    'src/fns.ts': FNS,
  });
  const f = await import(join(ctx.cwd, 'dist/fns.js'));
  await f.plain('a');
  await f.plain('a');
  claim('compiler disabled: body runs for two equal calls', (globalThis as any).runs);
  claim('compiler disabled: cacheTag inside', await attempt(() => f.withTag('a')));
  const {isCachedFunction} = await import('@commandkit/cache');
  claim('compiler disabled: isCachedFunction', isCachedFunction(f.plain));
  claim(
    'plugins nested array accepted: plugin names',
    commandkit.plugins ? [...(commandkit.plugins.getPlugins?.() ?? [])].map((p: any) => p.name) : null,
  );
  process.exit(0);
}
