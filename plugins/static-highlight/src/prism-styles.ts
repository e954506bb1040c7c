/**
 * The styles prism-react-renderer gives a token in a Prism theme (its themeToDict and getTokenProps rules),
 * without prism-react-renderer: shared by the theme's Content (inline styles in the browser) and the
 * build-time static blocks (a stylesheet per colour mode, ./static-code).
 */
import type {CSSProperties} from 'react';
import type {Token} from './tokens';

/** The part of a Prism theme (prism-react-renderer's PrismTheme) these rules read. */
export interface PrismThemeStyles {
  plain: CSSProperties;
  styles: ReadonlyArray<{types: readonly string[]; languages?: readonly string[]; style: CSSProperties}>;
}

export type StyleDictionary = Record<string, CSSProperties | undefined>;

/** prism-react-renderer's themeToDict: the style of each token type for one language. */
export function styleDictionary(theme: PrismThemeStyles, language: string): StyleDictionary {
  const dictionary: StyleDictionary = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) dictionary[type] = {...dictionary[type], ...entry.style};
  }
  dictionary.root = theme.plain;
  dictionary.plain = {...theme.plain, backgroundColor: undefined};
  return dictionary;
}

/** prism-react-renderer's getTokenProps style rule. */
export function tokenStyle(dictionary: StyleDictionary, {types, empty}: Pick<Token, 'types' | 'empty'>): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain') return empty ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && empty) return dictionary[types[0]!];
  return Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => dictionary[type]));
}
