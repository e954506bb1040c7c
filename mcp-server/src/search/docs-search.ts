/**
 * search_docs's engine: the site's own search client (src/search/client.ts, the one the dialog uses) over the
 * build's index files, asked with the dialog's request (src/search/dialog-request.ts) and shown in the dialog's
 * order (src/search/dialog-order.ts). Nothing here ranks: a query gets the rows a reader of the site sees.
 */
import path from 'node:path';
import {createLocalSearchClient, createShardLoader, type LocalSearchClient} from '../../../src/search/client';
import {DIALOG_HITS, dialogOrder, fitDialogGrouping} from '../../../src/search/dialog-order';
import {dialogQuery, dialogRequest, VERSION_TAGS} from '../../../src/search/dialog-request';
import type {LocalHit} from '../../../src/search/engine';
import type {DocsVersion} from '../versions';
import {fileFetch} from './file-fetch';

export interface RankedHits {
  /** The query as the dialog's input keeps it (its first 64 characters). */
  queryUsed: string;
  /** Records matching the query on the version's pages (before one-row-per-page). */
  total: number;
  /** The dialog's rows first, then (above the dialog's count) the engine's next hits. */
  hits: LocalHit[];
}

export class DocsSearch {
  private readonly client: LocalSearchClient;

  constructor(buildDir: string) {
    this.client = createLocalSearchClient(createShardLoader(path.join(buildDir, 'search') + path.sep, fileFetch));
  }

  /** Reads the version's shards and builds its full index (the dialog's second step; its quick index is skipped). */
  warm(version: DocsVersion): Promise<void> {
    return this.client.warm(VERSION_TAGS[version]);
  }

  async search(query: string, version: DocsVersion, limit: number): Promise<RankedHits> {
    await this.warm(version);
    const request = dialogRequest(query, version, Math.max(DIALOG_HITS, limit));
    const {results} = await this.client.search({requests: [request]});
    const result = results[0]!;
    const rows = dialogOrder(fitDialogGrouping(result.hits));
    // Past the dialog's rows, the engine's order (what "See all results" lists).
    const more = result.hits.filter((hit) => !rows.includes(hit));
    return {queryUsed: dialogQuery(query), total: result.nbHits, hits: [...rows, ...more].slice(0, limit)};
  }
}
