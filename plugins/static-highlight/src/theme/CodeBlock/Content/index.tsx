/**
 * Draws a code block from the tokens the build computed (../tokens-context), with the stock line and
 * token components and the colour mode's Prism theme: the markup of the stock Content, without Prism.
 *
 * A block without build-time tokens (made by a component at run time), or whose tokens do not spell the
 * code shown, is drawn by the stock Content, loaded lazily: the server-rendered block stays on screen
 * (React keeps it while hydration waits for that code), so nothing flashes.
 */
import React, {Suspense, lazy, useContext, useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {expandLine, textOf, type Token} from '../../../tokens';
import {TokensContext} from '../tokens-context';

const StockContent = lazy(() => import('./StockContent'));

type PrismTheme = ReturnType<typeof usePrismTheme>;
type StyleDictionary = Record<string, CSSProperties | undefined>;

/** prism-react-renderer's themeToDict: the style of each token type for one language. */
function styleDictionary(theme: PrismTheme, language: string): StyleDictionary {
  const dictionary: StyleDictionary = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language as never)) continue;
    for (const type of entry.types) dictionary[type] = {...dictionary[type], ...(entry.style as CSSProperties)};
  }
  dictionary.root = theme.plain as CSSProperties;
  dictionary.plain = {...(theme.plain as CSSProperties), backgroundColor: undefined};
  return dictionary;
}

/** prism-react-renderer's getTokenProps style rule. */
function tokenStyle(dictionary: StyleDictionary, {types, empty}: Token): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain') return empty ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && empty) return dictionary[types[0]!];
  return Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => dictionary[type]));
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const lines = useContext(TokensContext);
  const {metadata, wordWrap} = useCodeBlockContext();
  const theme = usePrismTheme();
  const language = metadata.language.toLowerCase();
  const dictionary = useMemo(() => styleDictionary(theme, language), [theme, language]);
  const expanded = useMemo(() => lines?.map(expandLine) ?? [], [lines]);
  const firstHover = useMemo(() => expanded.flat().find((token) => token.hover !== undefined), [expanded]);
  if (!lines || textOf(lines) !== metadata.code) {
    return (
      <Suspense fallback={null}>
        <StockContent className={className} />
      </Suspense>
    );
  }
  const getLineProps = ({className: lineClassName, style, line: _line, ...rest}: {className?: string; style?: CSSProperties; line?: unknown}) => ({
    ...rest,
    className: clsx('token-line', lineClassName),
    style: {...dictionary.plain, ...style},
  });
  const getTokenProps = ({token, className: tokenClassName, style, ...rest}: {token: Token; className?: string; style?: CSSProperties}) => ({
    ...rest,
    className: clsx('token', ...token.types, tokenClassName),
    children: token.content,
    style: style ? {...tokenStyle(dictionary, token), ...style} : tokenStyle(dictionary, token),
    // An identifier whose type the build knows (plugins/example-hovers) carries its hover index. One tab stop per
    // block (the first identifier); the arrow keys move between the others (roving tab index, set by the tooltip
    // code when it moves, so the page's HTML does not repeat tabindex="-1" on every identifier).
    ...(token.hover !== undefined ? {'data-hover': token.hover, ...(token === firstHover ? {tabIndex: 0} : {})} : {}),
  });
  const {lineNumbersStart, lineClassNames} = metadata;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={clsx(className, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}
      style={dictionary.root}>
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={{counterReset: lineNumbersStart === undefined ? undefined : `line-count ${lineNumbersStart - 1}`}}>
        {expanded.map((line, index) => (
          <Line
            key={index}
            line={line}
            getLineProps={getLineProps as never}
            getTokenProps={getTokenProps as never}
            classNames={lineClassNames[index]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </code>
    </pre>
  );
}
