import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatBytes, median, ratio, replaceSection, splitSections} from '../../bench/lib/results';

const EXISTING = `# Benchmarks

Intro text.

## Search

| q | ms |
|---|----|
| a | 1 |

## First-load assets

old figures
`;

test('replacing a section keeps the others byte for byte', () => {
  const next = replaceSection(EXISTING, 'First-load assets', '## First-load assets\n\nnew figures\n');
  assert.ok(next.includes('## Search\n\n| q | ms |\n|---|----|\n| a | 1 |'));
  assert.ok(next.includes('new figures'));
  assert.ok(!next.includes('old figures'));
  assert.ok(next.startsWith('# Benchmarks\n\nIntro text.'));
});

test('a missing section is appended; an empty file gets the default preamble', () => {
  const appended = replaceSection(EXISTING, 'Build', '## Build\n\nx');
  assert.ok(appended.endsWith('## Build\n\nx\n'));
  assert.equal(replaceSection('', 'Build', '## Build\n\nx', '# Benchmarks'), '# Benchmarks\n\n## Build\n\nx\n');
});

test('headings inside code fences are not sections', () => {
  const {sections} = splitSections('## A\n\n```md\n## not a section\n```\n\n## B\n');
  assert.deepEqual(
    sections.map((section) => section.title),
    ['A', 'B'],
  );
});

test('the body must carry its own heading', () => {
  assert.throws(() => replaceSection(EXISTING, 'Build', 'no heading'));
});

test('formatting helpers', () => {
  assert.equal(formatBytes(512), '512 B');
  assert.equal(formatBytes(2048), '2.0 KiB');
  assert.equal(ratio(1, 4), '0.25x');
  assert.equal(ratio(1, 0), 'n/a');
  assert.equal(ratio(1, undefined), 'n/a');
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 2, 3]), 2.5);
  assert.ok(Number.isNaN(median([])));
});
