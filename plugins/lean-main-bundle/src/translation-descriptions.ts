/**
 * Docusaurus's theme labels are written `translate({id, message, description})` or `<Translate id description>`:
 * the description is a note for translators (read from the sources by `docusaurus write-translations`), which
 * neither function reads in the browser. The bundles kept every one of them: 42 sentences in the layout chunk
 * that every page loads (≈0.65 KiB gzip of its 11.8). stripTranslationDescriptions removes the `description`
 * entry from each object literal of the minified code that has a translation id (`id:"theme.…"`, the prefix of
 * every theme label); nothing else is touched. Run on the minified chunks, after the bundler named them.
 */

const STRING = String.raw`"(?:[^"\\]|\\.)*"`;
/** An object literal without nested braces (strings may hold braces: `"…(currently {mode})"`). */
const FLAT_OBJECT = new RegExp(String.raw`\{(?:[^{}"'\x60]|${STRING})*\}`, 'g');
const TRANSLATION_ID = new RegExp(String.raw`(?:^\{|,)id:"theme\.`);
const DESCRIPTION = new RegExp(String.raw`(,description:${STRING}(?=[,}]))|(\{)description:${STRING},`);

/** The code with the translator descriptions of theme labels removed, and how many were removed. */
export function stripTranslationDescriptions(code: string): {code: string; removed: number} {
  if (!code.includes('description:"')) return {code, removed: 0};
  let removed = 0;
  const result = code.replace(FLAT_OBJECT, (object) => {
    if (!TRANSLATION_ID.test(object)) return object;
    const stripped = object.replace(DESCRIPTION, (_whole, _entry: string | undefined, brace: string | undefined) => brace ?? '');
    if (stripped !== object) removed++;
    return stripped;
  });
  return {code: result, removed};
}
