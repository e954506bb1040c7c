/** Runs every *.test.ts below the given folder with Node's test runner (one file at a time for browser tests). */
import {spawnSync} from 'node:child_process';
import {nodeTestArgs} from './lib/test-files';

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: tsx scripts/run-tests.ts <folder> [extra node --test args]');
  process.exit(2);
}
const result = spawnSync(process.execPath, await nodeTestArgs(folder, process.argv.slice(3)), {stdio: 'inherit'});
process.exit(result.status ?? 1);
