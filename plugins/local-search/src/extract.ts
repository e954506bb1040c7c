/**
 * Built HTML page → DocSearch records. Parsed with cheerio (already in node_modules through
 * Docusaurus), walked in document order: h1..h6 become lvl1..lvl6 records with their anchor,
 * paragraphs / list items / table cells / definitions become `content` records under the
 * nearest heading. Navigation, code blocks, buttons and other chrome are left out.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {apiParagraph, isSkippedApiSection, isSkippedOnApiPage} from './api-prose';
import {LEVELS, type ApiItem, type Hierarchy, type Level, type SearchRecord} from '../../shared/search/types';

export interface ExtractOptions {
  /** Absolute site URL with base path, no trailing slash (used when a page has no canonical link). */
  siteUrl: string;
  maxContentLength: number;
}

export interface PageInfo {
  /** Site path, e.g. /docs/guide/commands/middlewares */
  path: string;
  url: string;
  tag: string;
  language: string;
  title: string;
  category: string;
  /** The page's meta description ('' when it has none). */
  description: string;
  api?: ApiItem;
  /** From `<meta name="docsearch:page_rank">` (0 when absent or not a number). */
  pageRank: number;
  /** From `<meta name="keywords">`, comma-separated (empty when absent). */
  keywords: string[];
}

/** A `docsearch:page_rank` value as DocSearch reads it: an integer, here kept within ±5; anything else is 0. */
export function parsePageRank(value: string | undefined): number {
  const rank = Number.parseInt(value ?? '', 10);
  return Number.isFinite(rank) ? Math.max(-5, Math.min(5, rank)) : 0;
}

/** A `keywords` meta value as Docusaurus writes it (`a,b,c`): trimmed, empty entries and repeats dropped. */
export function parseKeywords(value: string | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((keyword) => collapse(keyword))
        .filter((keyword) => keyword !== ''),
    ),
  ];
}

/** `docs/guide/x.html` → `/docs/guide/x`, `docs/index.html` → `/docs`, `index.html` → `/`. */
export function routeFromFile(relativeFile: string): string {
  const clean = relativeFile.split('\\').join('/').replace(/^\/+/, '');
  const withoutExt = clean.replace(/\.html$/, '');
  const withoutIndex = withoutExt === 'index' ? '' : withoutExt.replace(/\/index$/, '');
  return `/${withoutIndex}`;
}

const API_KINDS: Record<string, string> = {
  classes: 'class',
  class: 'class',
  functions: 'function',
  function: 'function',
  interfaces: 'interface',
  interface: 'interface',
  types: 'type',
  'type-aliases': 'type',
  typedefs: 'type',
  variables: 'variable',
  variable: 'variable',
  enums: 'enum',
  enumerations: 'enum',
  namespaces: 'namespace',
  hooks: 'hook',
  components: 'component',
};

/**
 * Recognises an API item route: /docs/api-reference/<section>/<kind>/<slug> (1.x) or
 * /docs/v0/api-reference/<kind>/<slug> (0.1.10). Any other depth under api-reference still
 * counts when one segment names a kind. Returns kind and section, the name comes from the page.
 */
export function apiRoute(path: string): {kind: string; section: string} | null {
  const match = /^\/docs\/(?:(v0)\/)?api-reference\/(.+)$/.exec(path);
  if (!match) {
    return null;
  }
  const segments = match[2].split('/').filter(Boolean);
  if (segments.length < 2) {
    return null;
  }
  const kindIndex = segments.findIndex((segment, i) => i < segments.length - 1 && API_KINDS[segment] !== undefined);
  if (kindIndex === -1) {
    return null;
  }
  const section = match[1] === 'v0' ? 'v0' : kindIndex > 0 ? segments[0] : '';
  return {kind: API_KINDS[segments[kindIndex]], section};
}

