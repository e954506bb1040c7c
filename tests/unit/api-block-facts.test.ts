import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {blockFactsCache, computeBlockFacts} from '../../plugins/api-reference/src/history/block-facts';
import {tempFolder} from './temp-folders';

const CODE =
  "import { CommandKit, type Plugin } from 'commandkit';\nimport x from '@commandkit/redis';\nconst kit = new CommandKit();\nkit.reloadCommands();";

describe('api-reference: facts of an example block', () => {
  it('reads the CommandKit imports and the words of a block', () => {
    const facts = computeBlockFacts(CODE, 'ts');
    assert.deepEqual(facts.imports, [
      {spec: 'commandkit', names: ['CommandKit', 'Plugin']},
      {spec: '@commandkit/redis', names: ['default']},
    ]);
    for (const word of ['kit', 'reloadCommands', 'new', 'CommandKit']) assert.ok(facts.words.includes(word), word);
  });

  it('keeps them on disk between runs, keyed by the code, and drops what no page reads any more', () => {
    const file = path.join(tempFolder('block-facts-'), 'facts.json');
    const first = blockFactsCache(file);
    assert.deepEqual(first.read(CODE, 'ts'), computeBlockFacts(CODE, 'ts'));
    first.read('const gone = 1;', 'ts');
    first.save();
    // What the next run reads comes from the file: mark it to see that it is not computed again.
    const stored = JSON.parse(readFileSync(file, 'utf8')) as {blocks: Record<string, {words: string[]}>};
    for (const facts of Object.values(stored.blocks)) facts.words.push('fromTheCache');
    writeFileSync(file, JSON.stringify(stored));
    const second = blockFactsCache(file);
    assert.ok(second.read(CODE, 'ts').words.includes('fromTheCache'));
    // The same code in another language is another block.
    assert.ok(!second.read(CODE, 'tsx').words.includes('fromTheCache'));
    second.save();
    assert.equal(Object.keys((JSON.parse(readFileSync(file, 'utf8')) as {blocks: object}).blocks).length, 2);
  });

  it('computes again when the cache was written by other code', () => {
    const file = path.join(tempFolder('block-facts-'), 'facts.json');
    const first = blockFactsCache(file);
    first.read(CODE, 'ts');
    first.save();
    const stored = JSON.parse(readFileSync(file, 'utf8')) as {fingerprint: string; blocks: Record<string, {words: string[]}>};
    for (const facts of Object.values(stored.blocks)) facts.words.push('fromTheCache');
    writeFileSync(file, JSON.stringify({...stored, fingerprint: 'older code'}));
    assert.deepEqual(blockFactsCache(file).read(CODE, 'ts'), computeBlockFacts(CODE, 'ts'));
  });
});
