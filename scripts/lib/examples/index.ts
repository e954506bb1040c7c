/**
 * The examples toolkit: reads the code blocks of the docs pages, compiles them against the API model of their
 * version, makes their JavaScript twins and runs the 0.1.10 ones. The site's plugins (example-hovers), the checks
 * (check:examples, check:examples:run) and the benches use it through this module only.
 */
export * from './check';
export * from './declarations';
export * from './extract';
export * from './javascript-twins';
export * from './model-gaps';
export * from './run-v0';
export * from './runtime-imports';
export * from './shims';
export * from './site-pages';
