/**
 * Every API item needs a summary in api-models/<version>/<section>.summaries.json (our words).
 * This test fails listing the ids still missing, and any key that is not an item id.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {API_VERSIONS} from '../../plugins/api-reference/src/model/types';
import {listSections, modelPath, readModel, readSummaries, summariesPath} from '../../plugins/api-reference/src/model/io';

const modelsDir = 'api-models';

for (const version of API_VERSIONS) {
  for (const section of listSections(modelsDir, version)) {
    test(`${version}/${section}: every item has a summary`, () => {
      const model = readModel(modelPath(modelsDir, version, section));
      const file = summariesPath(modelsDir, version, section);
      const summaries = readSummaries(file);
      const missing = model.items.filter((i) => !summaries[i.id]?.trim()).map((i) => i.id);
      assert.deepEqual(
        missing,
        [],
        `${missing.length} of ${model.items.length} items lack a summary in ` +
          `${file}${existsSync(file) ? '' : ' (file missing)'}:\n  ${missing.join('\n  ')}`,
      );
    });

    test(`${version}/${section}: summaries only name existing items and stay short`, () => {
      const model = readModel(modelPath(modelsDir, version, section));
      const ids = new Set(model.items.map((i) => i.id));
      const summaries = readSummaries(summariesPath(modelsDir, version, section));
      const unknown = Object.keys(summaries).filter((id) => !ids.has(id));
      assert.deepEqual(unknown, [], `summary keys that are not item ids: ${unknown.join(', ')}`);
      const tooLong = Object.entries(summaries)
        .filter(([, text]) => (text.match(/[.!?](\s|$)/g) ?? []).length > 3 || /^#|<[A-Za-z]|\{/m.test(text.replace(/`[^`]*`/g, '')))
        .map(([id]) => id);
      assert.deepEqual(tooLong, [], `summaries longer than 3 sentences or with headings/JSX/braces: ${tooLong.join(', ')}`);
    });
  }
}
