import {describe, it, before} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {generateAll} from '../../plugins/api-reference/src/generate/all';
import apiLinks from '../../plugins/api-reference/src/remark/api-links';
import {admonitionTitlesAsLabels, toMarkdownTwin, twinCodeMeta} from '../../plugins/llms-markdown/src/convert';
import {docsRemarkPlugins} from '../../plugins/llms-markdown/src/docs-config';
import {makeTwins, type Twin} from '../../plugins/llms-markdown/src/make-twins';
import {fullText, fullTextFiles, llmsTxt, twinPath, type SiteSummary} from '../../plugins/llms-markdown/src/llms-txt';
import type {MdNode} from '../../plugins/llms-markdown/src/mdast';
import {pagesFromFiles, SITE_VERSIONS, type DocPage} from '../../plugins/llms-markdown/src/pages';
import {LoaderTwins} from '../../plugins/llms-markdown/src/loader-twins';
import {parseWithDocusaurusLoader} from '../../plugins/llms-markdown/src/loader-parse';
import {TwinCache} from '../../plugins/llms-markdown/src/twin-cache';
import {closeTwinSession, openTwinSession, remarkTwinSource} from '../../plugins/llms-markdown/src/twin-source';
import {remarkKnownIssues} from '../../plugins/known-issues/src/public';
import {tempFolder} from './temp-folders';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const site: SiteSummary = {title: 'CommandKit', summary: 'A framework for Discord bots.', origin: 'https://docs.example', baseUrl: '/'};
const remarkPlugins = [[apiLinks, {modelsDir: path.join(siteDir, 'api-models')}]] as never;

/** A page of our own, converted as if it were at /docs/guide/sample/page. */
async function twinOf(body: string, extra: Partial<DocPage> = {}): Promise<string> {
  return toMarkdownTwin(
    {
      title: 'Sample page',
      description: 'A sample.',
      body,
      origin: site.origin,
      baseUrl: '/',
      permalink: '/docs/guide/sample/page',
      sourceFile: path.join(siteDir, 'docs/guide/sample/page.mdx'),
      permalinkOfFile: (file) => (file === path.join(siteDir, 'docs/guide/sample/other.mdx') ? '/docs/guide/sample/other' : undefined),
      ...extra,
    },
    {remarkPlugins},
  );
}

