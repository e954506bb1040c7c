/**
 * npm run framework:build [-- --commit <sha>]
 *
 * Builds (or finds in the cache) the framework at the documented commit, packs it, installs it into a reader's
 * project, and prints where everything is. Other tools call `ensureFramework` themselves; this is for people.
 */
import {parseArgs} from 'node:util';
import {ensureFramework} from './index';
import {DOCUMENTED_COMMIT} from './commit';

const {values} = parseArgs({options: {commit: {type: 'string'}}});
const commit = values.commit ?? DOCUMENTED_COMMIT;
if (!/^[0-9a-f]{40}$/.test(commit)) {
  console.error(`--commit wants a full 40-character commit id, got "${commit}"`);
  process.exit(2);
}
const started = performance.now();
const {packed, consumer} = ensureFramework({commit, log: (line) => console.log(line)});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`framework ${commit.slice(0, 8)}: ${packed.packages.length} packages ${packed.reused ? 'from the cache' : 'built and packed'}`);
for (const pkg of packed.packages) console.log(`  ${pkg.name}@${pkg.version}  ${pkg.tarball}`);
console.log(`reader's project: ${consumer.dir} (${consumer.reused ? 'cached' : 'installed'})`);
console.log(`node: ${consumer.node}`);
console.log(`done in ${seconds} s`);
