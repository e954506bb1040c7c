/**
 * Known issues: the file format (parse errors a writer can make), the box and list the remark plugin writes,
 * and the committed issues against the committed guide pages (ids exist, listed pages show them, every issue
 * has a workaround paragraph: parsing enforces it).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import {
  hasWorkaroundParagraph,
  issueSourceUrl,
  loadIssues,
  parseIssue,
  usedIssueIds,
  COMMIT_1X,
} from '../../plugins/known-issues/src/issues';
import {clearKnownIssuesCache, issueBox, pageVersion, transformTree} from '../../plugins/known-issues/src/remark';
import {checkConsistency} from '../../plugins/known-issues/src/consistency';

const FIX = 'tests/fixtures/known-issues';
const OPTS = {dir: `${FIX}/issues`, siteDir: `${FIX}/site`};

const valid = [
  '---',
  'title: T',
  'source: packages/x/y.ts#L3',
  'pages: [guide/a]',
  '---',
  'What happens.',
  '',
  '**Workaround:** do this.',
].join('\n');

test('parseIssue reads the fixed front matter: flow and block lists, quoted titles, source line', () => {
  const issues = loadIssues(`${FIX}/issues`, '1.x');
  const issue = issues.get('limiter-entry-fails')!;
  assert.equal(issue.title, '`commandkit/limiter` throws while it loads');
  assert.deepEqual([issue.sourcePath, issue.sourceLine], ['packages/commandkit/limiter.cjs', 7]);
  assert.deepEqual(issue.entries, ['commandkit/limiter']);
  const v0 = loadIssues(`${FIX}/issues`, '0.1.10').get('mode-type-only')!;
  assert.deepEqual(v0.pages, ['guide/setup']);
  assert.deepEqual(v0.entries, []);
});

test('parseIssue rejects what a writer can get wrong, naming the file', () => {
  const bad = (text: string, re: RegExp) => assert.throws(() => parseIssue(text, 'x', '1.x', 'known-issues/1.x/x.md'), re);
  bad(valid.replace('**Workaround:** do this.', 'Nothing else.'), /x\.md: the body needs a paragraph starting with \*\*Workaround:\*\*/);
  bad(valid.replace('#L3', ''), /"source" must be "<path>#L<line>"/);
  bad(valid.replace('pages: [guide/a]', 'pages: []'), /lists no page/);
  bad(valid.replace('pages: [guide/a]', 'pages: [guide/a.mdx]'), /not a doc id/);
  bad(valid.replace('title: T', 'title: T\nseverity: high'), /unknown front matter field\(s\) severity/);
  bad(valid.replace('title: T', 'title T'), /is not "key: value"/);
  assert.throws(() => parseIssue(valid, 'Bad_Id', '1.x', 'f.md'), /not a valid issue id/);
  assert.equal(hasWorkaroundParagraph('A.\n\nThere is no workaround: upgrade.'), true);
});

test('the 1.x source link is at the pinned commit; 0.1.10 names the file inside the package', () => {
  assert.equal(
    issueSourceUrl({version: '1.x', sourcePath: 'packages/commandkit/ratelimit.cjs', sourceLine: 3}),
    `https://github.com/underctrl-io/commandkit/blob/${COMMIT_1X}/packages/commandkit/ratelimit.cjs#L3`,
  );
  assert.equal(issueSourceUrl({version: '0.1.10', sourcePath: 'dist/index.js', sourceLine: 1}), undefined);
  const model = JSON.parse(readFileSync('api-models/1.x/commandkit.json', 'utf8')) as {sourceBaseUrl: string};
  assert.ok(model.sourceBaseUrl.includes(COMMIT_1X), 'the same commit as the API pages');
});

test('usedIssueIds finds the component in a page', () => {
  assert.deepEqual(usedIssueIds('a\n<KnownIssue id="one" />\n<KnownIssue id=\'two\'/>'), ['one', 'two']);
});

async function render(source: string, path: string): Promise<string> {
  clearKnownIssuesCache();
  const out = await compile(source, {
    remarkPlugins: [remarkDirective, () => (tree: Parameters<typeof transformTree>[0]) => transformTree(tree, path, OPTS)],
    development: false,
  });
  return String(out);
}

test('<KnownIssue> becomes a warning box titled with the version, with body, source link and list link', async () => {
  const js = await render('## A\n\n<KnownIssue id="limiter-entry-fails" />\n', `${FIX}/site/docs/guide/utilities/limiter.mdx`);
  assert.doesNotMatch(js, /KnownIssue/, 'no component left for the runtime');
  const box = issueBox(loadIssues(`${FIX}/issues`, '1.x').get('limiter-entry-fails')!);
  assert.equal(box.type, 'containerDirective');
  assert.equal(box.name, 'warning');
  const flat = JSON.stringify(box);
  assert.match(flat, /Known issue in 1\.x/);
  assert.match(flat, /Workaround:/);
  assert.match(flat, new RegExp(`blob/${COMMIT_1X}/packages/commandkit/limiter\\.cjs#L7`));
  assert.match(flat, /\/docs\/guide\/known-issues#limiter-entry-fails/);
});

test('a 0.1.10 page gets the 0.1.10 issue and list link', () => {
  const tree = {
    type: 'root',
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'KnownIssue',
        attributes: [{type: 'mdxJsxAttribute', name: 'id', value: 'mode-type-only'}],
        children: [],
      },
    ],
  };
  clearKnownIssuesCache();
  transformTree(tree, `${FIX}/site/versioned_docs/version-0.1.10/guide/setup.mdx`, OPTS);
  const flat = JSON.stringify(tree);
  assert.match(flat, /Known issue in 0\.1\.10/);
  assert.match(flat, /node_modules\/commandkit\/dist\/index\.js, line 12/);
  assert.match(flat, /\/docs\/v0\/guide\/known-issues#mode-type-only/);
  assert.equal(pageVersion('docs/guide/x.mdx'), '1.x');
});

