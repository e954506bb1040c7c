/**
 * Test helper: the mdast tree of a page written as Markdown/MDX, parsed as Docusaurus parses docs (MDX, GFM,
 * directives), so remark plugins are tested Markdown in, tree (or Markdown) out.
 */
import type {Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);

/** The tree of an MDX page. */
export function mdxTree(source: string): Root {
  return parser.parse(source);
}

/** A tree printed back as MDX (to assert on what a transform produced). */
export function printMdx(tree: Root): string {
  return unified().use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkStringify).stringify(tree);
}
