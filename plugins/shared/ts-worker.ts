/**
 * A worker thread running one of our TypeScript modules. Worker threads do not inherit the loader flags
 * (execArgv) that let the build read TypeScript, so the worker registers tsx's loader in its own thread
 * before importing the module, as the site's scripts do.
 */
import {createRequire} from 'node:module';
import {Worker} from 'node:worker_threads';

export interface TsWorkerOptions {
  /**
   * Run the thread at the lowest scheduling priority (Linux: nice 19 for this thread only), for work done
   * in the background of the build: it then uses the cores the bundler and the page renderer leave idle
   * instead of slowing them down. Elsewhere the thread runs at normal priority.
   */
  background?: boolean;
}

/** Lowers the calling thread's priority where the system has per-thread nice values (Linux). */
const LOWER_THIS_THREAD = `try { const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop()); if (tid > 0) require('node:os').setPriority(tid, 19); } catch {}`;

export function startTsWorker(moduleUrl: URL, workerData?: unknown, options: TsWorkerOptions = {}): Worker {
  const require = createRequire(import.meta.url);
  // Both loaders: ES modules, and CommonJS files (a site config without "type": "module" requires its
  // TypeScript neighbours by extensionless paths).
  const loaders = ['tsx/esm/api', 'tsx/cjs/api'].map((api) => `require(${JSON.stringify(require.resolve(api))}).register();`).join(' ');
  const bootstrap = `${options.background ? LOWER_THIS_THREAD : ''} ${loaders} import(${JSON.stringify(moduleUrl.href)});`;
  return new Worker(bootstrap, {eval: true, workerData});
}