/** `Class: CommandKit<T>` / `useEnvironment()` → `CommandKit` / `useEnvironment`. */
export function apiName(title: string): string {
  let name = title
    .replace(/\u200b/g, '')
    .replace(
      /^\s*(abstract\s+)?(class|function|interface|type(\s+alias)?|variable|const|enum(eration)?|namespace|hook|component)\s*:?\s+/i,
      '',
    )
    .trim();
  name = name
    .replace(/\s*\(.*$/s, '')
    .replace(/\s*<.*$/s, '')
    .trim();
  const identifier = /[A-Za-z_$][\w$.]*/.exec(name);
  return identifier ? identifier[0] : name;
}

const SKIP_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'nav',
  'pre',
  'iframe',
  'select',
  'input',
  'textarea',
  'footer',
]);
const SKIP_CLASSES = [
  'badge',
  'hash-link',
  'theme-doc-breadcrumbs',
  'theme-doc-version-badge',
  'theme-doc-toc-mobile',
  'theme-doc-footer',
  'pagination-nav',
  'theme-code-block',
  'tabs',
  'theme-doc-version-banner',
  'sr-only',
];
const BLOCK_TAGS = new Set(['p', 'li', 'tr', 'dt', 'dd', 'figcaption', 'summary', 'blockquote', 'caption']);
const NESTED_TAGS = new Set(['ul', 'ol', 'table', 'dl', 'div', 'details', 'p', 'blockquote']);
const HEADING = /^h([1-6])$/;
/**
 * Sections that only link to other pages ("Related pages", "Next steps"): their text is the other pages'
 * titles and summaries, so indexing it would make this page answer the other pages' questions. The heading
 * itself is still indexed.
 */
const LINK_LIST_SECTIONS = new Set(['related pages', 'related', 'see also', 'next steps', 'where to go next', 'further reading']);

export function isLinkListSection(lvl2: string | null): boolean {
  return lvl2 !== null && LINK_LIST_SECTIONS.has(lvl2.trim().toLowerCase());
}

/** Pages of the API reference (items and the index pages listing them). */
const REFERENCE_PAGE = /^\/docs\/(?:v0\/)?api-reference(?:\/|$)/;

function isSkipped(node: Element): boolean {
  if (SKIP_TAGS.has(node.name)) {
    return true;
  }
  const classes = (node.attribs.class ?? '').split(/\s+/);
  if (SKIP_CLASSES.some((name) => classes.includes(name))) {
    return true;
  }
  return node.attribs.role === 'tablist' || node.attribs.hidden !== undefined;
}

/** The first element or non-blank text inside a node, depth first (`<li><a>`, `<tr><td><a>`). */
function firstContent(node: Element): AnyNode | null {
  for (const child of node.children) {
    if (child.type === 'text') {
      if ((child as unknown as {data: string}).data.trim()) {
        return child;
      }
    } else if (isElement(child)) {
      return child.name === 'td' || child.name === 'th' ? firstContent(child) : child;
    }
  }
  return null;
}

