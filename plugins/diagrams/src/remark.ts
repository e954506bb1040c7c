/**
 * Remark plugin: every fenced `mermaid` block becomes the `mermaid` MDX element (the theme's extension
 * point for diagrams, `@theme/Mermaid`) carrying the SVG rendered at build time and its text alternative.
 * A block that does not render stops the build with the file and line.
 *
 * Usage (docusaurus.config.ts): docs: {remarkPlugins: [mermaidDiagrams]}, with `markdown.mermaid` off.
 */
import {renderDiagram} from './render';

interface CodeNode {
  type: string;
  lang?: string | null;
  value?: string;
  data?: Record<string, unknown>;
  children?: CodeNode[];
  position?: {start?: {line?: number}};
}

interface VFileLike {
  path?: string;
}

function visitCode(node: CodeNode, visit: (node: CodeNode) => void): void {
  if (node.type === 'code') visit(node);
  node.children?.forEach((child) => visitCode(child, visit));
}

export default function mermaidDiagrams() {
  return (tree: CodeNode, file: VFileLike): void => {
    visitCode(tree, (node) => {
      if (node.lang !== 'mermaid') return;
      let rendered;
      try {
        rendered = renderDiagram(node.value ?? '');
      } catch (error) {
        const where = `${file.path ?? 'a page'}${node.position?.start?.line ? `:${node.position.start.line}` : ''}`;
        throw new Error(`The mermaid diagram in ${where} did not render: ${(error as Error).message}`);
      }
      // Same shape as Docusaurus's own mermaid transform: an element named `mermaid`, found in MDXComponents.
      Object.assign(node, {
        type: 'mermaidDiagram',
        data: {hName: 'mermaid', hProperties: {value: rendered.svg, alt: rendered.alt}},
      });
      delete node.lang;
      delete node.value;
    });
  };
}
