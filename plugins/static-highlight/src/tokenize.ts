/**
 * Build-time syntax highlighting: the tokens prism-react-renderer's Highlight would compute in the
 * browser (same Prism, same languages, same normalisation), computed once when the page is compiled.
 */
import {createRequire} from 'node:module';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import type {CompactLine} from './tokens';

const require = createRequire(import.meta.url);
const registered = new Set<string>();

/** Adds Prism languages the way theme-classic's prism-include-languages does (prismjs components on a global Prism). */
export function registerLanguages(languages: readonly string[]): void {
  const missing = languages.filter((language) => !registered.has(language));
  if (missing.length === 0) return;
  const scope = globalThis as {Prism?: unknown};
  const previous = scope.Prism;
  scope.Prism = Prism;
  try {
    for (const language of missing) {
      require(`prismjs/components/prism-${language}`);
      registered.add(language);
    }
  } finally {
    scope.Prism = previous;
  }
}

/** The lines of tokens for `code` in `language` (plain lines when Prism has no grammar for it). */
export function tokenizeCode(code: string, language: string): CompactLine[] {
  const lang = language.toLowerCase();
  const grammar = Prism.languages[lang];
  let lines;
  if (grammar) {
    const env = {code, grammar, language: lang, tokens: [] as ReturnType<typeof Prism.tokenize>};
    Prism.hooks.run('before-tokenize', env);
    env.tokens = Prism.tokenize(env.code, env.grammar);
    Prism.hooks.run('after-tokenize', env);
    lines = normalizeTokens(env.tokens);
  } else {
    lines = normalizeTokens([code]);
  }
  return lines.map((line) =>
    line.map((token) => (token.empty ? [token.types.join(' '), token.content, 1] : [token.types.join(' '), token.content])),
  );
}
