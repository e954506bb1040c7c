/**
 * Remark plugin: every fenced `mermaid` block becomes the `mermaid` MDX element (the theme's extension
 * point for diagrams, `@theme/Mermaid`) carrying the SVG rendered at build time and its text alternative.
 * A block that does not render stops the build with the file and line.
 *
 * Usage (docusaurus.config.ts): docs: {remarkPlugins: [mermaidDiagrams]}, with `markdown.mermaid` off.
 */
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import path from 'node:path';
import {renderDiagram} from './render';
import {cachedDiagram, DEFAULT_DIAGRAM_CACHE_DIR} from './render-cache';

interface VFileLike {
  path?: string;
}

export interface DiagramsRemarkOptions {
  /** Where rendered diagrams are kept between runs (relative to the cwd = the site dir); false renders every time. */
  cacheDir?: string | false;
}

export default function mermaidDiagrams(options: DiagramsRemarkOptions = {}) {
  const cacheDir = options.cacheDir ?? DEFAULT_DIAGRAM_CACHE_DIR;
  const draw = cacheDir === false ? renderDiagram : (source: string) => cachedDiagram(source, renderDiagram, path.resolve(cacheDir));
  return (tree: Root, file: VFileLike): void => {
    visit(tree, 'code', (node) => {
      if (node.lang !== 'mermaid') return;
      let rendered;
      try {
        rendered = draw(node.value ?? '');
      } catch (error) {
        const where = `${file.path ?? 'a page'}${node.position?.start?.line ? `:${node.position.start.line}` : ''}`;
        throw new Error(`The mermaid diagram in ${where} did not render: ${(error as Error).message}`);
      }
      // Same shape as Docusaurus's own mermaid transform: an element named `mermaid`, found in MDXComponents.
      Object.assign(node, {
        type: 'mermaidDiagram',
        data: {hName: 'mermaid', hProperties: {value: rendered.svg, alt: rendered.alt}},
      });
      // The element carries the drawing: the source text and language go.
      const drawn: Partial<typeof node> = node;
      delete drawn.lang;
      delete drawn.value;
    });
  };
}
