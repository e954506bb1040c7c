/**
 * Every search query the project has written down: each bench/search-queries*.json file's `queries` (and a
 * no-results set's `nearMisses`), whatever its purpose, as plain {query, version}. For checks that must hold for any
 * query (the MCP server ranks as the dialog does) and for timing. A file the relevance bench does not print
 * (a blind set, or one it does not know) is `blind`: callers report totals only, never its queries.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {BLIND_SETS, QUERY_SETS, type QuerySetName} from '../search-support';

export interface QueryFile {
  file: string;
  blind: boolean;
  queries: Array<{query: string; version: '1.x' | '0.1.10'}>;
}

type RawEntry = {query?: unknown; version?: unknown};

export function everyQueryFile(benchDir = path.resolve('bench')): QueryFile[] {
  const printable = new Set(
    (Object.entries(QUERY_SETS) as Array<[QuerySetName, string]>).filter(([name]) => !BLIND_SETS.has(name)).map(([, file]) => file),
  );
  return readdirSync(benchDir)
    .filter((file) => /^search-queries.*\.json$/.test(file))
    .sort()
    .map((file) => {
      const data = JSON.parse(readFileSync(path.join(benchDir, file), 'utf8')) as {queries?: RawEntry[]; nearMisses?: RawEntry[]};
      const entries = [...(data.queries ?? []), ...(data.nearMisses ?? [])];
      const queries = entries.filter(
        (entry): entry is {query: string; version: '1.x' | '0.1.10'} =>
          typeof entry.query === 'string' && (entry.version === '1.x' || entry.version === '0.1.10'),
      );
      if (queries.length !== entries.length) throw new Error(`bench/${file}: every entry needs a query and a version ("1.x" or "0.1.10")`);
      return {file, blind: !printable.has(file), queries};
    });
}
