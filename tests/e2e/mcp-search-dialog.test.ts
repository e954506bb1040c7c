/**
 * search_docs ranks exactly as the site's search dialog: for every query of the project's query sets, its top five
 * are the top five of the dialog's order (every bench/search-queries*.json file), computed here the way
 * bench/search-relevance.ts reproduces the dialog
 * (the engine over the build's shards, the dialog's request, src/search/dialog-order.ts's grouping).
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {dialogOrder, fitDialogGrouping} from '../../src/search/dialog-order';
import {dialogRequest} from '../../src/search/dialog-request';
import {LocalIndex} from '../../src/search/engine';
import {everyQueryFile} from '../../bench/lib/query-files';
import {loadShardRecords, recordsFor, type BenchQuery} from '../../bench/search-support';
import {BUILD_DIR} from './support/server';
import {call, stdioClient} from './support/mcp';

const shards = loadShardRecords(BUILD_DIR);
const indexes = new Map<BenchQuery['version'], LocalIndex>();
function dialogTopFive(query: Pick<BenchQuery, 'query' | 'version'>): string[] {
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

const files = everyQueryFile();

describe("search_docs gives the dialog's top five", () => {
  test('the query files exist', () => {
    assert.ok(files.length >= 7, `files found: ${files.map((f) => f.file).join(', ')}`);
  });
  for (const {file, blind, queries} of files) {
    test(`every query of bench/${file}`, async () => {
      const differing: string[] = [];
      for (const query of queries) {
        const result = await call(client, 'search_docs', {query: query.query, version: query.version, limit: 5});
        assert.notEqual(result.isError, true, `search_docs failed on a query of ${file}`);
        const got = (result.structuredContent as {hits: Array<{url: string}>}).hits.map((hit) => hit.url);
        const want = dialogTopFive(query);
        if (JSON.stringify(got) !== JSON.stringify(want)) {
          differing.push(
            blind
              ? '(blind set: query not shown)'
              : `"${query.query}" (${query.version})\n  dialog: ${want.join(' ')}\n  mcp:    ${got.join(' ')}`,
          );
        }
      }
      assert.ok(queries.length > 0);
      assert.equal(differing.length, 0, `${differing.length} of ${queries.length} queries differ:\n${differing.slice(0, 5).join('\n')}`);
    });
  }
});
