/** What other units may use of the static highlighter: its token format, the tokenizer and the remark transforms. */
export {expandLine, parseTokens, textOf, type CompactLine, type CompactToken, type Token} from './tokens';
export {tokenizeCode} from './tokenize';
export {default as remarkStaticHighlight, codeTokens, setCodeTokens} from './remark';
export {default as remarkStaticCode, STATIC_FLAG, type StaticCodeOptions} from './remark-static-code';
export type {StaticCodeThemes} from './static-code';