function walk(node: MdNode, visit: (node: MdNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/**
 * What plain CommonMark + GFM sees in a twin: a JSX or HTML tag left in the text parses as an HTML node
 * (an escaped `\<name>` is text, as it should be); directives and relative links are problems too.
 */
function problemsOf(markdown: string): string[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as MdNode;
  const problems: string[] = [];
  if (!markdown.startsWith('# ')) problems.push('does not start with the title as "# "');
  walk(tree, (node) => {
    if (node.type === 'html') problems.push(`HTML: ${node.value}`);
    if (node.type === 'text' && /^:::/.test(node.value ?? '')) problems.push(`directive left: ${node.value}`);
    if (node.type === 'paragraph' && /^import\s.+\sfrom\s/.test((node.children?.[0]?.value as string | undefined) ?? ''))
      problems.push('an import statement left as text');
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && !/^(https?:|mailto:)/.test(node.url ?? ''))
      problems.push(`relative link: ${node.url}`);
  });
  return problems;
}

// The API pages are generated, not committed: once for the whole file, before any suite reads the pages
// (only changed files are written).
before(() => {
  generateAll({siteDir});
});

describe('Markdown twins of every doc page', () => {
  let pages: DocPage[];
  let twins: Twin[];

  before(async () => {
    pages = pagesFromFiles(siteDir, SITE_VERSIONS);
    ({twins} = await makeTwins(pages, site, remarkPlugins));
  });

  it('covers the guide and the API reference of both versions', () => {
    for (const version of ['current', '0.1.10']) {
      for (const kind of ['guide', 'api'] as const) {
        assert.ok(
          twins.filter(({page}) => page.version === version && page.kind === kind).length > 5,
          `${version} ${kind} pages have twins`,
        );
      }
    }
    assert.equal(twins.length, pages.length);
  });

  it('are plain Markdown: title first, no JSX or HTML, no directives, every link absolute', () => {
    const bad = twins
      .map(({page, markdown}) => ({url: page.permalink, problems: problemsOf(markdown)}))
      .filter(({problems}) => problems.length);
    assert.deepEqual(bad.slice(0, 5), [], `${bad.length} twins have problems`);
  });

  it('keep the page title and the code blocks with their language and file title', () => {
    const redis = twins.find(({page}) => page.permalink === '/docs/guide/official-plugins/commandkit-redis');
    assert.ok(redis);
    assert.match(redis.markdown, /^# @commandkit\/redis\n/);
    assert.match(redis.markdown, /```ts title="commandkit.config.ts"\n/);
    // The page's <PackageInstall> line, as the npm command in a bash block.
    assert.match(redis.markdown, /```bash\nnpm install @commandkit\/cache ioredis@5 @commandkit\/redis\n```/);
  });

  it('turn API signature components into code blocks and tables with linked types', () => {
    const commandKit = twins.find(({page}) => page.permalink === '/docs/api-reference/commandkit/classes/command-kit');
    assert.ok(commandKit);
    assert.match(commandKit.markdown, /```ts\nclass CommandKit extends EventEmitter\n```/);
    assert.match(commandKit.markdown, /\| Parameter +\| Type +\| Default +\|/);
    assert.match(
      commandKit.markdown,
      /\[`CommandKitOptions`\]\(https:\/\/docs\.example\/docs\/api-reference\/commandkit\/interfaces\/command-kit-options\)/,
    );
    assert.match(commandKit.markdown, /\*\*Class\*\* in `commandkit`/);
  });
});

describe('MDX constructs in a twin', () => {
  it('package installs become the npm command and the other managers in a list', async () => {
    const markdown = await twinOf('<PackageInstall packages="@commandkit/kv" dev />\n');
    assert.match(markdown, /```bash\nnpm install --save-dev @commandkit\/kv\n```/);
    assert.match(
      markdown,
      /- yarn: `yarn add --dev @commandkit\/kv`\n- pnpm: `pnpm add --save-dev @commandkit\/kv`\n- bun: `bun add --dev @commandkit\/kv`/,
    );
  });

  it('release history: Added in links its release page, Changed in keeps the signature before and after', async () => {
    const markdown = await twinOf(
      '<ApiHistory h={{"a":["1.2.0-rc.10 ' +
        '(c88aaf6)","/docs/api-reference/changes/v1-2-0-rc-10"],"c":[["1.2.0 (392b9d8)",null,"f(): ' +
        'void","f(x: number): void"]]}} />\n\n' +
        '<ApiMemberMeta src={"https://example.invalid/x.ts#L1"} h={{"a":["1.2.0 (392b9d8)",null]}} />\n\n' +
        '<ApiDiff n={"run()"} b={"run(): void"} a={"run(x: number): void"} />\n',
    );
    assert.match(
      markdown,
      /Added in \[1\.2\.0-rc\.10 \(c88aaf6\)\]\(https:\/\/docs\.example\/docs\/api-reference\/changes\/v1-2-0-rc-10\)/,
    );
    assert.match(markdown, /Changed in 1\.2\.0 \(392b9d8\):\n\n```ts\n\/\/ before\nf\(\): void\n\/\/ after\nf\(x: number\): void\n```/);
    assert.match(markdown, /Added in 1\.2\.0 \(392b9d8\)/);
    assert.match(markdown, /`run\(\)`\n\n```ts\n\/\/ before\nrun\(\): void\n\/\/ after\nrun\(x: number\): void\n```/);
  });

  it('admonitions become blockquotes with their label, titled or not (both title syntaxes)', async () => {
    const markdown = await twinOf(
      ':::warning\nMind the order.\n:::\n\n:::tip[Faster]\nCache it.\n:::\n\n:::note Old syntax\nStill works.\n:::\n',
    );
    assert.match(markdown, /> \*\*Warning:\*\* Mind the order\./);
    assert.match(markdown, /> \*\*Tip: Faster\*\*\n>\n> Cache it\./);
    assert.match(markdown, /> \*\*Note: Old syntax\*\*\n>\n> Still works\./);
  });

  it('a known issue becomes a blockquote, and unknown components keep only their content', async () => {
    const markdown = await twinOf(
      '<KnownIssue id="cjs-main" />\n\n<Wrapper kind="x">\n\nInside **text**.\n\n</Wrapper>\n\n<Chip label="no children" />\n',
    );
    assert.match(markdown, /> \*\*Known issue \(cjs-main\):\*\*/);
    assert.match(markdown, /\nInside \*\*text\*\*\.\n/);
    assert.doesNotMatch(markdown, /Wrapper|Chip/);
  });

  it('resolves links: other pages by file, API items, anchors and site paths become absolute URLs', async () => {
    const markdown = await twinOf(
      'See [other](./other.mdx#setup), [the class](api:commandkit/CommandKit), [here](#top) and [home](/docs).\n',
    );
    assert.match(markdown, /\[other\]\(https:\/\/docs\.example\/docs\/guide\/sample\/other#setup\)/);
    assert.match(markdown, /\[the class\]\(https:\/\/docs\.example\/docs\/api-reference\/commandkit\/classes\/command-kit\)/);
    assert.match(markdown, /\[here\]\(https:\/\/docs\.example\/docs\/guide\/sample\/page#top\)/);
    assert.match(markdown, /\[home\]\(https:\/\/docs\.example\/docs\)/);
  });

  it('drops imports, comments and our code-block flags, and keeps JSX inside code untouched', async () => {
    const markdown = await twinOf(
      'import X from \'@site/src/x\';\n\n{/* a note for writers */}\n\n```tsx title="src/a.tsx" partial {2}\nconst a = <Button />;\n```\n',
    );
    assert.doesNotMatch(markdown, /import X|a note for writers|partial/);
    assert.match(markdown, /```tsx title="src\/a.tsx"\nconst a = <Button \/>;\n```/);
    assert.equal(twinCodeMeta('partial version="0.1.10"'), null);
    assert.equal(twinCodeMeta("title='a b.ts' partial"), 'title="a b.ts"');
  });

  it('leaves admonition-looking lines inside code fences alone', () => {
    assert.equal(admonitionTitlesAsLabels('```md\n:::note Title\n```\n:::tip Real\n'), '```md\n:::note Title\n```\n:::tip[Real]\n');
  });

  it('reads the docs remark plugins from the classic preset', () => {
    const plugin = () => undefined;
    assert.deepEqual(docsRemarkPlugins({presets: [['classic', {docs: {remarkPlugins: [plugin]}}]]}), [plugin]);
    assert.deepEqual(docsRemarkPlugins({presets: [['classic', {docs: {id: 'other', remarkPlugins: [plugin]}}]]}), []);
  });

  it('reads them from the docs-per-sidebar plugin too, and leaves out the ones that only change the look', () => {
    const links = () => undefined;
    const highlight = () => undefined;
    const before = () => undefined;
    const config = {
      presets: [['classic', {docs: false}]],
      plugins: [
        [
          './plugins/docs-per-sidebar/src/index.ts',
          {
            remarkPlugins: [
              [links, {}],
              [highlight, {}],
            ],
            beforeDefaultRemarkPlugins: [before],
          },
        ],
      ],
    };
    assert.deepEqual(docsRemarkPlugins(config), [before, [links, {}], [highlight, {}]]);
    assert.deepEqual(docsRemarkPlugins(config, 'default', [highlight]), [before, [links, {}]]);
  });
});

describe('llms.txt and the full-text files', () => {
  let pages: DocPage[];

  // In a hook, not at load: on a fresh clone the API pages exist only once generated (the hook above).
  before(() => {
    pages = pagesFromFiles(siteDir, SITE_VERSIONS);
  });

  it('llms.txt lists the Markdown twin of every page, the older release marked as such', () => {
    const text = llmsTxt(pages, site);
    assert.match(text, /^# CommandKit\n\n> A framework for Discord bots\.\n/);
    const missing = pages.filter((page) => !text.includes(`(${site.origin}${twinPath(page.permalink)})`));
    assert.deepEqual(
      missing.map((page) => page.permalink),
      [],
    );
    assert.match(text, /\n## Guide 0\.1\.10 \(older release\)/);
    assert.match(text, /\n## API reference 1\.x: /);
    assert.match(text, /\(https:\/\/docs\.example\/llms-full\.txt\)/);
  });

  it('has one full-text file per version and part, each holding exactly its pages', () => {
    const files = fullTextFiles(pages);
    assert.deepEqual(
      files.map((file) => file.fileName),
      ['llms-full.txt', 'llms-api.txt', 'llms-full-0.1.10.txt', 'llms-api-0.1.10.txt'],
    );
    const twins = pages.map((page) => ({page, markdown: `# ${page.title}\n`}));
    const v0Guide = fullText(files[2]!, site, twins);
    const expected = pages.filter((page) => page.version === '0.1.10' && page.kind === 'guide');
    assert.equal(v0Guide.match(/^Source: /gm)?.length, expected.length);
    assert.ok(expected.every((page) => v0Guide.includes(`Source: ${site.origin}${page.permalink}\n`)));
  });
});

describe('twins kept between builds', () => {
  it('a warm run converts no unchanged page; another site address converts them again', async () => {
    const {TwinCache} = await import('../../plugins/llms-markdown/src/twin-cache');
    const file = path.join(tempFolder('twins-'), 'twins.json');
    const pages = pagesFromFiles(siteDir, SITE_VERSIONS)
      .filter((page) => page.kind === 'guide')
      .slice(0, 3);
    const first = new TwinCache(file);
    const cold = await makeTwins(pages, site, remarkPlugins, first);
    first.save();
    assert.equal(cold.converted, 3);
    const warm = await makeTwins(pages, site, remarkPlugins, new TwinCache(file));
    assert.equal(warm.converted, 0);
    assert.deepEqual(
      warm.twins.map(({markdown}) => markdown),
      cold.twins.map(({markdown}) => markdown),
    );
    const moved = await makeTwins(pages, {...site, origin: 'https://elsewhere.example'}, remarkPlugins, new TwinCache(file));
    assert.equal(moved.converted, 3);
    assert.match(moved.twins[0]!.markdown, /elsewhere\.example|^# /);
  });
});

describe("twins made from the MDX loader's parse (one parse per page in a build)", () => {
  /** The site's remark plugins that change a twin: known issues expanded, API links resolved. */
  const sitePlugins = [
    [remarkKnownIssues, {dir: path.join(siteDir, 'known-issues'), siteDir}],
    [apiLinks, {modelsDir: path.join(siteDir, 'api-models')}],
  ] as never;

  /** A page through Docusaurus's own MDX compilation, twin source first; `after` sees the tree next. */
  const compile = (page: DocPage, after?: (tree: MdNode) => void) => parseWithDocusaurusLoader(page.sourceFile, siteDir, after);

  it('gives every page of both versions the twin its own parse gives, byte for byte', async () => {
    const pages = pagesFromFiles(siteDir, SITE_VERSIONS);
    const session = new LoaderTwins(pages, site, sitePlugins);
    openTwinSession(session);
    try {
      for (const page of pages) await compile(page);
    } finally {
      closeTwinSession(session);
    }
    const {twins} = await makeTwins(pages, site, sitePlugins);
    assert.equal(session.made.size, pages.length);
    const differ = twins.filter(({page, markdown}) => session.made.get(page.sourceFile) !== markdown).map(({page}) => page.permalink);
    assert.deepEqual(differ, []);
  });

  it("leaves the page's own tree as parsed (known issues and API links are the page's plugins to change)", async () => {
    const page = pagesFromFiles(siteDir, SITE_VERSIONS).find((candidate) =>
      readFileSync(candidate.sourceFile, 'utf8').includes('<KnownIssue '),
    );
    assert.ok(page, 'a page showing a known issue');
    let withoutSession = '';
    await compile(page, (tree) => (withoutSession = JSON.stringify(tree)));
    const session = new LoaderTwins([page], site, sitePlugins);
    openTwinSession(session);
    let withSession = '';
    try {
      await compile(page, (tree) => (withSession = JSON.stringify(tree)));
    } finally {
      closeTwinSession(session);
    }
    assert.match(session.made.get(page.sourceFile) ?? '', /^> \*\*Warning: Known issue in /m, 'the twin has the expanded issue');
    assert.ok(withSession.includes('"name":"KnownIssue"'), 'the page still has its tag for its own plugin');
    assert.equal(withSession, withoutSession);
  });

  it('does nothing with no build in progress, and is not one of the plugins a twin is made with', async () => {
    const [page] = pagesFromFiles(siteDir, SITE_VERSIONS);
    await compile(page!);
    const other = () => undefined;
    assert.deepEqual(docsRemarkPlugins({plugins: [['content-docs', {beforeDefaultRemarkPlugins: [remarkTwinSource, other]}]]}), [other]);
  });

  it('are used by the build in place of the cache and the converter; the rest come from the cache or are converted', async () => {
    const file = path.join(tempFolder('twins-loader-'), 'twins.json');
    const pages = pagesFromFiles(siteDir, SITE_VERSIONS)
      .filter((page) => page.kind === 'guide')
      .slice(0, 3);
    const fromLoader = new Map([[pages[0]!.sourceFile, '# Made while compiling\n']]);
    const cache = new TwinCache(file);
    const first = await makeTwins(pages, site, remarkPlugins, cache, undefined, fromLoader);
    cache.save();
    assert.deepEqual([first.loaded, first.converted], [1, 2]);
    assert.equal(first.twins[0]!.markdown, '# Made while compiling\n');
    // A warm build (the bundler compiles nothing): every twin from the cache, the loader's one included.
    const warm = await makeTwins(pages, site, remarkPlugins, new TwinCache(file));
    assert.deepEqual([warm.loaded, warm.converted], [0, 0]);
    assert.equal(warm.twins[0]!.markdown, '# Made while compiling\n');
  });
});

describe('a page that cannot be converted', () => {
  it('stops the build with the file named', async () => {
    const {writeFileSync} = await import('node:fs');
    const file = path.join(tempFolder('broken-'), 'broken.mdx');
    writeFileSync(file, '---\ntitle: Broken\n---\n\n<Unclosed attr="x">\n\ntext\n');
    const page: DocPage = {
      version: 'current',
      versionLabel: '1.x',
      latest: true,
      kind: 'guide',
      section: 'Guide',
      title: 'Broken',
      description: '',
      permalink: '/docs/broken',
      sourceFile: file,
    };
    await assert.rejects(makeTwins([page], site, remarkPlugins), (error: Error) =>
      error.message.includes(`cannot make the Markdown twin of ${file}`),
    );
  });
});

describe('known issues expanded by a site remark plugin', () => {
  /** Stands in for the site's known-issue plugin: replaces the tag by an admonition or by bare paragraphs. */
  const expandWith = (shape: 'admonition' | 'paragraphs') => () => (tree: MdNode) => {
    const visit = (node: MdNode) => {
      node.children = node.children?.map((child) => {
        if (child.name !== 'KnownIssue') {
          visit(child);
          return child;
        }
        const text = {type: 'paragraph', children: [{type: 'text', value: 'The CJS entry of this package throws at load.'}]};
        return shape === 'admonition'
          ? {
              type: 'containerDirective',
              name: 'danger',
              children: [{type: 'paragraph', data: {directiveLabel: true}, children: [{type: 'text', value: 'Known issue'}]}, text],
            }
          : {type: 'mdxJsxFlowElement', name: 'div', attributes: [], children: [text]};
      });
    };
    visit(tree);
  };

  for (const shape of ['admonition', 'paragraphs'] as const) {
    it(`keeps the expanded text in one blockquote (expansion made of ${shape})`, async () => {
      const markdown = await toMarkdownTwin(
        {
          title: 'T',
          body: 'Before.\n\n<KnownIssue id="cjs-entry" />\n\nAfter.\n',
          origin: site.origin,
          baseUrl: '/',
          permalink: '/docs/t',
          sourceFile: path.join(siteDir, 'docs/t.mdx'),
          permalinkOfFile: () => undefined,
        },
        {remarkPlugins: [expandWith(shape)] as never},
      );
      assert.match(markdown, /\n> \*\*[^*]*Known issue[^*]*\*\*/);
      assert.match(markdown, /^> .*The CJS entry of this package throws at load\.$/m, 'the expanded text is inside the quote');
      assert.equal(markdown.match(/^> /gm)!.length >= 1 && !/^> > /m.test(markdown), true, 'one level of quote');
      assert.doesNotMatch(markdown, /<|KnownIssue/);
    });
  }
});
