/**
 * The twins made from the MDX loader's own parse during a production build (twin-source.ts hands each page's
 * tree here): a page compiled by the bundler gets its twin without being parsed a second time. Pages the
 * bundler does not compile (its cache has them) come from the twins' cache or are converted in postBuild
 * (make-twins.ts), which also reports any page whose twin cannot be made.
 */
import type {PluggableList} from 'unified';
import type {MdNode} from './mdast';
import type {DocPage} from './pages';
import type {TwinSession} from './twin-source';

/**
 * A copy of a freshly parsed page for its twin, without the front matter node (a twin is made from the body).
 * Nodes, their children and their `data` are copied, because the twins' remark plugins replace nodes and set
 * fields; what they only read (attributes, expression syntax trees, positions) is shared with the page's tree.
 */
export function twinTree(tree: MdNode): MdNode {
  const copy = (node: MdNode): MdNode => {
    const out: MdNode = {...node};
    if (node.data) out.data = {...node.data};
    if (node.children) out.children = node.children.map(copy);
    return out;
  };
  return {...copy(tree), children: (tree.children ?? []).filter((node) => node.type !== 'yaml').map(copy)};
}

/** Whether the loader parsed the file as MDX, the way a twin's own parse would (parseTwinSource). */
function parsedAsMdx(file: {path?: string; data?: Record<string, unknown>}): boolean {
  const format = ((file.data?.frontMatter as {mdx?: {format?: unknown}} | undefined)?.mdx?.format ?? 'mdx') as unknown;
  return Boolean(file.path?.endsWith('.mdx')) && format === 'mdx';
}

export class LoaderTwins implements TwinSession {
  /** Twin text by source file, for the pages compiled in this build. */
  readonly made = new Map<string, string>();
  private readonly pages: Map<string, DocPage>;

  constructor(
    pages: readonly DocPage[],
    private readonly site: {origin: string; baseUrl: string},
    private readonly remarkPlugins: PluggableList,
  ) {
    this.pages = new Map(pages.map((page) => [page.sourceFile, page]));
  }

  async fromLoader(tree: MdNode, file: {path?: string; data?: Record<string, unknown>}): Promise<void> {
    const page = file.path ? this.pages.get(file.path) : undefined;
    if (!page || this.made.has(page.sourceFile) || !parsedAsMdx(file)) return;
    try {
      const {twinFromTree} = await import('./convert');
      const markdown = await twinFromTree(
        twinTree(tree),
        {...page, origin: this.site.origin, baseUrl: this.site.baseUrl, permalinkOfFile: (source) => this.pages.get(source)?.permalink},
        {remarkPlugins: this.remarkPlugins},
      );
      this.made.set(page.sourceFile, markdown);
    } catch {
      // Not the place to fail the page's compilation: postBuild converts it again and names the file if it fails.
    }
  }
}
