/**
 * What the tools answer from, loaded on first use and shared by every session: the search index per version,
 * the API facts per version, the known issues, the Markdown twins. `warm` loads the current version's search
 * index and API facts in the background once a client is connected, so the first call does not pay for them.
 */
import {loadApiCatalog, type ApiCatalog} from './api/api-catalog';
import {findItems} from './api/find-items';
import {itemFacts, type ApiItemFacts} from './api/item-facts';
import {loadIssues} from '../../plugins/known-issues/src/public';
import {issueFacts, matchesQuery, type IssueFacts} from './issues/issue-facts';
import {Twins} from './pages/twins';
import {DocsSearch} from './search/docs-search';
import type {SiteLocation} from './site';
import {DEFAULT_VERSION, type DocsVersion} from './versions';

export class SiteData {
  readonly search: DocsSearch;
  readonly twins: Twins;
  private readonly catalogs = new Map<DocsVersion, ApiCatalog>();

  constructor(readonly site: SiteLocation) {
    this.search = new DocsSearch(site.buildDir);
    this.twins = new Twins(site);
  }

  catalog(version: DocsVersion): ApiCatalog {
    let catalog = this.catalogs.get(version);
    if (!catalog) {
      catalog = loadApiCatalog(this.site, version);
      this.catalogs.set(version, catalog);
    }
    return catalog;
  }

  async apiItems(name: string, version: DocsVersion, section?: string): Promise<ApiItemFacts[]> {
    const catalog = this.catalog(version);
    return findItems(catalog, name, section).map((item) => itemFacts(item, catalog, this.site));
  }

  knownIssues(version: DocsVersion, query?: string): IssueFacts[] {
    // Read on each call (a few dozen small files): an edited issue shows without a restart.
    const issues = [...loadIssues(this.site.knownIssuesDir, version).values()];
    return issues.filter((issue) => !query || matchesQuery(issue, query)).map((issue) => issueFacts(issue, this.site));
  }

  /** Loads the default version's search index and API facts; resolves when both are ready. */
  async warm(): Promise<void> {
    await this.search.warm(DEFAULT_VERSION);
    // Let a call that came in meanwhile run before the API models are parsed.
    await new Promise((resolve) => setImmediate(resolve));
    this.catalog(DEFAULT_VERSION);
  }
}
