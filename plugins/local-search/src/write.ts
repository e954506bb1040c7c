/**
 * Writes the search index of a built site: records of every built page → shards and manifest in
 * `<outDir>/<indexDir>/`. Used by the plugin's postBuild and by `npm run search:reindex` (re-indexes an
 * existing build after a change to the indexer or the shard format, without building the site again).
 */
import {mkdir, readdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {SearchManifest} from '../../../src/search/types';
import {collectRecords} from './collect';
import type {ExtractOptions} from './extract';
import {buildShards} from './shards';

export interface WriteIndexOptions extends ExtractOptions {
  indexDir: string;
  excludeRoutes: readonly string[];
  baseUrl: string;
}

export async function writeSearchIndex(outDir: string, options: WriteIndexOptions): Promise<{records: number; manifest: SearchManifest}> {
  const records = await collectRecords(outDir, options);
  const {files, manifest} = buildShards(records);
  const target = path.join(outDir, options.indexDir);
  // Only the index's own files are replaced: the folder shares its name with the /search page, whose
  // search/index.html twin (plugins/url-forms) lives in it.
  await mkdir(target, {recursive: true});
  const stale = (await readdir(target)).filter((name) => name.endsWith('.json'));
  await Promise.all(stale.map((name) => rm(path.join(target, name), {force: true})));
  await Promise.all(files.map((file) => writeFile(path.join(target, file.name), file.content)));
  return {records: records.length, manifest};
}

/** One line for the build log: records and size of each shard. */
export function describeIndex(indexDir: string, records: number, manifest: SearchManifest): string {
  const summary = Object.entries(manifest.shards)
    .map(([tag, shard]) => `${tag}: ${shard.records} records, ${(shard.bytes / 1024).toFixed(0)} KiB`)
    .join('; ');
  return `[local-search] ${records} records → ${indexDir}/ (${summary})`;
}
