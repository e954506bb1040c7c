/**
 * Lists the member and parameter descriptions a section still lacks, with where to read the code:
 *   npx tsx plugins/api-reference/src/cli/descriptions-todo.ts <version> [section] [--json]
 * Writers fill api-models/<version>/<section>.members.json (see model/description-keys.ts).
 */
import {join} from 'node:path';
import {listSections, modelPath, readMemberDescriptions, readModel} from '../model/io';
import {descriptionGaps} from '../model/description-keys';
import type {ApiVersion} from '../model/types';
import {LEGACY_VERSION} from '../../../shared/docs-versions';

const modelsDir = 'api-models';
const [version, only] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const asJson = process.argv.includes('--json');
if (version !== '1.x' && version !== LEGACY_VERSION) {
  console.error('Usage: descriptions-todo.ts <1.x|0.1.10> [section] [--json]');
  process.exit(2);
}

export function membersPath(dir: string, v: ApiVersion, section: string): string {
  return join(dir, v, `${section}.members.json`);
}

let total = 0;
const out: unknown[] = [];
for (const section of listSections(modelsDir, version)) {
  if (only && section !== only) continue;
  const model = readModel(modelPath(modelsDir, version, section));
  const file = membersPath(modelsDir, version, section);
  const {descriptions, duplicates} = readMemberDescriptions(modelsDir, version, section);
  const {missing, stale} = descriptionGaps(model, descriptions);
  for (const key of duplicates) console.log(`  DUPLICATE ${key} (set in two files)`);
  total += missing.length;
  if (asJson) {
    out.push({section, file, missing, stale});
    continue;
  }
  console.log(`${version}/${section}: ${missing.length} missing, ${stale.length} stale (${file})`);
  for (const k of missing) {
    const where = k.source ? `${k.source.path}:${k.source.line}` : '';
    const extra = [k.optional ? 'optional' : '', k.defaultValue ? `default ${k.defaultValue}` : ''].filter(Boolean).join(', ');
    console.log(`  ${k.key}  ${where}${extra ? `  (${extra})` : ''}`);
  }
  for (const key of stale) console.log(`  STALE ${key}`);
}
if (asJson) console.log(JSON.stringify(out, null, 1));
else console.log(`total missing: ${total}`);
