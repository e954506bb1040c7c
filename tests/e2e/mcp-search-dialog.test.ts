/**
 * search_docs ranks exactly as the site's search dialog: for every query of the project's query sets, its top five
 * are the top five of the dialog's order, computed here the way bench/search-relevance.ts reproduces the dialog
 * (the engine over the build's shards, the dialog's request, src/search/dialog-order.ts's grouping).
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {dialogOrder, fitDialogGrouping} from '../../src/search/dialog-order';
import {dialogRequest} from '../../src/search/dialog-request';
import {LocalIndex} from '../../src/search/engine';
import {BLIND_SETS, loadQueries, loadShardRecords, QUERY_SETS, recordsFor, type BenchQuery, type QuerySetName} from '../../bench/search-support';
import {BUILD_DIR} from './support/server';
import {call, stdioClient} from './support/mcp';

const shards = loadShardRecords(BUILD_DIR);
const indexes = new Map<BenchQuery['version'], LocalIndex>();
function dialogTopFive(query: BenchQuery): string[] {
  let index = indexes.get(query.version);
  if (!index) {
    index = new LocalIndex(recordsFor(shards, query.version));
    indexes.set(query.version, index);
  }
  const result = index.search(dialogRequest(query.query, query.version));
  return dialogOrder(fitDialogGrouping(result.hits))
    .slice(0, 5)
    .map((hit) => hit.url);
}

let client: Client;
before(async () => {
  client = await stdioClient();
});
after(async () => {
  await client?.close();
});

const sets = (Object.keys(QUERY_SETS) as QuerySetName[]).filter((set) => existsSync(new URL(`../../bench/${QUERY_SETS[set]}`, import.meta.url)));

describe('search_docs gives the dialog\'s top five', () => {
  test('the query sets exist', () => {
    assert.ok(sets.length >= 5, `sets found: ${sets.join(', ')}`);
  });
  for (const set of sets) {
    test(`query set "${set}"`, async () => {
      const queries = loadQueries(set);
      const differing: string[] = [];
      for (const query of queries) {
        const result = await call(client, 'search_docs', {query: query.query, version: query.version, limit: 5});
        assert.notEqual(result.isError, true, `search_docs failed on a query of ${set}`);
        const got = (result.structuredContent as {hits: Array<{url: string}>}).hits.map((hit) => hit.url);
        const want = dialogTopFive(query);
        if (JSON.stringify(got) !== JSON.stringify(want)) {
          differing.push(BLIND_SETS.has(set) ? '(blind set: query not shown)' : `"${query.query}" (${query.version})\n  dialog: ${want.join(' ')}\n  mcp:    ${got.join(' ')}`);
        }
      }
      assert.ok(queries.length > 0);
      assert.equal(differing.length, 0, `${differing.length} of ${queries.length} queries differ:\n${differing.slice(0, 5).join('\n')}`);
    });
  }
});
