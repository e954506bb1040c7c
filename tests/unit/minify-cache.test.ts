import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtemp, readFile, readdir, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {rspack} from '@rspack/core';
import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import {CachedJsMinimizer, isStockSwcMinimizer, withCachedMinimizer} from '../../plugins/minify-cache/src/index';
import {MinifyCacheStore, cacheKey} from '../../plugins/minify-cache/src/cache-store';

/** Builds `files` (entry index.js) with the cached minimizer; returns the emitted main.js and the stats. */
async function build(dir: string, cacheDir: string | null, files: Record<string, string>) {
  await Promise.all(Object.entries(files).map(([name, text]) => writeFile(path.join(dir, name), text)));
  const minimizer = new CachedJsMinimizer({minifyOptions: {...getSwcJsMinimizerOptions()}, cacheDir});
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: {path: path.join(dir, 'out'), filename: 'main.js'},
    optimization: {minimize: true, minimizer: [minimizer]},
  });
  await new Promise<void>((resolve, reject) => compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString())) : resolve())));
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  return {main: await readFile(path.join(dir, 'out/main.js'), 'utf8'), stats: minimizer.lastStats};
}

describe('minify cache', () => {
  it('minifies on the first build and reads the same text back on the next one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'minify-cache-'));
    const cacheDir = path.join(dir, 'cache');
    const files = {'index.js': 'const greeting = (someone) => `hello ${someone}`;\nconsole.log(greeting("reader"), [1, 2, 3].map((n) => n * 2));\n'};
    const first = await build(dir, cacheDir, files);
    assert.deepEqual(first.stats, {fromCache: 0, minified: 1});
    assert.ok(!first.main.includes('greeting') && first.main.includes('hello'), first.main);
    const second = await build(dir, cacheDir, files);
    assert.deepEqual(second.stats, {fromCache: 1, minified: 0});
    assert.equal(second.main, first.main);
    // An edit gives a new entry, and the stale one is pruned.
    const third = await build(dir, cacheDir, {'index.js': files['index.js'].replace('reader', 'writer')});
    assert.deepEqual(third.stats, {fromCache: 0, minified: 1});
    assert.ok(third.main.includes('writer'));
    assert.equal((await readdir(cacheDir)).length, 1);
  });

  it('without a cache folder it still minifies', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'minify-cache-'));
    const {main, stats} = await build(dir, null, {'index.js': 'const longName = 40 + 2; console.log(longName);\n'});
    assert.deepEqual(stats, {fromCache: 0, minified: 1});
    assert.ok(!main.includes('longName'));
  });

  it('keys on minifier version, options and text', () => {
    const base = cacheKey('1.0.0', {a: 1}, 'x');
    assert.notEqual(cacheKey('1.0.1', {a: 1}, 'x'), base);
    assert.notEqual(cacheKey('1.0.0', {a: 2}, 'x'), base);
    assert.notEqual(cacheKey('1.0.0', {a: 1}, 'y'), base);
    assert.equal(cacheKey('1.0.0', {a: 1}, 'x'), base);
  });

  it('treats a missing or unreadable entry as a miss', async () => {
    const store = new MinifyCacheStore(path.join(await mkdtemp(path.join(tmpdir(), 'minify-cache-')), 'nothing-here'));
    assert.equal(await store.get('abc'), null);
    assert.equal(await store.prune(), 0);
  });

  it("swaps only Rspack's SWC minimizer in the bundler's list", () => {
    const replacement = new CachedJsMinimizer({minifyOptions: {}, cacheDir: null});
    const css = new rspack.LightningCssMinimizerRspackPlugin();
    const swc = new rspack.SwcJsMinimizerRspackPlugin();
    assert.ok(isStockSwcMinimizer(swc) && !isStockSwcMinimizer(css));
    assert.deepEqual(withCachedMinimizer([swc, css], replacement), [replacement, css]);
    assert.equal(withCachedMinimizer([css], replacement), null);
    assert.equal(withCachedMinimizer(undefined, replacement), null);
  });
});
