/** Small hand-written records and pages shared by the search unit tests. */
import type {SearchRecord} from '../../plugins/shared/search/types';

let position = 0;

export function record(partial: Partial<SearchRecord> & {url: string; type: SearchRecord['type']; lvl1: string}): SearchRecord {
  const {lvl1, ...rest} = partial as typeof partial & {lvl1: string};
  position += 1;
  return {
    objectID: `id-${position}`,
    url_without_anchor: partial.url.split('#')[0],
    anchor: partial.url.includes('#') ? partial.url.split('#')[1] : null,
    hierarchy: {lvl0: 'Guide', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    position,
    ...rest,
  };
}

/** A record's headings: the page (lvl0, lvl1) and up to two section levels below it. */
export function hierarchy(lvl0: string, lvl1: string, lvl2: string | null = null, lvl3: string | null = null): SearchRecord['hierarchy'] {
  return {lvl0, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null};
}

export const SITE = 'https://example.test';

export function sampleRecords(): SearchRecord[] {
  position = 0;
  return [
    record({
      url: `${SITE}/docs/guide/commands/middlewares`,
      type: 'lvl1',
      lvl1: 'Middlewares',
      hierarchy: {lvl0: 'Commands', lvl1: 'Middlewares', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      content: 'Run code before and after every command.',
    }),
    record({
      url: `${SITE}/docs/guide/commands/middlewares#stopping`,
      type: 'lvl2',
      lvl1: 'Middlewares',
      hierarchy: {lvl0: 'Commands', lvl1: 'Middlewares', lvl2: 'Stopping a command', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    }),
    record({
      url: `${SITE}/docs/guide/commands/middlewares#stopping`,
      type: 'content',
      lvl1: 'Middlewares',
      hierarchy: {lvl0: 'Commands', lvl1: 'Middlewares', lvl2: 'Stopping a command', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      content: 'Call stopMiddlewares() inside a middleware to stop the command from running. The <b>rest</b> & "quotes" are text.',
    }),
    record({url: `${SITE}/docs/guide/events/custom-events`, type: 'lvl1', lvl1: 'Custom events'}),
    record({
      url: `${SITE}/docs/guide/events/custom-events#emit`,
      type: 'content',
      lvl1: 'Custom events',
      content: 'Events can be emitted from a middleware as well, which is rarely what you want for logging.',
    }),
    record({
      url: `${SITE}/docs/api-reference/commandkit/classes/command-kit`,
      type: 'lvl1',
      lvl1: 'CommandKit',
      hierarchy: {lvl0: 'API Reference', lvl1: 'CommandKit', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      api: {name: 'CommandKit', kind: 'class', section: 'commandkit'},
    }),
    record({
      url: `${SITE}/docs/api-reference/commandkit/functions/use-environment`,
      type: 'lvl1',
      lvl1: 'useEnvironment',
      hierarchy: {lvl0: 'API Reference', lvl1: 'useEnvironment', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      api: {name: 'useEnvironment', kind: 'function', section: 'commandkit'},
    }),
    record({
      url: `${SITE}/docs/v0/guide/installation`,
      type: 'lvl1',
      lvl1: 'Installation',
      docusaurus_tag: 'docs-default-0.1.10',
      content: 'Install CommandKit 0.1.10 with npm.',
    }),
    record({
      url: `${SITE}/`,
      type: 'lvl1',
      lvl1: 'CommandKit',
      docusaurus_tag: 'default',
      content: 'Discord bots with discord.js, minus the boilerplate.',
    }),
  ];
}

export const FILTER_1X = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
export const FILTER_V0 = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.1.10']];

export const PAGE_HTML = `<!doctype html><html lang="en"><head>
<title>Middlewares | CommandKit</title>
<meta name="description" content="Run code around commands.">
<meta name="docsearch:language" content="en">
<meta name="docsearch:docusaurus_tag" content="docs-default-current">
<link rel="canonical" href="https://commandkit.dev/docs/guide/commands/middlewares">
</head><body><nav class="navbar">Guide API</nav><main><article>
<nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs"><li class="breadcrumbs__item"><a aria-label="Home page" href="/">x</a></li>
<li class="breadcrumbs__item"><span class="breadcrumbs__link">Commands</span></li>
<li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link">Middlewares</span></li></ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>Middlewares</h1></header>
<p>Middlewares run <code>before</code> a command.</p>
<h2 id="a-first-middleware">A first middleware<a href="#a-first-middleware" class="hash-link">\u200b</a></h2>
<p>Create a file named <code>+middleware.ts</code>.</p>
<div class="theme-code-block"><pre><code>export function beforeExecute() {}</code></pre></div>
<ul><li>First item<ul><li>Nested item</li></ul></li><li><p>Paragraph item</p></li></ul>
<h3 id="stopping">Stopping &amp; skipping</h3>
<table><thead><tr><th>Name</th><th>Does</th></tr></thead><tbody><tr><td>stopMiddlewares()</td><td>stops</td></tr></tbody></table><p class="badges"><span class="badge">class</span></p>
</div></article></main><footer>Footer text</footer></body></html>`;
