/**
 * A highlighted code block's lines as one HTML string: the markup the stock CodeBlock/Line and Line/Token
 * components render (a `token-line` span per line, a `token <types>` span per token, line-number spans,
 * a <br> at each line's end), written directly. The theme's Content hands it to React as inner HTML, so
 * React neither creates nor hydrates an element per token (a long example has thousands): hydrating a page
 * of examples was most of its blocking time. Kept free of React and Prism, and pure, so it is unit tested
 * against the components it stands for.
 */
import type {Token} from './tokens';

/** A style as React takes it (camelCase properties). */
export type StyleObject = Record<string, string | number | undefined>;

export interface LineMarkup {
  /** Extra classes of each line (line highlighting and magic comments), by index. */
  lineClassNames: Record<number, string[] | undefined>;
  /** Whether lines are numbered (the CSS-module classes of the stock Line are then used). */
  showLineNumbers: boolean;
  /** The CSS-module class names of the stock Line (they carry the build's hash). */
  classes: {codeLine: string; codeLineNumber: string; codeLineContent: string};
  /** The style of a line (the theme's plain style), as React would get it. */
  lineStyle: StyleObject | undefined;
  /** The style of a token, as React would get it. */
  tokenStyle: (token: Token) => StyleObject | undefined;
  /** The token that is the block's one tab stop among its hover identifiers. */
  firstHover?: Token;
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;'};

/** Text and attribute values escaped as React escapes them. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

// React's list of unitless numeric properties, limited to those a Prism theme can use.
const UNITLESS = new Set(['opacity', 'fontWeight', 'lineHeight', 'zIndex', 'flex', 'flexGrow', 'flexShrink', 'order']);

/** A style object as the `style` attribute React writes for it (`color:#fff;font-style:italic`); empty for none. */
export function styleAttribute(style: StyleObject | undefined): string {
  if (!style) return '';
  const declarations: string[] = [];
  for (const [name, value] of Object.entries(style)) {
    if (value === undefined || value === null || value === '' || typeof value === 'boolean') continue;
    const property = name.startsWith('--') ? name : name.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`).replace(/^ms-/, '-ms-');
    const text =
      typeof value === 'number' && value !== 0 && !UNITLESS.has(name) && !name.startsWith('--') ? `${value}px` : String(value).trim();
    declarations.push(`${property}:${text}`);
  }
  return declarations.join(';');
}

function attributes(pairs: Array<[string, string | undefined]>): string {
  return pairs.map(([name, value]) => (value === undefined || value === '' ? '' : ` ${name}="${escapeHtml(value)}"`)).join('');
}

/** The stock Line's fixLineBreak: a line that is only a line break shows as an empty token. */
function fixLineBreak(line: Token[]): Token[] {
  return line.length === 1 && line[0]!.content === '\n' ? [{...line[0]!, content: ''}] : line;
}

function tokenHtml(token: Token, markup: LineMarkup): string {
  const hover: Array<[string, string | undefined]> =
    token.hover === undefined
      ? []
      : [
          ['data-hover', String(token.hover)],
          ['tabindex', token === markup.firstHover ? '0' : undefined],
        ];
  const attrs = attributes([['class', ['token', ...token.types].join(' ')], ['style', styleAttribute(markup.tokenStyle(token))], ...hover]);
  return `<span${attrs}>${escapeHtml(token.content)}</span>`;
}

/** The inner HTML of a block's <code> element for its lines. */
export function linesHtml(lines: readonly Token[][], markup: LineMarkup): string {
  const {classes, showLineNumbers} = markup;
  const lineStyle = styleAttribute(markup.lineStyle);
  return lines
    .map((rawLine, index) => {
      const tokens = fixLineBreak(rawLine)
        .map((token) => tokenHtml(token, markup))
        .join('');
      const className = ['token-line', ...(markup.lineClassNames[index] ?? []), ...(showLineNumbers ? [classes.codeLine] : [])].join(' ');
      const body = showLineNumbers
        ? `<span class="${escapeHtml(classes.codeLineNumber)}"></span><span class="${escapeHtml(classes.codeLineContent)}">${tokens}</span>`
        : tokens;
      return `<span${attributes([
        ['class', className],
        ['style', lineStyle],
      ])}>${body}<br/></span>`;
    })
    .join('');
}
