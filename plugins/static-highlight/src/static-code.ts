/**
 * A static code block: its highlighted lines as one HTML string and a stylesheet that colours them in each colour
 * mode, both made at build time. The page then ships the block as two strings: no code-block component, no
 * tokens, no colour-mode hook (the stock block re-styles its tokens in JavaScript when the mode changes; here the
 * `data-theme` attribute on <html> picks the rules).
 *
 * The stylesheet has, per mode, the container's Prism variables, the <pre>'s colours, and one rule per distinct
 * list of token types in the block (`.token.keyword.module`), holding that token's whole style as
 * prism-react-renderer computes it (the styles of its types merged in order). A token matches the rule of its
 * own list and those of its sub-lists; its own has the most classes, so it wins, and it sets every property a
 * sub-list's rule sets. So each token is drawn exactly as the stock block draws it.
 */
import {linesHtml, styleAttribute, type StyleObject} from './html';
import {styleDictionary, tokenStyle, type PrismThemeStyles} from './prism-styles';
import {expandLine, type CompactLine} from './tokens';

export interface StaticCodeThemes {
  /** themeConfig.prism.theme */
  light: PrismThemeStyles;
  /** themeConfig.prism.darkTheme */
  dark: PrismThemeStyles;
}

export interface StaticCode {
  /** The inner HTML of the block's <code> element. */
  html: string;
  /** The rules that colour it, scoped to `scope`. */
  css: string;
}

/** The container classes a static block's rules are scoped to (the theme's StaticCodeBlock draws them). */
export function staticCodeScope(language: string): string {
  return `.static-code-block.language-${language}`;
}

const CLASS_NAME = /^[A-Za-z_-][\w-]*$/;

function rule(selector: string, style: StyleObject | undefined): string {
  const declarations = styleAttribute(style);
  return declarations ? `${selector}{${declarations}}` : '';
}

function modeRules(mode: 'light' | 'dark', theme: PrismThemeStyles, language: string, typeLists: readonly string[][]): string {
  const prefix = `[data-theme='${mode}'] ${staticCodeScope(language)}`;
  const dictionary = styleDictionary(theme, language);
  const {color, backgroundColor} = theme.plain;
  return [
    // The stock container's variables (getPrismCssVariables) and the stock <pre>'s inline style (the theme's plain).
    rule(prefix, {'--prism-color': color, '--prism-background-color': backgroundColor} as StyleObject),
    rule(`${prefix} pre`, {color, backgroundColor} as StyleObject),
    ...typeLists.map((types) =>
      rule(`${prefix} .token${types.map((type) => `.${type}`).join('')}`, tokenStyle(dictionary, {types}) as StyleObject | undefined),
    ),
  ].join('');
}

/** The static block for `lines` (build-time tokens) of code in `language`. */
export function staticCode(lines: readonly CompactLine[], language: string, themes: StaticCodeThemes): StaticCode {
  const expanded = lines.map(expandLine);
  const typeLists = new Map<string, string[]>();
  for (const token of expanded.flat()) {
    if (token.types.every((type) => CLASS_NAME.test(type))) typeLists.set(token.types.join(' '), token.types);
  }
  const html = linesHtml(expanded, {
    lineClassNames: {},
    showLineNumbers: false,
    classes: {codeLine: '', codeLineNumber: '', codeLineContent: ''},
    // The colours come from the stylesheet; an empty token keeps the stock block's inline-block (no colour).
    lineStyle: undefined,
    tokenStyle: (token) => (token.empty && tokenStyle({}, token)?.display ? {display: 'inline-block'} : undefined),
  });
  const lists = [...typeLists.values()];
  return {html, css: modeRules('light', themes.light, language, lists) + modeRules('dark', themes.dark, language, lists)};
}
