// Reproduces known issue cache-compiler-options-type: the reader's config, type-checked with the framework's own
// TypeScript major and the compiler options of the framework's TypeScript template.
import assert from 'node:assert/strict';
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {typeCheckReaderFiles} from '#support';

export const installs = {typescript: '^5.8.3'};

function typeCheck(cwd: string, projectDir: string, config: string): {ok: boolean; output: string} {
  writeFileSync(join(cwd, 'commandkit.config.ts'), config);
  return typeCheckReaderFiles(cwd, projectDir, ['commandkit.config.ts']);
}

export async function reproduce({cwd, projectDir}: {cwd: string; projectDir: string}): Promise<void> {
  const result = typeCheck(
    cwd,
    projectDir,
    `import { defineConfig } from 'commandkit/config';\nimport { cache } from '@commandkit/cache';\n\n` +
      `export default defineConfig({ plugins: [cache({ compiler: { enabled: false } })] });\n`,
  );
  assert.equal(result.ok, false, 'only { enabled: false } is a type error');
  assert.match(result.output, /commandkit\.config\.ts\(\d+,\d+\): error TS2322/);
  assert.match(
    result.output,
    /missing the following properties from type 'DirectiveTransformerOptions': directive, importPath, importName/,
  );
}

export async function workaround({cwd, projectDir}: {cwd: string; projectDir: string}): Promise<void> {
  const result = typeCheck(
    cwd,
    projectDir,
    `import { defineConfig } from 'commandkit/config';\n` +
      `import type { CommonDirectiveTransformerOptions } from 'commandkit';\n` +
      `import { cache } from '@commandkit/cache';\n\n` +
      `export default defineConfig({\n  plugins: [cache({ compiler: { enabled: false } as CommonDirectiveTransformerOptions })],\n});\n`,
  );
  assert.equal(result.ok, true, result.output);
}
