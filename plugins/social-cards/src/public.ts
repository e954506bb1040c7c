/**
 * What other units may use of the social cards: where a page's card is served from. The site's page metadata
 * imports it into the browser bundle, so it holds only browser-safe code; the plugin itself is src/index.ts.
 */
export * from './paths';
