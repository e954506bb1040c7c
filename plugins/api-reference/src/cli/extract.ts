/**
 * npm run api:extract -- --source <framework checkout> [--v0-source <v0.1.10 checkout>] [--only 1.x|0.1.10]
 * Writes api-models/<version>/<section>.json and prints timings and counts.
 */
import {parseArgs} from 'node:util';
import {resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {extract1x, extractV0} from '../extract/extract';
import {assertFrameworkCheckout} from '../extract/workspace';
import {writeModel} from '../model/io';
import type {ApiPackageModel} from '../model/types';
import {countTable} from '../model/lookup';

const mainRoot = resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      source: {type: 'string'},
      'v0-source': {type: 'string'},
      only: {type: 'string'},
      out: {type: 'string'},
    },
  });
  const modelsDir = resolve(values.out ?? resolve(mainRoot, 'api-models'));
  const only = values.only;
  if (only && only !== '1.x' && only !== '0.1.10') throw new Error(`--only must be "1.x" or "0.1.10", got "${only}"`);
  const models: ApiPackageModel[] = [];

  if (only !== '0.1.10') {
    const sourceRoot = assertFrameworkCheckout(values.source, '--source');
    const t0 = Date.now();
    const list = await extract1x({sourceRoot, mainRoot});
    console.log(`1.x extracted in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    for (const model of list) console.log(`  wrote ${writeModel(modelsDir, model)}`);
    models.push(...list);
  }
  if (only !== '1.x') {
    const v0Source = values['v0-source'] ? assertFrameworkCheckout(values['v0-source'], '--v0-source') : undefined;
    const t0 = Date.now();
    const model = await extractV0({mainRoot, v0Source});
    console.log(`0.1.10 extracted in ${((Date.now() - t0) / 1000).toFixed(1)} s${v0Source ? '' : ' (no --v0-source: no source lines)'}`);
    console.log(`  wrote ${writeModel(modelsDir, model)}`);
    models.push(model);
  }
  console.log(countTable(models));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
