/**
 * Records → one shard per docusaurus_tag, each file named by a hash of its content so it can be
 * served with an immutable cache header; the small manifest maps tag → file.
 */
import {createHash} from 'node:crypto';
import {encodeSplitShard, toWire} from '../../shared/search/shard-format';
import type {SearchManifest, SearchRecord} from '../../shared/search/types';
import {dropRepeatedParagraphs} from './repeated-text';

export interface ShardFile {
  name: string;
  content: string;
}

export function groupByTag(records: readonly SearchRecord[]): Map<string, SearchRecord[]> {
  const groups = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const list = groups.get(record.docusaurus_tag) ?? [];
    list.push(record);
    groups.set(record.docusaurus_tag, list);
  }
  return groups;
}

/** File-system-safe form of a tag (tags look like `docs-default-0.1.10`). */
export function safeTag(tag: string): string {
  return tag.replace(/[^A-Za-z0-9._-]/g, '_');
}

export function contentHash(content: string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 12);
}

export function buildShards(records: readonly SearchRecord[]): {files: ShardFile[]; manifest: SearchManifest} {
  const files: ShardFile[] = [];
  const manifest: SearchManifest = {format: 1, shards: {}};
  // A paragraph repeated on several pages is served once (repeated-text.ts).
  const groups = [...groupByTag(dropRepeatedParagraphs(records)).entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [tag, list] of groups) {
    // Two files per tag: titles answer the first query at once, the body text follows (src/search/client.ts).
    const split = toWire(encodeSplitShard(tag, list));
    const titles = JSON.stringify(split.titles);
    const text = JSON.stringify(split.text);
    const name = `${safeTag(tag)}.${contentHash(titles)}.json`;
    const textName = `${safeTag(tag)}.text.${contentHash(text)}.json`;
    files.push({name, content: titles}, {name: textName, content: text});
    manifest.shards[tag] = {file: name, text: textName, records: list.length, bytes: Buffer.byteLength(titles) + Buffer.byteLength(text)};
  }
  files.push({name: 'manifest.json', content: JSON.stringify(manifest)});
  return {files, manifest};
}
