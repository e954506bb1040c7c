/** The few Markdown syntax-tree shapes the converter builds and reads (loosely typed: MDX adds node types). */
export interface MdNode {
  type: string;
  children?: MdNode[];
  value?: string;
  url?: string;
  lang?: string | null;
  meta?: string | null;
  depth?: number;
  name?: string;
  attributes?: unknown[];
  data?: Record<string, unknown>;
  [key: string]: unknown;
}

export const text = (value: string): MdNode => ({type: 'text', value});
export const inlineCode = (value: string): MdNode => ({type: 'inlineCode', value});
export const strong = (...children: MdNode[]): MdNode => ({type: 'strong', children});
export const paragraph = (...children: MdNode[]): MdNode => ({type: 'paragraph', children});
export const link = (url: string, ...children: MdNode[]): MdNode => ({type: 'link', url, children});
export const code = (lang: string | null, value: string, meta: string | null = null): MdNode => ({type: 'code', lang, meta, value});
export const blockquote = (...children: MdNode[]): MdNode => ({type: 'blockquote', children});
export const listItem = (...children: MdNode[]): MdNode => ({type: 'listItem', spread: false, children});
export const list = (...children: MdNode[]): MdNode => ({type: 'list', ordered: false, spread: false, children});

export function table(header: string[], rows: MdNode[][][]): MdNode {
  const row = (cells: MdNode[][]): MdNode => ({type: 'tableRow', children: cells.map((children) => ({type: 'tableCell', children}))});
  return {type: 'table', align: header.map(() => null), children: [row(header.map((label) => [text(label)])), ...rows.map(row)]};
}

/** The text of a node and its descendants. */
export function plainText(node: MdNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(plainText).join('');
}

/** Phrasing node types: what may sit inside a paragraph. */
export const PHRASING = new Set([
  'text',
  'inlineCode',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'break',
  'footnoteReference',
]);
