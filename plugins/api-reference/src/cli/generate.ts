/**
 * npm run api:generate [-- --dts <file>]
 * Writes the API reference MDX for both versions from api-models/ (output is git-ignored):
 * docs/api-reference/ and versioned_docs/version-0.1.10/api-reference/.
 * With --dts, also writes ambient declarations of the 1.x API (for checking code examples).
 */
import {writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {generateAll} from '../generate/all';
import {fillMissingNames, modelsToDtsModules} from '../generate/dts';
import {loadModels} from '../model/io';

const siteDir = resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

try {
  const {values} = parseArgs({options: {dts: {type: 'string'}}});
  const t0 = Date.now();
  const results = generateAll({siteDir});
  for (const r of results) console.log(`api:generate ${r.version}: ${r.pages} pages for ${r.items} items -> ${r.outDir}`);
  console.log(`api:generate done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (values.dts) {
    const models = loadModels(join(siteDir, 'api-models'), '1.x');
    const {text, errors} = fillMissingNames(modelsToDtsModules(models), [join(siteDir, 'node_modules', '@types')], siteDir);
    writeFileSync(resolve(values.dts), text);
    console.log(`api:generate wrote ${values.dts} (${errors.length} remaining type errors inside the declarations)`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
