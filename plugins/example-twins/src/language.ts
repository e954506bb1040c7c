/**
 * The reader's example language, shared by the head script (before paint), the switch (theme/ExampleTwins)
 * and the tests: the stored value, the attribute on <html> that CSS reads, and the script that copies one to
 * the other. Kept free of browser and React imports so the build and the tests can read it.
 */
export type ExampleLanguage = 'ts' | 'js';

export const EXAMPLE_LANGUAGES: readonly ExampleLanguage[] = ['ts', 'js'];
export const DEFAULT_LANGUAGE: ExampleLanguage = 'ts';
/** Browser storage key of the choice. */
export const STORAGE_KEY = 'commandkit.example-language';
/** Attribute of <html> that shows one twin and hides the other (absent: TypeScript). */
export const LANGUAGE_ATTRIBUTE = 'data-example-language';

export function asExampleLanguage(value: unknown): ExampleLanguage {
  return value === 'js' ? 'js' : DEFAULT_LANGUAGE;
}

/**
 * The inline script run in <head>, before the page paints: the stored choice (local storage, else the
 * session storage that src/client/storage-fallback.ts puts in its place) becomes the <html> attribute, so a
 * server-rendered page shows the reader's language from the first frame. Its SHA-256 is in the CSP
 * (`npm run deploy:sync`), so its text must only change on purpose.
 */
export function headScript(): string {
  const read = (store: string) => `${store}.getItem(${JSON.stringify(STORAGE_KEY)})`;
  return (
    `(function(){var l;try{l=${read('localStorage')}}catch(e){try{l=${read('sessionStorage')}}catch(e){}}` +
    `if(l==='js')document.documentElement.setAttribute(${JSON.stringify(LANGUAGE_ATTRIBUTE)},'js')})()`
  );
}
