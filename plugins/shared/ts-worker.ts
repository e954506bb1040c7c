/**
 * A worker thread running one of our TypeScript modules. Worker threads do not inherit the loader flags
 * (execArgv) that let the build read TypeScript, so the worker registers tsx's loader in its own thread
 * before importing the module, as the site's scripts do.
 */
import {createRequire} from 'node:module';
import {Worker} from 'node:worker_threads';

export function startTsWorker(moduleUrl: URL, workerData?: unknown): Worker {
  const require = createRequire(import.meta.url);
  // Both loaders: ES modules, and CommonJS files (a site config without "type": "module" requires its
  // TypeScript neighbours by extensionless paths).
  const loaders = ['tsx/esm/api', 'tsx/cjs/api'].map((api) => `require(${JSON.stringify(require.resolve(api))}).register();`).join(' ');
  return new Worker(`${loaders} import(${JSON.stringify(moduleUrl.href)});`, {eval: true, workerData});
}