test('an unknown id fails naming the page and the version', async () => {
  await assert.rejects(
    render('<KnownIssue id="nope" />\n', 'docs/guide/some-page.mdx'),
    /docs\/guide\/some-page\.mdx: unknown 1\.x issue "nope"/,
  );
  await assert.rejects(render('<KnownIssue />\n', 'docs/guide/p.mdx'), /p\.mdx: <KnownIssue> needs an id/);
});

test('<KnownIssueList /> lists every issue of the version with an anchor and links to the pages that meet it', () => {
  const tree = {type: 'root', children: [{type: 'mdxJsxFlowElement', name: 'KnownIssueList', attributes: [], children: []}]};
  clearKnownIssuesCache();
  transformTree(tree, `${FIX}/site/versioned_docs/version-0.1.10/guide/known-issues.mdx`, OPTS);
  const heading = tree.children[0] as unknown as {type: string; data: {hProperties: {id: string}}};
  assert.equal(heading.type, 'heading');
  assert.equal(heading.data.hProperties.id, 'mode-type-only');
  const flat = JSON.stringify(tree);
  assert.match(flat, /"url":"\/docs\/v0\/guide\/setup","children":\[\{"type":"text","value":"Set up"\}\]/);
});

test('consistency: fixtures agree; a page using an unlisted or unknown id is reported', () => {
  assert.deepEqual(checkConsistency(`${FIX}/site`, `${FIX}/issues`).problems, []);
  const report = checkConsistency(`${FIX}/site`, `${FIX}/issues-none`);
  assert.deepEqual(report.problems, [
    'docs/guide/utilities/limiter.mdx: <KnownIssue id="limiter-entry-fails" /> names no 1.x issue ' +
      '(known-issues/1.x/limiter-entry-fails.md is missing)',
    'versioned_docs/version-0.1.10/guide/setup.mdx: <KnownIssue id="mode-type-only" /> names no 0.1.10 ' +
      'issue (known-issues/0.1.10/mode-type-only.md is missing)',
  ]);
});

test('the committed known issues and guide pages agree (ids exist, listed pages show them, workaround present)', () => {
  const {problems} = checkConsistency('.', 'known-issues');
  assert.deepEqual(problems, []);
});

test("an issue's entries are import paths that really fail at run time (else it would excuse working code)", async () => {
  const {readRuntime, READER_MODES, hasValue, nameAtRunTime} = await import('../../plugins/api-reference/src/model/runtime');
  const {loadModels} = await import('../../plugins/api-reference/src/public');
  const problems: string[] = [];
  for (const version of ['1.x', '0.1.10'] as const) {
    const facts = readRuntime('api-models', version)!;
    const values = new Map<string, string[]>();
    for (const model of loadModels('api-models', version)) {
      for (const item of model.items) {
        if (!hasValue(item)) continue;
        for (const p of item.importPaths) values.set(p, [...(values.get(p) ?? []), item.name]);
      }
    }
    for (const issue of loadIssues('known-issues', version).values()) {
      for (const key of issue.entries) {
        // `<path>#default` covers only the default import of the path.
        const [entry, binding] = key.split('#') as [string, string | undefined];
        const e = facts.entries[entry];
        // A third-party package's declarations (`workflow#types`) are outside the framework's run-time facts;
        // check:examples resolves them for real and reports the entry as stale once the template's options find them.
        if (!e && binding === 'types' && !/^(commandkit|@commandkit\/[^/]+)(\/|$)/.test(entry)) continue;
        if (!e) {
          problems.push(`${issue.file}: entries lists "${entry}", which is not a public import path of ${version}`);
          continue;
        }
        if (binding !== undefined) {
          if (binding === 'types') {
            // Checked for real by check:examples (stale when the path resolves with the template's options); here:
            // a sub-path whose file is not a wrapper at the package root, which moduleResolution Node cannot find.
            const file = e.file.esm ?? e.file.cjs ?? '';
            if (entry.split('/').length <= (entry.startsWith('@') ? 2 : 1) || !file.includes('/'))
              problems.push(`${issue.file}: entries lists "${key}", which has a file at its package root`);
            continue;
          }
          if (binding !== 'default') problems.push(`${issue.file}: entries lists "${key}": only "#default" or "#types" may follow a path`);
          else if (!READER_MODES[version].some((m) => e[m].loads && !nameAtRunTime(facts, entry, 'default', m).ok))
            problems.push(`${issue.file}: entries lists "${key}", whose default import works at run time`);
          continue;
        }
        const fails =
          READER_MODES[version].some((m) => !e[m].loads) ||
          (values.get(entry) ?? []).some((n) => READER_MODES[version].some((m) => !nameAtRunTime(facts, entry, n, m).ok));
        if (!fails) problems.push(`${issue.file}: entries lists "${entry}", which loads and gives every name its types declare`);
      }
    }
  }
  assert.deepEqual(problems, []);
});
