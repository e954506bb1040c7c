/**
 * npm run api:extract -- --source <framework checkout> [--v0-source <v0.1.10 checkout>] [--only 1.x|0.1.10]
 *                        [--runtime-only | --skip-runtime]
 * Writes api-models/<version>/<section>.json (type facts) and api-models/<version>/runtime.json (what Node
 * really loads: extract/runtime.ts) and prints timings and counts. --runtime-only leaves the type facts
 * alone and needs no checkout: the 1.x run-time facts come from the framework harness (framework/src), which
 * builds the documented commit from source (cached) and installs it into a reader's project.
 */
import {parseArgs} from 'node:util';
import {resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {extract1x, extractV0} from '../extract/extract';
import {assertFrameworkCheckout} from '../extract/workspace';
import {writeModel} from '../model/io';
import {writeFileSync} from 'node:fs';
import {extractRuntime1x, extractRuntimeV0} from '../extract/runtime';
import {failingEntries, runtimePath, serialiseRuntime, type RuntimeFacts} from '../model/runtime';
import {COMMIT_1X} from '../extract/extract';
import type {ApiPackageModel} from '../model/types';
import {countTable} from '../model/lookup';
import {LEGACY_VERSION} from '../../../shared/docs-versions';

const mainRoot = resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      source: {type: 'string'},
      'v0-source': {type: 'string'},
      only: {type: 'string'},
      out: {type: 'string'},
      'runtime-only': {type: 'boolean'},
      'skip-runtime': {type: 'boolean'},
    },
  });
  const modelsDir = resolve(values.out ?? resolve(mainRoot, 'api-models'));
  const only = values.only;
  if (only && only !== '1.x' && only !== LEGACY_VERSION) throw new Error(`--only must be "1.x" or "0.1.10", got "${only}"`);
  const models: ApiPackageModel[] = [];
  const types = !values['runtime-only'];
  const runtime = !values['skip-runtime'];
  const writeRuntime = (facts: RuntimeFacts) => {
    const file = runtimePath(modelsDir, facts.version);
    writeFileSync(file, serialiseRuntime(facts));
    const failing = failingEntries(facts);
    const failures = failing.map((f) => `\n    ${f.path}: ${f.error}`).join('');
    console.log(`  wrote ${file}: ${Object.keys(facts.entries).length} entry points, ${failing.length} fail to load${failures}`);
  };

  if (only !== LEGACY_VERSION) {
    if (types) {
      const sourceRoot = assertFrameworkCheckout(values.source, '--source');
      const t0 = Date.now();
      const list = await extract1x({sourceRoot, mainRoot});
      console.log(`1.x extracted in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      for (const model of list) console.log(`  wrote ${writeModel(modelsDir, model)}`);
      models.push(...list);
    }
    if (runtime) {
      const t0 = Date.now();
      const facts = extractRuntime1x({commit: COMMIT_1X, log: (l) => console.log(`  runtime 1.x: ${l}`)});
      console.log(`1.x run-time facts in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      writeRuntime(facts);
    }
  }
  if (only !== '1.x') {
    if (types) {
      const v0Source = values['v0-source'] ? assertFrameworkCheckout(values['v0-source'], '--v0-source') : undefined;
      const t0 = Date.now();
      const model = await extractV0({mainRoot, v0Source});
      console.log(`0.1.10 extracted in ${((Date.now() - t0) / 1000).toFixed(1)} s${v0Source ? '' : ' (no --v0-source: no source lines)'}`);
      console.log(`  wrote ${writeModel(modelsDir, model)}`);
      models.push(model);
    }
    if (runtime) writeRuntime(extractRuntimeV0(mainRoot));
  }
  if (models.length) console.log(countTable(models));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
