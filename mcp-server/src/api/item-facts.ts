/** Everything get_api_item tells about one item: the facts of its page, as data. */
import {descriptionText} from '../../../plugins/api-reference/src/public';
import {KIND_LABELS} from '../../../plugins/api-reference/src/public';
import type {ApiItem} from '../../../plugins/api-reference/src/public';
import {issueFacts, issueNames} from '../issues/issue-facts';
import {absoluteUrl, type SiteLocation} from '../site';
import type {ApiCatalog} from './api-catalog';
import {importFacts, type ImportFacts} from './import-facts';
import {itemSignatures, memberSignatures} from './signature-text';

export interface MemberFacts {
  name: string;
  kind: string;
  signatures: string[];
  description: string;
  /** Where an inherited member is declared (`BaseClass`). */
  inheritedFrom?: string;
}

export interface ApiItemFacts {
  name: string;
  kind: string;
  section: string;
  package: string;
  url: string;
  summary: string;
  deprecated: boolean;
  /** Used by the public API but exported by no entry point. */
  internal: boolean;
  signatures: string[];
  members: MemberFacts[];
  import: ImportFacts | null;
  knownIssues: Array<{id: string; title: string; url: string}>;
  source: string;
}

export function itemFacts(item: ApiItem, catalog: ApiCatalog, site: SiteLocation): ApiItemFacts {
  const {index} = catalog;
  const model = index.model(item.section);
  const imports = importFacts(item, catalog.runtime) ?? null;
  // Issues about its import paths (those whose loading fails or lacks the name), and issues naming it in code.
  const badPaths = new Set([...(imports?.failingPaths.map((f) => f.path) ?? []), ...(imports?.typeOnly ? item.importPaths : [])]);
  const issues = catalog.issues.filter((issue) => issue.entries.some((entry) => badPaths.has(entry)) || issueNames(issue, item.name));
  return {
    name: item.name,
    kind: KIND_LABELS[item.kind].singular,
    section: item.section,
    package: model?.packageName ?? item.section,
    url: absoluteUrl(site, index.url(item.id)),
    summary: catalog.summaries[item.id] ?? '',
    deprecated: item.deprecated,
    internal: item.internal,
    signatures: itemSignatures(item),
    members: (item.members ?? []).map((member) => ({
      name: member.name,
      kind: member.kind,
      signatures: memberSignatures(member),
      description: descriptionText(catalog.docs.member(item, member)) ?? '',
      ...(member.inheritedFrom ? {inheritedFrom: member.inheritedFrom.name} : {}),
    })),
    import: imports,
    knownIssues: issues.map((issue) => {
      const facts = issueFacts(issue, site);
      return {id: facts.id, title: facts.title, url: facts.url};
    }),
    source: index.sourceUrl(item) ?? '',
  };
}
