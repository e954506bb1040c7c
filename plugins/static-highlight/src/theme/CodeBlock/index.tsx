/**
 * The stock code block, given the tokens the build computed for it (a `tokens` prop, JSON) through a
 * context its Content reads. (`@theme-init`: from a plugin's theme, `@theme-original` would point back here.)
 */
import React, {type ReactNode} from 'react';
import CodeBlock from '@theme-init/CodeBlock';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';
import {parseTokens} from '../../tokens';
import {TokensContext} from './tokens-context';

type Props = CodeBlockProps & {tokens?: string};

export default function CodeBlockWithTokens({tokens, ...props}: Props): ReactNode {
  return (
    <TokensContext.Provider value={parseTokens(tokens)}>
      <CodeBlock {...props} />
    </TokensContext.Provider>
  );
}
