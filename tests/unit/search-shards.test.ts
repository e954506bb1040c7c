import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {buildShards, safeTag} from '../../plugins/local-search/src/shards';
import {decodeShard, encodeShard, encodeSplitShard, mergeSplitShard, shardRecords} from '../../plugins/shared/search/shard-format';
import {sampleRecords} from './search-fixtures';

describe('search shards', () => {
  it('writes one content-hashed shard per docusaurus_tag and a manifest', () => {
    const records = sampleRecords();
    const {files, manifest} = buildShards(records);
    assert.deepEqual(Object.keys(manifest.shards).sort(), ['default', 'docs-default-0.1.10', 'docs-default-current']);
    for (const [tag, entry] of Object.entries(manifest.shards)) {
      assert.match(entry.file, new RegExp(`^${safeTag(tag).replace(/\./g, '\\.')}\\.[0-9a-f]{12}\\.json$`));
      const file = files.find((f) => f.name === entry.file);
      assert.ok(file);
      const textFile = files.find((f) => f.name === entry.text);
      assert.ok(textFile, 'the body text has a file of its own');
      assert.match(entry.text ?? '', new RegExp(`^${safeTag(tag).replace(/\./g, '\\.')}\\.text\\.[0-9a-f]{12}\\.json$`));
      const shard = JSON.parse(file.content);
      assert.equal(shard.tag, tag);
      const decoded = shardRecords(shard, JSON.parse(textFile.content));
      assert.ok(decoded.every((r) => r.docusaurus_tag === tag));
      assert.equal(entry.records, decoded.length);
      assert.equal(entry.bytes, Buffer.byteLength(file.content) + Buffer.byteLength(textFile.content));
      assert.ok(
        shardRecords(shard).every((r) => r.type !== 'content'),
        'the titles file holds no body text',
      );
    }
    assert.ok(files.some((f) => f.name === 'manifest.json'));
    const total = Object.values(manifest.shards).reduce((sum, s) => sum + s.records, 0);
    assert.equal(total, records.length);
  });

  it('changes a shard name only when its content changes', () => {
    const a = buildShards(sampleRecords()).manifest;
    const changed = sampleRecords();
    changed[changed.length - 1].content = 'changed home text';
    const b = buildShards(changed).manifest;
    assert.notEqual(a.shards.default.file, b.shards.default.file);
    assert.equal(a.shards['docs-default-0.1.10'].file, b.shards['docs-default-0.1.10'].file);
  });

  it('round-trips records through the compact shard form', () => {
    const records = sampleRecords().filter((r) => r.docusaurus_tag === 'docs-default-current');
    // the compact form numbers records per page, as the extractor does
    const perPage = new Map<string, number>();
    const expected = records.map((r) => {
      const position = perPage.get(r.url_without_anchor) ?? 0;
      perPage.set(r.url_without_anchor, position + 1);
      const path = new URL(r.url_without_anchor).pathname;
      return {...r, position, objectID: `docs-default-current:${path}:${position}`};
    });
    assert.deepEqual(decodeShard(encodeShard('docs-default-current', expected)), expected);
    assert.deepEqual(shardRecords({format: 1, records: expected}), expected);
    assert.deepEqual(shardRecords(null), []);
  });

  it('splits a shard into titles and body text and merges them back into the same records', () => {
    const records = sampleRecords().filter((r) => r.docusaurus_tag === 'docs-default-current');
    const {titles, text} = encodeSplitShard('docs-default-current', records);
    const whole = decodeShard(encodeShard('docs-default-current', records));
    assert.deepEqual(mergeSplitShard(titles, text), whole);
    assert.ok(text.rows.length > 0 && text.rows.length === whole.filter((r) => r.type === 'content').length);
    assert.deepEqual(
      decodeShard(titles).map((r) => r.url),
      whole.filter((r) => r.type !== 'content').map((r) => r.url),
    );
  });

  it('keeps tag file names safe', () => {
    assert.equal(safeTag('docs-default-0.1.10'), 'docs-default-0.1.10');
    assert.equal(safeTag('../x y'), '.._x_y');
  });
});
