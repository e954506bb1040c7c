/**
 * What the 1.x reader's search index spends its bytes on: the gzip -9 size of the shard files a 1.x reader
 * downloads, and for each group of records (by page kind and record type) how many bytes the files lose
 * when the group is left out (the group's marginal cost, shards rebuilt by the indexer's own encoder).
 *
 *   SITE_BUILD_DIR=<build> npx tsx bench/search-index-cost.ts [--version 1.x|0.1.10] [--top 15]
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {buildShards} from '../plugins/local-search/src/public';
import type {SearchRecord} from '../plugins/shared/search/types';
import {BUILD_DIR, loadShardRecords, readManifest, VERSION_TAGS} from './search-support';

const version = (process.argv.includes('--version') ? process.argv[process.argv.indexOf('--version') + 1] : '1.x') as '1.x' | '0.1.10';
const top = Number(process.argv.includes('--top') ? process.argv[process.argv.indexOf('--top') + 1] : 15);
const tags = VERSION_TAGS[version];

const gz = (text: string) => gzipSync(text, {level: 9}).length;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** gzip -9 of the files a reader of the version downloads (titles + text of each of its tags). */
function servedBytes(records: readonly SearchRecord[]): number {
  const {files, manifest} = buildShards(records);
  const wanted = new Set(tags.flatMap((tag) => (manifest.shards[tag] ? [manifest.shards[tag].file, manifest.shards[tag].text] : [])));
  return files.filter((file) => wanted.has(file.name)).reduce((sum, file) => sum + gz(file.content), 0);
}

const manifest = readManifest();
const onDisk = tags.reduce((sum, tag) => {
  const entry = manifest.shards[tag];
  if (!entry) {
    return sum;
  }
  const read = (file: string) => gz(readFileSync(path.join(BUILD_DIR, 'search', file), 'utf8'));
  return sum + read(entry.file) + (entry.text ? read(entry.text) : 0);
}, 0);
const shards = loadShardRecords();
const records = tags.flatMap((tag) => shards.get(tag) ?? []);
const whole = servedBytes(records);
console.log(`build: ${BUILD_DIR}  version: ${version}  records: ${records.length}`);
console.log(`served files, gzip -9: ${kib(onDisk)} KiB (re-encoded from the records: ${kib(whole)} KiB)`);

function pageKind(record: SearchRecord): string {
  const p = new URL(record.url_without_anchor).pathname;
  if (record.docusaurus_tag === 'default') return 'outside docs';
  if (/\/api-reference\/changes(\/|$)/.test(p)) return 'api: what changed';
  if (record.api) return `api item`;
  if (/\/api-reference(\/|$)/.test(p)) return 'api: index pages';
  if (/known-issues/.test(p)) return 'guide: known-issues list';
  return 'guide';
}

function recordPart(record: SearchRecord): string {
  if (record.type === 'lvl1') return record.content ? 'title + description' : 'title';
  if (record.type === 'content') return 'text';
  return 'heading';
}

function report(title: string, groupOf: (record: SearchRecord) => string | null): void {
  const groups = new Map<string, number>();
  for (const record of records) {
    const group = groupOf(record);
    if (group !== null) groups.set(group, (groups.get(group) ?? 0) + 1);
  }
  const rows = [...groups.entries()].map(([group, count]) => {
    const without = servedBytes(records.filter((record) => groupOf(record) !== group));
    return {group, count, cost: whole - without};
  });
  rows.sort((a, b) => b.cost - a.cost);
  console.log(`\n${title}`);
  for (const row of rows.slice(0, top)) {
    console.log(`  ${row.group.padEnd(48)} ${String(row.count).padStart(5)} records  ${kib(row.cost).padStart(6)} KiB`);
  }
}

report('by page kind (records left out: the page is not indexed at all)', pageKind);
report('by page kind and record part', (record) => `${pageKind(record)} / ${recordPart(record)}`);
report('by API item kind (text records only)', (record) => (record.api && record.type === 'content' ? `${record.api.kind} text` : null));
report('by API section (all records)', (record) => (record.api ? `section ${record.api.section}` : null));
