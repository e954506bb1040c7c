/**
 * MDX page -> Markdown twin. The page is parsed as MDX (with GFM and directives, as Docusaurus does), the
 * site's own remark plugins run on it (API links resolve, known-issue tags expand), then every MDX-only
 * construct becomes its Markdown meaning and the tree is printed as plain CommonMark + GFM, without the MDX
 * extensions: a construct left unconverted would fail to print rather than leak JSX.
 */
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified, type PluggableList} from 'unified';
import {codeTitle} from '../../shared/code-meta';
import {COMPONENTS, KNOWN_ISSUE_MARKER, admonitionLabel, isAdmonition, labelledQuote, type ComponentContext} from './components';
import {jsxProps, type JsxAttribute} from './jsx-props';
import {absoluteUrl, type LinkTarget} from './links';
import {PHRASING, blockquote, paragraph, plainText, text, type MdNode} from './mdast';

export interface TwinPage extends LinkTarget {
  title: string;
  description?: string;
  /** The page body, front matter removed. */
  body: string;
}

export interface ConvertOptions {
  /** Remark plugins of the docs plugin, run before the conversion (as when the page is built). */
  remarkPlugins?: PluggableList;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);
const printer = unified()
  .use(remarkGfm)
  .use(remarkStringify, {bullet: '-', fences: true, rule: '-', emphasis: '_', strong: '*', listItemIndent: 'one'});

/** The meta of a code block kept in the twin: its file title only (`partial`, line ranges etc. are ours). */
export function twinCodeMeta(meta: string | null | undefined): string | null {
  const title = codeTitle(meta);
  return title === undefined ? null : `title="${title}"`;
}

function literalString(node: MdNode): string | undefined {
  const program = (node.data?.estree as {body?: Array<{type: string; expression?: {type: string; value?: unknown}}>} | undefined)?.body;
  const expression = program?.length === 1 && program[0]!.type === 'ExpressionStatement' ? program[0]!.expression : undefined;
  return expression?.type === 'Literal' && typeof expression.value === 'string' ? expression.value : undefined;
}

/** Wraps runs of phrasing nodes in paragraphs where flow content is expected. */
function asFlow(nodes: MdNode[]): MdNode[] {
  const result: MdNode[] = [];
  let run: MdNode[] = [];
  const flush = () => {
    if (run.some((node) => node.type !== 'text' || node.value!.trim())) result.push(paragraph(...run));
    run = [];
  };
  for (const node of nodes) {
    if (PHRASING.has(node.type)) run.push(node);
    else {
      flush();
      result.push(node);
    }
  }
  flush();
  return result;
}

/** Flattens flow nodes into phrasing where only phrasing is allowed (a component inside a sentence). */
function asPhrasing(nodes: MdNode[]): MdNode[] {
  return nodes.flatMap((node) =>
    PHRASING.has(node.type)
      ? [node]
      : node.type === 'code'
        ? [{type: 'inlineCode', value: node.value}]
        : node.children
          ? asPhrasing(node.children)
          : node.value
            ? [text(node.value)]
            : [],
  );
}

class TwinConverter {
  private readonly context: ComponentContext;

  constructor(page: LinkTarget) {
    this.context = {absoluteUrl: (url) => absoluteUrl(url, page)};
  }

  convertChildren(nodes: readonly MdNode[], phrasing: boolean): MdNode[] {
    const converted = nodes.flatMap((node) => this.convert(node, phrasing));
    return phrasing ? asPhrasing(converted) : asFlow(converted);
  }

  private convert(node: MdNode, phrasing: boolean): MdNode[] {
    switch (node.type) {
      case 'mdxjsEsm':
      case 'html':
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        const value = literalString(node);
        return value === undefined ? [] : [text(value)];
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.convertJsx(node, phrasing || node.type === 'mdxJsxTextElement');
      case 'containerDirective':
        return this.convertDirective(node);
      case 'leafDirective':
      case 'textDirective': {
        // Not an admonition: the colon syntax was ordinary text (Docusaurus restores it the same way).
        const marker = node.type === 'leafDirective' ? '::' : ':';
        const label = this.convertChildren(node.children ?? [], true);
        const restored = [text(`${marker}${node.name ?? ''}`), ...(label.length ? [text('['), ...label, text(']')] : [])];
        return node.type === 'leafDirective' ? [paragraph(...restored)] : restored;
      }
      case 'link':
      case 'image':
      case 'definition':
        return [
          {
            ...node,
            url: this.context.absoluteUrl(node.url ?? ''),
            ...(node.children ? {children: this.convertChildren(node.children, true)} : {}),
          },
        ];
      case 'code':
        return [{...node, meta: twinCodeMeta(node.meta)}];
      default:
        if (!node.children) return [node];
        return [
          {
            ...node,
            children: this.convertChildren(
              node.children,
              PHRASING.has(node.type) || ['paragraph', 'heading', 'tableCell'].includes(node.type),
            ),
          },
        ];
    }
  }

