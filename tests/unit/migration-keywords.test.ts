/**
 * The migration guide's `keywords` (front matter) are what lets a 0.1.10 reader typing a removed name on the 1.x
 * docs land on it (src/search/ranking.ts, keywordAnswers()). The names are not chosen by hand: every name of the
 * 0.1.10 reference (item or member) that the 1.x reference has nowhere outside @commandkit/legacy, that the guide
 * mentions, and that is a compound name (a plain word such as `watch` or `deleted` would make the page answer every
 * query that says it) must be one of them.
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {identifierParts} from '../../src/search/text';

const root = path.resolve(import.meta.dirname, '../..');
const guideFile = path.join(root, 'docs/guide/advanced/migrating-from-v0.mdx');
/** The package that keeps 0.1.10's names for old code (its reference documents them in 1.x). */
const COMPATIBILITY_MODEL = 'legacy.json';

interface Model {
  items?: {name: string; members?: {name: string}[]}[];
}

function referenceNames(version: string, skip: ReadonlySet<string> = new Set()): Set<string> {
  const dir = path.join(root, 'api-models', version);
  const names = new Set<string>();
  for (const file of readdirSync(dir)) {
    if (!/^[\w-]+\.json$/.test(file) || skip.has(file)) {
      continue;
    }
    const model = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Model;
    for (const item of model.items ?? []) {
      names.add(item.name);
      for (const member of item.members ?? []) {
        names.add(member.name);
      }
    }
  }
  return names;
}

function frontMatterKeywords(source: string): string[] {
  const line = /^keywords:\s*\[([^\]]*)\]/m.exec(source.split(/^---$/m)[1] ?? '');
  return line ? line[1].split(',').map((keyword) => keyword.trim()) : [];
}

describe('the migration guide’s keywords', () => {
  it('list every compound 0.1.10 name the 1.x reference dropped that the guide explains', () => {
    const guide = readFileSync(guideFile, 'utf8');
    const current = referenceNames('1.x', new Set([COMPATIBILITY_MODEL]));
    const removed = [...referenceNames('0.1.10')].filter(
      (name) => !current.has(name) && identifierParts(name).length > 1 && new RegExp(`\\b${name}\\b`).test(guide),
    );
    assert.ok(removed.includes('commandsPath'), 'the derivation finds the 0.1.10 constructor options');
    const keywords = new Set(frontMatterKeywords(guide));
    assert.deepEqual(
      removed.filter((name) => !keywords.has(name)),
      [],
    );
  });
});
