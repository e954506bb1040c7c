/**
 * One version's API facts, loaded together on first use: the models and our summaries (the api-reference
 * plugin's loadIndex), member and parameter descriptions, run-time import facts (runtime.json) and the known
 * issues (plugins/known-issues). The same functions generate the API pages, so the tool says what the page says.
 */
import {loadIndex} from '../../../plugins/api-reference/src/public';
import {loadDescriptions, MemberDocs} from '../../../plugins/api-reference/src/public';
import type {ApiIndex} from '../../../plugins/api-reference/src/public';
import {readRuntime, type RuntimeFacts} from '../../../plugins/api-reference/src/public';
import type {ApiSummaries} from '../../../plugins/api-reference/src/public';
import {loadIssues, type KnownIssue} from '../../../plugins/known-issues/src/public';
import type {SiteLocation} from '../site';
import type {DocsVersion} from '../versions';

export interface ApiCatalog {
  version: DocsVersion;
  index: ApiIndex;
  summaries: ApiSummaries;
  docs: MemberDocs;
  runtime: RuntimeFacts | undefined;
  issues: KnownIssue[];
}

export function loadApiCatalog(site: SiteLocation, version: DocsVersion): ApiCatalog {
  const {index, summaries} = loadIndex(site.modelsDir, version);
  return {
    version,
    index,
    summaries,
    docs: new MemberDocs(index, loadDescriptions(site.modelsDir, version)),
    runtime: readRuntime(site.modelsDir, version),
    issues: [...loadIssues(site.knownIssuesDir, version).values()],
  };
}
