import assert from 'node:assert/strict';
import {mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {extractRecords} from '../../plugins/local-search/src/extract';
import {moduleGraphHash, pageKey, RecordCache, recordCacheVersion} from '../../plugins/local-search/src/record-cache';
import {writeSearchIndex} from '../../plugins/local-search/src/write';
import {PAGE_HTML} from './search-fixtures';

const OPTIONS = {siteUrl: 'https://commandkit.dev', maxContentLength: 1500};
const ROUTE = '/docs/guide/commands/middlewares';

async function withDir(run: (dir: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'search-record-cache-'));
  try {
    await run(dir);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}

describe('search record cache', () => {
  it('gives a page with the same HTML the records it stored, and parses a changed page again', async () => {
    await withDir(async (dir) => {
      let parsed = 0;
      const extract = (html: string) => () => {
        parsed += 1;
        return extractRecords(html, ROUTE, OPTIONS);
      };
      const first = await RecordCache.open(dir, OPTIONS);
      const records = first.recordsOf(ROUTE, PAGE_HTML, extract(PAGE_HTML));
      await first.save();
      assert.equal(parsed, 1);

      const second = await RecordCache.open(dir, OPTIONS);
      assert.deepEqual(second.recordsOf(ROUTE, PAGE_HTML, extract(PAGE_HTML)), records);
      assert.equal(parsed, 1, 'an unchanged page is not parsed again');
      const edited = PAGE_HTML.replace('Run code around commands.', 'Run code before and after commands.');
      const again = second.recordsOf(ROUTE, edited, extract(edited));
      assert.equal(parsed, 2, 'a changed page is parsed again');
      assert.deepEqual(again, extractRecords(edited, ROUTE, OPTIONS));
      assert.deepEqual(second.stats, {hits: 1, parsed: 1});
    });
  });

  it('keys a page on its route and on the HTML the extractor reads, not on the navigation around it', () => {
    const withNav = PAGE_HTML.replace('<main', '<nav class="navbar">Other links</nav><main');
    assert.equal(pageKey(ROUTE, withNav), pageKey(ROUTE, PAGE_HTML));
    assert.notEqual(pageKey('/docs/other', PAGE_HTML), pageKey(ROUTE, PAGE_HTML));
  });

  it('starts from an empty cache when the options or the extractor code change', async () => {
    assert.notEqual(recordCacheVersion({...OPTIONS, maxContentLength: 500}), recordCacheVersion(OPTIONS));
    assert.notEqual(recordCacheVersion({...OPTIONS, siteUrl: 'https://example.org'}), recordCacheVersion(OPTIONS));
    await withDir(async (dir) => {
      await mkdir(path.join(dir, 'lib'));
      await writeFile(path.join(dir, 'extract.ts'), "import {rule} from './lib/rule';\nexport const x = rule;\n");
      await writeFile(path.join(dir, 'lib', 'rule.ts'), "import type {T} from '../types';\nexport const rule = 1;\n");
      await writeFile(path.join(dir, 'types.ts'), 'export type T = string;\n');
      const before = moduleGraphHash(path.join(dir, 'extract.ts'));
      await writeFile(path.join(dir, 'types.ts'), 'export type T = number;\n');
      assert.notEqual(moduleGraphHash(path.join(dir, 'extract.ts')), before, 'a module imported two levels down counts');
    });
  });

  it('keeps only the pages of the last build and the current version', async () => {
    await withDir(async (dir) => {
      await writeFile(path.join(dir, 'records-0000000000000000.json'), '{}');
      const cache = await RecordCache.open(dir, OPTIONS);
      cache.recordsOf(ROUTE, PAGE_HTML, () => extractRecords(PAGE_HTML, ROUTE, OPTIONS));
      await cache.save();
      assert.deepEqual(await readdir(dir), [`records-${recordCacheVersion(OPTIONS)}.json`]);
    });
  });

  it('writes the same index from the cache as from the pages (postBuild)', async () => {
    await withDir(async (dir) => {
      const site = path.join(dir, 'site');
      await mkdir(path.join(site, 'docs/guide/commands'), {recursive: true});
      await writeFile(path.join(site, 'docs/guide/commands/middlewares.html'), PAGE_HTML);
      const options = {...OPTIONS, indexDir: 'search', excludeRoutes: ['/404'], baseUrl: '/'};
      const list = async () =>
        Promise.all(
          (await readdir(path.join(site, 'search')))
            .sort()
            .map(async (name) => [name, await readFile(path.join(site, 'search', name), 'utf8')]),
        );
      const plain = await writeSearchIndex(site, options);
      const plainFiles = await list();
      const cold = await writeSearchIndex(site, {...options, cacheDir: path.join(dir, 'cache')});
      const warm = await writeSearchIndex(site, {...options, cacheDir: path.join(dir, 'cache')});
      assert.deepEqual([plain.parsed, cold.parsed, warm.parsed], [-1, 1, 0]);
      assert.deepEqual(await list(), plainFiles);
    });
  });
});

describe('search record cache: the key ignores the bundler file names', () => {
  const page = (main: string, runtime: string, canonical = 'https://commandkit.dev/docs/a') =>
    `<!doctype html><html lang=en><head><meta charset=UTF-8><title>A | CommandKit</title><link ` +
    `data-rh=true rel=canonical href=${canonical}><link rel=stylesheet ` +
    `href=/assets/css/styles.${main}.css><link rel=preload as=image href="/img/a>b.svg"><script ` +
    `data-rh=true type=application/ld+json>{"a":1}</script><script ` +
    `src=/assets/js/runtime~main.${runtime}.js defer></script><script src="/assets/js/${main}.js" defer ` +
    `data-route-section></script></head><body><main><article><div ` +
    `class=theme-doc-markdown><h1>A</h1><p>Text.</p></div></article></main></body></html>`;

  it('gives a page whose chunks were renamed (a warm build) the key of the cold build, and the same records', () => {
    assert.equal(pageKey('/docs/a', page('55b21a', '09ac250f')), pageKey('/docs/a', page('0f0f0f', '1a2b3c4d')));
    assert.deepEqual(
      extractRecords(page('55b21a', '09ac250f'), '/docs/a', OPTIONS),
      extractRecords(page('0f0f0f', '1a2b3c4d'), '/docs/a', OPTIONS),
    );
  });

  it('keeps in the key what the extractor reads: the canonical link, inline scripts and the content', () => {
    const key = pageKey('/docs/a', page('55b21a', '09ac250f'));
    assert.notEqual(pageKey('/docs/a', page('55b21a', '09ac250f', 'https://commandkit.dev/docs/b')), key);
    assert.notEqual(pageKey('/docs/a', page('55b21a', '09ac250f').replace('{"a":1}', '{"a":2}')), key);
    assert.notEqual(pageKey('/docs/a', page('55b21a', '09ac250f').replace('Text.', 'Other text.')), key);
  });
});
