/**
 * Draws a code block from the tokens the build computed (../tokens-context) in the colour mode's Prism
 * theme: the markup of the stock Content, without Prism. The lines are one HTML string (../../../html, the
 * markup of the stock Line and Line/Token components) given to <code> as inner HTML: hydrating the page
 * then costs one element per block instead of one per token, and a change of colour mode rewrites the body
 * once.
 *
 * A block without build-time tokens (made by a component at run time), or whose tokens do not spell the
 * code shown, is drawn by the stock Content, loaded lazily: the server-rendered block stays on screen
 * (React keeps it while hydration waits for that code), so nothing flashes.
 */
import React, {Suspense, lazy, useContext, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {linesHtml, type LineMarkup, type StyleObject} from '../../../html';
import {expandLine, textOf} from '../../../tokens';
import {styleDictionary, tokenStyle, type PrismThemeStyles} from '../../../prism-styles';
import {TokensContext} from '../tokens-context';

const StockContent = lazy(() => import('./StockContent'));

export default function CodeBlockContent({className}: Props): ReactNode {
  const lines = useContext(TokensContext);
  const {metadata, wordWrap} = useCodeBlockContext();
  const theme = usePrismTheme();
  const language = metadata.language.toLowerCase();
  const dictionary = useMemo(() => styleDictionary(theme as PrismThemeStyles, language), [theme, language]);
  const {lineNumbersStart, lineClassNames} = metadata;
  const showLineNumbers = lineNumbersStart !== undefined;
  const lineClassesKey = JSON.stringify(lineClassNames);
  // The whole body as one string (../../../html), built only when it is written: on the server, and in the browser
  // when React sets innerHTML (a client-side navigation, a new colour mode). While hydrating, React 19 reads
  // `__html` only to see that it is set (shouldSetTextContent) and keeps the body the server sent; so in the
  // browser `__html` is an object that becomes the string when React writes it (as a TrustedHTML value does),
  // and hydration builds nothing. The same object is kept across renders (React compares it by identity and
  // would otherwise rewrite the body at every render of the block).
  const innerHtml = useMemo(() => {
    let html: string | undefined;
    const build = (): string => {
      const expanded = (lines ?? []).map(expandLine);
      return linesHtml(expanded, {
        lineClassNames,
        showLineNumbers,
        classes: lineStyles as LineMarkup['classes'],
        lineStyle: dictionary.plain as StyleObject,
        tokenStyle: (token) => tokenStyle(dictionary, token) as StyleObject | undefined,
        // One tab stop per block (the first identifier with a hover); the arrow keys move between the others
        // (roving tab index, set by the tooltip code when it moves, so the page's HTML does not repeat
        // tabindex="-1" on every identifier).
        firstHover: expanded.flat().find((token) => token.hover !== undefined),
      });
    };
    const text = (): string => (html ??= build());
    const deferred = typeof window === 'undefined' ? null : ({toString: text, valueOf: text} as unknown as TrustedHTML);
    return {
      get __html(): string | TrustedHTML {
        return deferred ?? text();
      },
    };
    // lineClassNames is a new object at every render: its JSON says whether it changed.
  }, [lines, dictionary, showLineNumbers, lineClassesKey]);
  if (!lines || textOf(lines) !== metadata.code) {
    return (
      <Suspense fallback={null}>
        <StockContent className={className} />
      </Suspense>
    );
  }
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={clsx(className, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}
      style={dictionary.root}>
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={{counterReset: !showLineNumbers ? undefined : `line-count ${lineNumbersStart - 1}`}}
        dangerouslySetInnerHTML={innerHtml}
      />
    </pre>
  );
}
