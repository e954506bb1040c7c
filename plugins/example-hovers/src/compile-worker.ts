/**
 * Worker thread that compiles the examples for their hovers (plugins/example-hovers/src/compile.ts). The
 * compile is synchronous TypeScript work of many seconds: on the bundler's thread it would stop every other
 * page's MDX compile until it is done; here the API pages (most of the site) compile meanwhile.
 */
import {parentPort, workerData} from 'node:worker_threads';
import {loadHoverData, type HoverDataDirs} from './compile';

export interface HoverJob {
  siteDir: string;
  dirs: HoverDataDirs;
}

const {siteDir, dirs} = workerData as HoverJob;
try {
  parentPort!.postMessage({data: await loadHoverData(siteDir, dirs)});
} catch (error) {
  parentPort!.postMessage({error: error instanceof Error ? (error.stack ?? error.message) : String(error)});
}