  private convertJsx(node: MdNode, phrasing: boolean): MdNode[] {
    const name = node.name ?? '';
    const children = this.convertChildren(node.children ?? [], phrasing);
    const component = COMPONENTS[name];
    if (component) return component(jsxProps((node.attributes ?? []) as JsxAttribute[]), children, this.context);
    const props = jsxProps((node.attributes ?? []) as JsxAttribute[]);
    if (name === 'a' && typeof props.href === 'string')
      return [{type: 'link', url: this.context.absoluteUrl(props.href), children: asPhrasing(children)}];
    if (name === 'img' && typeof props.src === 'string')
      return [{type: 'image', url: this.context.absoluteUrl(props.src), alt: typeof props.alt === 'string' ? props.alt : ''}];
    if (name === 'br') return phrasing ? [{type: 'break'}] : [];
    if (name === 'code' || name === 'kbd') return [{type: 'inlineCode', value: children.map(plainText).join('')}];
    // Any other tag (a wrapper, a layout element, a component we do not know): its content stays.
    return children;
  }

  private convertDirective(node: MdNode): MdNode[] {
    const name = node.name ?? '';
    const all = node.children ?? [];
    const labelNode = all[0]?.data?.directiveLabel ? all[0] : undefined;
    const children = this.convertChildren(labelNode ? all.slice(1) : all, false);
    if (!isAdmonition(name)) return children;
    const title = labelNode ? plainText(labelNode).trim() : undefined;
    return children.length
      ? [labelledQuote(admonitionLabel(name, title || undefined), children)]
      : [blockquote(paragraph(text(admonitionLabel(name, title))))];
  }
}

/**
 * `:::note Title` -> `:::note[Title]`: the older admonition title syntax that Docusaurus still accepts (it
 * rewrites it the same way before parsing). Lines inside code fences are left alone.
 */
export function admonitionTitlesAsLabels(body: string): string {
  let fence: string | undefined;
  return body
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
        fence = fence ? undefined : marker;
        return line;
      }
      if (fence) return line;
      return line.replace(
        /^(\s*:{3,})([a-z]+)[ \t]+([^[\s].*)$/,
        (_all, colons: string, name: string, title: string) => `${colons}${name}[${title.trim()}]`,
      );
    })
    .join('\n');
}

/**
 * Known issues are expanded by a remark plugin of the site (`<KnownIssue id/>` becomes the issue's text). Each
 * one is first wrapped in a marker element, so that whatever the expansion produces still ends up in one
 * blockquote labelled "Known issue" (components.ts), and a tag left unexpanded becomes that blockquote too.
 */
export function markKnownIssues(node: MdNode): void {
  node.children = node.children?.map((child) => {
    if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'KnownIssue') {
      return {type: child.type, name: KNOWN_ISSUE_MARKER, attributes: child.attributes, children: [child]};
    }
    markKnownIssues(child);
    return child;
  });
}

const processors = new WeakMap<PluggableList, ReturnType<typeof transformer>>();
const NO_PLUGINS: PluggableList = [];

function transformer(plugins: PluggableList) {
  return unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(plugins);
}

/** A page body parsed as Docusaurus's MDX loader parses it (MDX, GFM, directives, older admonition titles). */
export function parseTwinSource(body: string): MdNode {
  return parser.parse(admonitionTitlesAsLabels(body)) as MdNode;
}

/**
 * The Markdown twin of a parsed page. The tree is changed on the way (known issues marked, the remark plugins
 * run on it): a caller that keeps using the tree passes a copy.
 */
export async function twinFromTree(tree: MdNode, page: Omit<TwinPage, 'body'>, options: ConvertOptions = {}): Promise<string> {
  const plugins = options.remarkPlugins ?? NO_PLUGINS;
  let processor = processors.get(plugins);
  if (!processor) {
    processor = transformer(plugins);
    processors.set(plugins, processor);
  }
  markKnownIssues(tree);
  // The site's remark plugins read only the file's path (the page's docs version).
  const transformed = (await processor.run(tree as never, {path: page.sourceFile})) as MdNode;
  const body = new TwinConverter(page).convertChildren(transformed.children ?? [], false);
  const head: MdNode[] = [];
  if (body[0]?.type !== 'heading' || body[0].depth !== 1) {
    head.push({type: 'heading', depth: 1, children: [text(page.title)]});
    // API pages open with their description already (the front matter holds a shortened copy).
    const description = page.description?.trim();
    const start = description?.replace(/…$/, '').slice(0, 60);
    const repeated = start && body.slice(0, 4).some((node) => node.type === 'paragraph' && plainText(node).startsWith(start));
    if (description && !repeated) head.push(blockquote(paragraph(text(description))));
  }
  return printer.stringify({type: 'root', children: [...head, ...body]} as never);
}

/** Converts one page to its Markdown twin. */
export async function toMarkdownTwin(page: TwinPage, options: ConvertOptions = {}): Promise<string> {
  return twinFromTree(parseTwinSource(page.body), page, options);
}
