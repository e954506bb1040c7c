/**
 * How much of what the item pages show carries our prose: member headings and parameter-table rows with a
 * description, per version and section (inherited members count on every page that shows them).
 *   npx tsx plugins/api-reference/src/cli/descriptions-coverage.ts [--models <dir>] [--with <dir>]
 * --with <dir>: also read `<version>/<section>.members*.json` from another models folder (its keys win
 * nowhere: keys already present are kept), to measure before description files are merged.
 */
import {parseArgs} from 'node:util';
import {API_VERSIONS, type ApiItem, type ApiMember, type ApiParameter} from '../model/types';
import {listSections, loadModels, readMemberDescriptions} from '../model/io';
import {descriptionText, type ApiMemberDescriptions} from '../model/description-keys';
import {ApiIndex} from '../model/lookup';
import {MemberDocs} from '../generate/member-docs';

const {values} = parseArgs({options: {models: {type: 'string', default: 'api-models'}, with: {type: 'string'}}});
const modelsDir = values.models!;

/** The parameter rows an item page shows for a member (one table per signature). */
function memberRows(m: ApiMember): ApiParameter[] {
  if (m.kind === 'accessor') return m.setter?.parameters ?? [];
  if (m.kind === 'indexSignature') return m.indexParameters ?? [];
  return (m.signatures ?? []).flatMap((s) => s.parameters);
}

const has = (text: string | undefined) => Boolean(text?.trim());
const rows: string[] = ['version  section      member headings       parameter rows'];
for (const version of API_VERSIONS) {
  const sections = listSections(modelsDir, version);
  const models = loadModels(modelsDir, version);
  const index = new ApiIndex(version, models);
  const descriptions: ApiMemberDescriptions = {};
  for (const section of sections) {
    Object.assign(descriptions, readMemberDescriptions(modelsDir, version, section).descriptions);
    if (values.with) {
      for (const [key, entry] of Object.entries(readMemberDescriptions(values.with, version, section).descriptions))
        descriptions[key] ??= entry;
    }
  }
  const docs = new MemberDocs(index, descriptions);
  for (const model of models) {
    let members = 0;
    let membersDescribed = 0;
    let params = 0;
    let paramsDescribed = 0;
    const count = (item: ApiItem, m: ApiMember | undefined, parameters: ApiParameter[]) => {
      for (const p of parameters) {
        params++;
        if (has(descriptionText(docs.parameter(item, m, p.name)))) paramsDescribed++;
      }
    };
    for (const item of model.items) {
      for (const sig of item.signatures ?? []) count(item, undefined, sig.parameters);
      for (const m of item.members ?? []) {
        members++;
        if (has(descriptionText(docs.member(item, m)))) membersDescribed++;
        count(item, m, memberRows(m));
      }
    }
    rows.push(
      `${version.padEnd(8)} ${model.section.padEnd(12)} ${`${membersDescribed} / ${members}`.padEnd(21)} ${paramsDescribed} / ${params}`,
    );
  }
}
console.log(rows.join('\n'));
