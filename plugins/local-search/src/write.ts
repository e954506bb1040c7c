/**
 * Writes the search index of a built site: records of every built page → shards and manifest in
 * `<outDir>/<indexDir>/`. Used by the plugin's postBuild and by `npm run search:reindex` (re-indexes an
 * existing build after a change to the indexer or the shard format, without building the site again).
 */
import {mkdir, readdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {SearchManifest} from '../../shared/search/types';
import {collectRecords} from './collect';
import type {ExtractOptions} from './extract';
import {RecordCache} from './record-cache';
import {buildShards} from './shards';

export interface WriteIndexOptions extends ExtractOptions {
  indexDir: string;
  /** Where the records of unchanged pages are kept between builds (record-cache.ts); none: every page is parsed. */
  cacheDir?: string;
  excludeRoutes: readonly string[];
  baseUrl: string;
}

export async function writeSearchIndex(
  outDir: string,
  options: WriteIndexOptions,
): Promise<{records: number; manifest: SearchManifest; parsed: number}> {
  const cache = options.cacheDir === undefined ? undefined : await RecordCache.open(options.cacheDir, options);
  const records = await collectRecords(outDir, options, cache);
  await cache?.save();
  const {files, manifest} = buildShards(records);
  const target = path.join(outDir, options.indexDir);
  // Only the index's own files are replaced: the folder shares its name with the /search page, whose
  // search/index.html twin (plugins/url-forms) lives in it.
  await mkdir(target, {recursive: true});
  const stale = (await readdir(target)).filter((name) => name.endsWith('.json'));
  await Promise.all(stale.map((name) => rm(path.join(target, name), {force: true})));
  await Promise.all(files.map((file) => writeFile(path.join(target, file.name), file.content)));
  return {records: records.length, manifest, parsed: cache?.stats.parsed ?? -1};
}

/** One line for the build log: records and size of each shard. */
export function describeIndex(indexDir: string, records: number, manifest: SearchManifest, parsed = -1): string {
  const summary = Object.entries(manifest.shards)
    .map(([tag, shard]) => `${tag}: ${shard.records} records, ${(shard.bytes / 1024).toFixed(0)} KiB`)
    .join('; ');
  const pages = parsed < 0 ? '' : `; ${parsed} pages parsed, the others' records from the cache`;
  return `[local-search] ${records} records → ${indexDir}/ (${summary})${pages}`;
}
