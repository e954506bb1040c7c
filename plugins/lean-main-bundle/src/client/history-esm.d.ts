/** history 4's ES module file, imported by its path (history-browser-only.ts); its types are the package's. */
declare module 'history/esm/history.js' {
  export * from 'history';
}