/** A list item or table row of a reference index page that opens with a link to an item of the reference. */
export function isReferenceEntry(node: Element): boolean {
  if (node.name !== 'li' && node.name !== 'tr') {
    return false;
  }
  const first = firstContent(node);
  return first !== null && isElement(first) && first.name === 'a' && REFERENCE_PAGE.test(first.attribs.href ?? '');
}

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function collapse(text: string): string {
  return text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text of a node; nested blocks are left out when `stopAtNested` (they become records of their own). */
function textOf(node: AnyNode, stopAtNested: boolean, top = true): string {
  if (node.type === 'text') {
    return (node as unknown as {data: string}).data;
  }
  if (!isElement(node) || isSkipped(node)) {
    return '';
  }
  if (!top && stopAtNested && NESTED_TAGS.has(node.name)) {
    return ' ';
  }
  if (node.name === 'br') {
    return ' ';
  }
  const inner = node.children.map((child) => textOf(child, stopAtNested, false)).join('');
  if (node.name === 'td' || node.name === 'th') {
    return ` ${inner} ·`;
  }
  return /^(p|li|div|h[1-6]|dt|dd)$/.test(node.name) ? ` ${inner} ` : inner;
}

function hasBlockChild(node: Element): boolean {
  return node.children.some((child) => isElement(child) && (child.name === 'p' || child.name === 'div' || HEADING.test(child.name)));
}

function pageCategory($: CheerioAPI, path: string, isApi: boolean): string {
  if (isApi) {
    return 'API Reference';
  }
  const crumbs = $('.theme-doc-breadcrumbs .breadcrumbs__item')
    .not('.breadcrumbs__item--active')
    .map((_, el) => collapse($(el).text()))
    .get()
    .filter((text) => text.length > 0);
  if (crumbs.length > 0) {
    return crumbs[crumbs.length - 1];
  }
  if (/^\/docs\/(v0\/)?api-reference/.test(path)) {
    return 'API Reference';
  }
  return path.startsWith('/docs') ? 'Documentation' : 'CommandKit';
}

/**
 * The page's <meta> values by lower-cased name, property or http-equiv (the first of each), and its
 * canonical link: one pass over the head instead of one selector query per tag.
 */
export function headValues($: CheerioAPI): {meta: Map<string, string>; canonical: string | undefined} {
  const meta = new Map<string, string>();
  let canonical: string | undefined;
  $('meta, link').each((_, element) => {
    const {attribs} = element as Element;
    if (element.tagName === 'link') {
      if (canonical === undefined && attribs.rel?.toLowerCase() === 'canonical') {
        canonical = attribs.href;
      }
      return;
    }
    const key = (attribs.name ?? attribs.property ?? attribs['http-equiv'])?.toLowerCase();
    if (key && !meta.has(key)) {
      meta.set(key, attribs.content ?? '');
    }
  });
  return {meta, canonical};
}

/** Page-level facts, or null when the page must not be indexed (redirects, error pages, noindex pages). */
export function pageInfo($: CheerioAPI, route: string, options: ExtractOptions): PageInfo | null {
  const head = headValues($);
  if (head.meta.has('refresh')) {
    return null;
  }
  // A page that asks search engines not to index it (the search page itself) is no answer in ours either.
  // The theme writes that tag with `property=robots`, most tools with `name=robots`: both count.
  if (/\bnoindex\b/i.test(head.meta.get('robots') ?? '')) {
    return null;
  }
  const canonical = head.canonical ?? head.meta.get('og:url');
  let url = `${options.siteUrl}${route === '/' ? '/' : route}`;
  let path = route;
  if (canonical) {
    try {
      const parsed = new URL(canonical);
      url = `${parsed.origin}${parsed.pathname}`;
      path = parsed.pathname;
    } catch {
      // keep the file-derived URL
    }
  }
  const tag = head.meta.get('docsearch:docusaurus_tag') ?? 'default';
  const language = head.meta.get('docsearch:language') ?? $('html').attr('lang') ?? 'en';
  const h1 = collapse($('article h1, main h1').first().text());
  const title =
    h1 ||
    collapse(
      $('title')
        .text()
        .replace(/\s*\|[^|]*$/, ''),
    );
  if (!title) {
    return null;
  }
  const apiParts = apiRoute(path);
  const info: PageInfo = {
    path,
    url,
    tag,
    language,
    title,
    category: pageCategory($, path, apiParts !== null),
    description: head.meta.get('description') ?? '',
    pageRank: parsePageRank(head.meta.get('docsearch:page_rank')),
    keywords: parseKeywords(head.meta.get('keywords')),
  };
  if (apiParts) {
    info.api = {name: apiName(title), kind: apiParts.kind, section: apiParts.section};
  }
  return info;
}

/**
 * The parts of a built page the records come from: everything before `<body` (meta tags, canonical link,
 * title, the html element's lang) and the `<main>` element (breadcrumbs and article). Navbar, sidebar and
 * footer are most of a page's markup and are never read, so cutting them first makes parsing about three
 * times as fast (bench/RESULTS.md). Pages without a single `<main>` are returned whole.
 */
export function indexedPart(html: string): string {
  // The HTML minifier drops optional end tags such as `</head>`, so the head ends where the body starts.
  const headEnd = html.indexOf('<body');
  const mainStart = html.indexOf('<main');
  const mainEnd = html.lastIndexOf('</main>');
  if (headEnd < 0 || mainStart < headEnd || mainEnd < mainStart || html.indexOf('<main', mainStart + 5) >= 0) {
    return html;
  }
  return `${html.slice(0, headEnd)}<body>${withoutCode(html.slice(mainStart, mainEnd))}</main></body></html>`;
}

/** A `<pre>` element's content: up to its end tag (a `</pre>` in code is written `&lt;/pre>`; no `<pre>` nests another). */
const PRE_CONTENT = /(<pre\b[^>]*>)[^]*?<\/pre>/g;

/**
 * The markup with every code block's content left out (`<pre …></pre>` stays): the extractor never reads inside
 * `pre`, and the highlighted code's thousands of `<span>`s were ~45 % of the markup parsed (bench/RESULTS.md,
 * "Cold build: cards drawn in boxes, code left out of the search's parse").
 */
export function withoutCode(markup: string): string {
  return markup.replace(PRE_CONTENT, '$1</pre>');
}

/** All records of one built page (empty when the page is not indexed). */
export function extractRecords(html: string, route: string, options: ExtractOptions): SearchRecord[] {
  return recordsOfDocument(load(indexedPart(html)), route, options);
}

/** All records of a parsed page. */
export function recordsOfDocument($: CheerioAPI, route: string, options: ExtractOptions): SearchRecord[] {
  const info = pageInfo($, route, options);
  if (!info) {
    return [];
  }
  const page = new PageRecords(info, options);
  const container = $('article .theme-doc-markdown').first().get(0) ?? $('article').first().get(0) ?? $('main').first().get(0);
  if (container) {
    page.walk(container);
  }
  return page.records;
}

/** The records of one page, written in document order while its content is walked. */
class PageRecords {
  readonly records: SearchRecord[] = [];
  /** The headings above the current position (lvl0 is the page's category, lvl1 its title). */
  private readonly hierarchy: Hierarchy;
  /** The anchor of the nearest heading above that has one. */
  private anchor: string | null = null;
  private readonly description: string;
  /** An index page of the reference (a package's or a kind's list of items), not an item's page. */
  private readonly referenceIndex: boolean;

  constructor(
    private readonly info: PageInfo,
    private readonly options: ExtractOptions,
  ) {
    this.hierarchy = {lvl0: info.category, lvl1: info.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    // The page title record carries the page's description, so a page answers questions its summary answers.
    this.description = collapse(info.description);
    this.referenceIndex = !info.api && REFERENCE_PAGE.test(info.path);
    this.push('lvl1', this.description ? this.description.slice(0, options.maxContentLength) : null);
    if (info.keywords.length > 0) {
      this.records[this.records.length - 1]!.keywords = info.keywords;
    }
  }

  walk(node: AnyNode): void {
    const {info} = this;
    if (!isElement(node) || isSkipped(node) || (info.api && isSkippedOnApiPage(node.attribs.class))) {
      return;
    }
    const heading = HEADING.exec(node.name);
    if (heading) {
      this.heading(node, Number(heading[1]));
      return;
    }
    if (node.name === 'tr' && node.children.every((cell) => !isElement(cell) || cell.name !== 'td')) {
      return; // header row
    }
    if (BLOCK_TAGS.has(node.name) && !hasBlockChild(node)) {
      this.block(node);
      return;
    }
    node.children.forEach((child) => this.walk(child));
  }

  /** A heading below the title: a record of its level, and the level below it starts again. */
  private heading(node: Element, depth: number): void {
    const text = collapse(textOf(node, false));
    if (depth === 1 || !text) {
      return;
    }
    const level = LEVELS[depth] as Level;
    this.hierarchy[level] = text;
    for (let i = depth + 1; i < LEVELS.length; i += 1) {
      this.hierarchy[LEVELS[i]] = null;
    }
    this.anchor = node.attribs.id ?? this.anchor;
    this.push(level, null);
  }

  /** A block of text (paragraph, list item, table row…): a content record when it says something, then its nested lists. */
  private block(node: Element): void {
    const {info, hierarchy} = this;
    const whole = collapse(textOf(node, true)).replace(/\s*·$/, '');
    // On API pages one- or two-word blocks ("Returns X", "Default") say nothing the headings do not, and
    // longer ones are cut to what a search needs (api-prose.ts).
    const text = info.api
      ? apiParagraph(whole, hierarchy.lvl3 !== null, this.description)
      : this.referenceIndex
        ? apiParagraph(whole, hierarchy.lvl2 !== null, this.description)
        : whole;
    const words = text.split(' ').length;
    // An index page of the reference is indexed by its title, opening text and section headings, not its
    // entries ("name — summary", linking to the item): each item's page carries that summary as its description.
    const listEntry = this.referenceIndex && isReferenceEntry(node);
    const indexed = !listEntry && !isLinkListSection(hierarchy.lvl2) && (!info.api || (words > 2 && !isSkippedApiSection(hierarchy.lvl2)));
    if (text.length > 1 && indexed) {
      this.push('content', text.slice(0, this.options.maxContentLength));
    }
    for (const child of node.children) {
      if (isElement(child) && NESTED_TAGS.has(child.name)) {
        this.walk(child);
      } else if (isElement(child)) {
        // lists nested inside inline wrappers
        child.children.forEach((grandChild) => {
          if (isElement(grandChild) && NESTED_TAGS.has(grandChild.name)) {
            this.walk(grandChild);
          }
        });
      }
    }
  }

  private push(type: SearchRecord['type'], content: string | null): void {
    const {info, anchor} = this;
    const position = this.records.length;
    const url = anchor ? `${info.url}#${anchor}` : info.url;
    const record: SearchRecord = {
      objectID: `${info.tag}:${info.path}:${position}`,
      url,
      url_without_anchor: info.url,
      anchor,
      type,
      hierarchy: {...this.hierarchy},
      content,
      language: info.language,
      docusaurus_tag: info.tag,
      position,
    };
    if (info.api) {
      record.api = info.api;
    }
    if (info.pageRank !== 0) {
      record.page_rank = info.pageRank;
    }
    this.records.push(record);
  }
}
