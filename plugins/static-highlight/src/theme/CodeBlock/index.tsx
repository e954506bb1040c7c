/**
 * The stock code block, given the tokens the build computed for it (a `tokens` prop, JSON) through a
 * context its Content reads.
 *
 * A block whose code is a string is drawn by ./StringBlock (the stock string block with a word-wrap state that
 * costs nothing while hydrating; one holding elements, a
 * rare `<pre>` with components inside, by the stock element block), as the stock CodeBlock chooses. The stock CodeBlock would
 * also remount it once hydrated (a `key` that changes with useIsBrowser) so that styles of a dark colour
 * mode replace the server's light ones; that rebuilds every block of the page after load, which was a
 * large part of a page's blocking time. It is not needed: the colour mode Docusaurus hands components lags
 * on purpose (the default mode while hydrating, the reader's from the first effect on), so the blocks
 * hydrate as rendered by the server and then update their styles like any other component.
 */
import React, {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from './StringBlock';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';
import {parseTokens} from '../../tokens';
import {TokensContext} from './tokens-context';

type Props = CodeBlockProps & {tokens?: string};

/** The code as one string, as the stock CodeBlock makes it; null when the children hold elements. */
function codeString(children: ReactNode): string | null {
  if (Children.toArray(children).some((child) => isValidElement(child))) return null;
  if (typeof children === 'string') return children;
  return Array.isArray(children) && children.every((child) => typeof child === 'string') ? children.join('') : null;
}

export default function CodeBlockWithTokens({tokens, children, ...props}: Props): ReactNode {
  const code = codeString(children);
  return (
    <TokensContext.Provider value={parseTokens(tokens)}>
      {code === null ? <ElementContent {...props}>{children}</ElementContent> : <StringContent {...props}>{code}</StringContent>}
    </TokensContext.Provider>
  );
}
