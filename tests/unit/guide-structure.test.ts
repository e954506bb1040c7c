/** Every guide page is structured for the TOC and, when it teaches an API, shows it in code. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import {listPages} from '../../plugins/shared/pages';
import {outlineOf} from '../../scripts/lib/mdx-outline';

const GUIDE_FOLDERS = ['docs/guide', 'versioned_docs/version-0.1.10/guide'];
const CODE_LANGUAGES = new Set(['ts', 'tsx', 'js', 'jsx']);

test('outline reads headings and code blocks, ignoring lines inside code', () => {
  const outline = outlineOf(
    ['---', 'title: T', '---', '## Real', '```ts title="a.ts"', '## not a heading', '```', '### Sub', 'See [x](api:commandkit/X).'].join(
      '\n',
    ),
  );
  assert.deepEqual(outline.headings, [
    {level: 2, text: 'Real'},
    {level: 3, text: 'Sub'},
  ]);
  assert.deepEqual(outline.codeBlocks, [{language: 'ts', meta: 'title="a.ts"'}]);
  assert.equal(outline.linksToApi, true);
});

test('every guide page has an h2, no h1 of its own, and code when it links to the API', async () => {
  const pages = await listPages(GUIDE_FOLDERS);
  assert.ok(pages.length >= 55, `expected the 55 guide pages, found ${pages.length}`);
  const problems: string[] = [];
  for (const page of pages) {
    const outline = outlineOf(await readFile(page, 'utf8'));
    if (!outline.headings.some((heading) => heading.level === 2)) {
      problems.push(`${page}: no ## heading`);
    }
    if (outline.headings.some((heading) => heading.level === 1)) {
      problems.push(`${page}: a # heading besides the front matter title`);
    }
    const hasCode = outline.codeBlocks.some((block) => CODE_LANGUAGES.has(block.language));
    if (outline.linksToApi && !hasCode) {
      problems.push(`${page}: links to the API reference but shows no code example`);
    }
  }
  assert.deepEqual(problems, []);
});
