// The build-time tokens of the code block being rendered, from its `tokens` prop to its Content.
import {createContext} from 'react';
import type {CompactLine} from '../../tokens';

export const TokensContext = createContext<CompactLine[] | null>(null);
