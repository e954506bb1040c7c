import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describeSequence, plainLabel} from '../../plugins/diagrams/src/describe';
import {hoistNodeLabels, nodeDefinitions} from '../../plugins/diagrams/src/hoist-labels';
import {describeDiagram, renderDiagram} from '../../plugins/diagrams/src/render';
import mermaidDiagrams from '../../plugins/diagrams/src/remark';
import {cachedDiagram} from '../../plugins/diagrams/src/render-cache';
import {scopeStylesheet} from '../../plugins/diagrams/src/scope-svg';
import {mdxTree} from './markdown-tree';
import {tempFolder} from './temp-folders';

const siteDir = path.resolve(import.meta.dirname, '../..');

/** Every fenced mermaid block of the guide pages, with its file. */
function siteDiagrams(): Array<{file: string; source: string}> {
  const found: Array<{file: string; source: string}> = [];
  for (const root of ['docs/guide', 'versioned_docs']) {
    for (const name of readdirSync(path.join(siteDir, root), {recursive: true, encoding: 'utf8'})) {
      if (!name.endsWith('.mdx')) continue;
      const text = readFileSync(path.join(siteDir, root, name), 'utf8');
      for (const match of text.matchAll(/```mermaid\n([\s\S]*?)```/g)) found.push({file: path.join(root, name), source: match[1]!});
    }
  }
  return found;
}

describe('diagrams', () => {
  it('renders every diagram of the site to a self-contained SVG with a text alternative', () => {
    const diagrams = siteDiagrams();
    assert.ok(diagrams.length >= 17, `found ${diagrams.length}`);
    for (const {file, source} of diagrams) {
      const {svg, alt} = renderDiagram(source);
      assert.match(svg, /^<svg class="mmd-[0-9a-f]{8}" aria-hidden="true"/, file);
      assert.doesNotMatch(svg, /@import|googleapis|<script/i, file);
      // No bare rule that would restyle the page's other SVGs or text.
      for (const css of svg.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
        for (const rule of css[1]!.matchAll(/([^{}]+)\{/g)) assert.match(rule[1]!.trim(), /^svg\.mmd-/, `${file}: ${rule[1]}`);
      }
      assert.ok(alt.length > 40, `${file}: ${alt}`);
    }
  });

  it('draws a diagram once and then reads it from the cache, redrawing what the cache cannot give back', () => {
    const cacheDir = tempFolder('diagram-cache-');
    const source = 'flowchart LR\n    a["write"] --> b["see it"]';
    let renders = 0;
    const render = (text: string) => {
      renders += 1;
      return renderDiagram(text);
    };
    const first = cachedDiagram(source, render, cacheDir);
    assert.deepEqual(cachedDiagram(source, render, cacheDir), first);
    assert.equal(renders, 1);
    assert.deepEqual(first, renderDiagram(source));
    // Another source is another entry.
    cachedDiagram(`${source} --> c["ship"]`, render, cacheDir);
    assert.equal(renders, 2);
    // A damaged entry is drawn again.
    for (const name of readdirSync(cacheDir)) writeFileSync(path.join(cacheDir, name), '{"svg": 1');
    assert.deepEqual(cachedDiagram(source, render, cacheDir), first);
    assert.equal(renders, 3);
  });

  it('gives nodes the text of their definition even when it comes after their first mention', () => {
    const source = 'flowchart TD\n    cfg["config"] --> dev\n    dev["commandkit dev<br/>watch"] --> done';
    assert.match(hoistNodeLabels(source), /^flowchart TD\n {4}dev\["commandkit dev<br\/>watch"\]\n/);
    const {svg, alt} = renderDiagram(source);
    assert.match(svg, />commandkit dev</);
    assert.equal(alt, 'Flowchart, top to bottom: config leads to commandkit dev, watch; commandkit dev, watch leads to done.');
  });

  it('finds shaped definitions and skips quoted and edge texts', () => {
    const defs = nodeDefinitions('a(["start"]) --> b{"ok?"}\n b -- "x[y]" --> c[[sub]]\n b -->|"d(e)"| e((end))');
    assert.deepEqual(
      defs.map((d) => d.text),
      ['a(["start"])', 'b{"ok?"}', 'c[[sub]]', 'e((end))'],
    );
  });

  it('describes a sequence diagram message by message, blocks included', () => {
    const text = describeSequence(
      'sequenceDiagram\n participant C as Command\n participant W as Wrapper\n C->>W: fetch(1)\n' +
        ' alt cached\n W-->>C: value\n else missing\n W->>W: run\n end\n Note over C,W: later',
    );
    assert.equal(
      text,
      'Sequence diagram between Command and Wrapper. Command to Wrapper: fetch(1). If cached: Wrapper ' +
        'replies to Command: value. Otherwise missing: Wrapper to Wrapper: run. End of block. Note: later',
    );
  });

  it("uses the author's accTitle / accDescr when given, and does not draw them", () => {
    const source = 'flowchart LR\n accTitle: Build steps\n accDescr: Source is compiled, then run.\n a --> b';
    assert.equal(describeDiagram(source), 'Build steps. Source is compiled, then run.');
    assert.doesNotMatch(renderDiagram(source).svg, /accDescr|Source is compiled/);
  });

  it('plain labels drop markup and turn line breaks into commas', () => {
    assert.equal(plainLabel('a<br/>b <b>c</b>\nd'), 'a, b c, d');
  });

  it('scopes every selector of a stylesheet to one SVG', () => {
    assert.equal(
      scopeStylesheet('@import url(x);\n text { a: b }\n svg { c: d }\n g, .x:hover { e: f }', 'k').trim(),
      'svg.k text { a: b }\n svg.k { c: d }\n svg.k g, svg.k .x:hover { e: f }',
    );
  });

  it('turns a mermaid block into the mermaid element, and names the file and line when one does not render', () => {
    const tree = mdxTree('# Flow\n\n```mermaid\nflowchart LR\n a --> b\n```\n');
    mermaidDiagrams()(tree, {path: 'docs/x.mdx'});
    const node = tree.children[1] as unknown as {type: string; data: {hName: string; hProperties: {value: string; alt: string}}};
    assert.equal(node.data.hName, 'mermaid');
    assert.match(node.data.hProperties.value, /^<svg/);
    assert.equal(node.data.hProperties.alt, 'Flowchart, left to right: a leads to b.');
    const broken = mdxTree('# Broken\n\nText.\n\nMore text.\n\n```mermaid\nnotADiagram\n ???\n```\n');
    assert.throws(() => mermaidDiagrams()(broken, {path: 'docs/y.mdx'}), /docs\/y\.mdx:7/);
  });
});
