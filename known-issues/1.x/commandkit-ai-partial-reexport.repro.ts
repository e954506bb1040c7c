// Reproduces known issue commandkit-ai-partial-reexport on the real build.
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';

const MISSING = ['executeAI', 'useAI', 'experimental_createConfig'];

export async function reproduce(): Promise<void> {
  // A static ES import of a missing name fails while linking: an import of a throw-away module shows it.
  const dataUrl = `data:text/javascript,import {executeAI} from '${import.meta.resolve('commandkit/ai')}';`;
  await assert.rejects(import(dataUrl), {name: 'SyntaxError', message: /executeAI/});
  const viaCore = createRequire(import.meta.url)('commandkit/ai');
  for (const name of MISSING) assert.equal(viaCore[name], undefined, `commandkit/ai has no ${name} at run time`);
}

export async function workaround(): Promise<void> {
  const plugin = await import('@commandkit/ai');
  for (const name of MISSING) assert.equal(typeof plugin[name as keyof typeof plugin], 'function', `@commandkit/ai provides ${name}`);
}
