// Reproduces known issue template-tsconfig-subpath-types: a reader's file importing every sub-path of the four
// packages, type-checked with the framework's TypeScript major and the compiler options of its TypeScript template.
import assert from 'node:assert/strict';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {typeCheckReaderFiles} from '#support';

// ioredis: the declarations of @commandkit/cache/redis; workflow: as the page guide/official-plugins/commandkit-workflow installs it.
export const installs = {typescript: '^5.8.3', ioredis: '^5.8.1', workflow: '4.0.1-beta.12'};

const SUBPATHS = [
  '@commandkit/queue/discordjs',
  '@commandkit/tasks/bullmq',
  '@commandkit/tasks/sqlite',
  '@commandkit/analytics/posthog',
  '@commandkit/analytics/umami',
  '@commandkit/cache/redis',
  '@commandkit/cache/memory-cache',
];

function typeCheck(cwd: string, projectDir: string, moduleResolution: string): {ok: boolean; output: string} {
  mkdirSync(join(cwd, 'src'), {recursive: true});
  writeFileSync(
    join(cwd, 'src', 'drivers.ts'),
    SUBPATHS.map((path, i) => `import * as m${i} from '${path}';`).join('\n') +
      `\nexport const loaded = [${SUBPATHS.map((_, i) => `m${i}`).join(', ')}];\n`,
  );
  writeFileSync(
    join(cwd, 'src', 'flow.ts'),
    "import { sleep } from 'workflow';\nimport { start } from 'workflow/api';\nexport const used = [sleep, start];\n",
  );
  return typeCheckReaderFiles(cwd, projectDir, ['src'], {moduleResolution});
}

export async function reproduce({cwd, projectDir}: {cwd: string; projectDir: string}): Promise<void> {
  const result = typeCheck(cwd, projectDir, 'Node');
  assert.equal(result.ok, false);
  for (const path of SUBPATHS) assert.match(result.output, new RegExp(`error TS2307: Cannot find module '${path}'`), path);
  assert.match(result.output, /error TS2307: Cannot find module 'workflow\/api'/);
  assert.match(result.output, /error TS2305: Module '"workflow"' has no exported member 'sleep'/);
  // The core package's sub-paths have wrapper files at its root and resolve.
  assert.doesNotMatch(result.output, /Cannot find module 'commandkit/);
}

export async function workaround({cwd, projectDir}: {cwd: string; projectDir: string}): Promise<void> {
  const result = typeCheck(cwd, projectDir, 'Bundler');
  assert.equal(result.ok, true, result.output);
}
