import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import React from 'react';
import {createRequire} from 'node:module';
import {Highlight, Prism, themes} from 'prism-react-renderer';
import staticHighlight from '../../plugins/static-highlight/src/remark';
import {registerLanguages, tokenizeCode} from '../../plugins/static-highlight/src/tokenize';
import {expandLine, parseTokens, textOf} from '../../plugins/static-highlight/src/tokens';
import {installCommand, installCommandTokens} from '../../src/components/PackageInstall/commands';

// react-dom ships no types here; only its server renderer is needed, to run Highlight as the browser does.
const {renderToStaticMarkup} = createRequire(import.meta.url)('react-dom/server') as {renderToStaticMarkup: (element: React.ReactElement) => string};

/** The lines prism-react-renderer's Highlight computes in the browser for the same code. */
function browserTokens(code: string, language: string) {
  let captured: unknown;
  const children = ({tokens}: {tokens: unknown}) => {
    captured = tokens;
    return null;
  };
  renderToStaticMarkup(React.createElement(Highlight, {theme: themes.github, code, language, prism: Prism, children}));
  return captured as Array<Array<{types: string[]; content: string; empty?: boolean}>>;
}

const SAMPLES: Array<[string, string]> = [
  ['ts', "import {x} from 'y';\n\n/** doc */\nexport const a: number = `${1}`;\n"],
  ['tsx', 'export default () => <div className="a">{1}</div>;'],
  ['bash', 'npm install --save-dev commandkit\n# comment'],
  ['json', '{"a": [1, true, null]}'],
  ['diff', '- old\n+ new'],
  ['text', 'plain\n\ntext'],
];

describe('static-highlight', () => {
  registerLanguages(['bash', 'json', 'diff']);

  it('computes at build time the tokens the browser would compute', () => {
    for (const [language, code] of SAMPLES) {
      const built = tokenizeCode(code, language).map(expandLine);
      const inBrowser = browserTokens(code, language).map((line) => line.map((token) => ({types: token.types, content: token.content, ...(token.empty ? {empty: true} : {})})));
      assert.deepEqual(built, inBrowser, language);
    }
  });

  it('tokens spell the code they were made from, empty lines included', () => {
    for (const [language, code] of SAMPLES) assert.equal(textOf(tokenizeCode(code, language)), code, language);
  });

  it('gives each fenced block (not mermaid) a tokens prop', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'code', lang: 'ts', value: 'const a = 1;', data: {hProperties: {metastring: 'title="x"'}}},
        {type: 'code', lang: 'mermaid', value: 'flowchart LR\n a --> b'},
        {type: 'code', value: 'no language'},
      ],
    };
    staticHighlight({additionalLanguages: ['bash']})(tree as never);
    const [ts, mermaid, bare] = tree.children as Array<{data?: {hProperties?: Record<string, unknown>}}>;
    assert.equal(ts!.data!.hProperties!.metastring, 'title="x"');
    assert.deepEqual(parseTokens(ts!.data!.hProperties!.tokens), tokenizeCode('const a = 1;', 'ts'));
    assert.equal(mermaid!.data, undefined);
    assert.equal(bare!.data, undefined);
  });

  it('refuses malformed tokens (the block is then highlighted in the browser)', () => {
    for (const value of [undefined, 3, 'not json', '{"a":1}', '[[["a"]]]', '[[[1,"x"]]]']) assert.equal(parseTokens(value), null, String(value));
    assert.deepEqual(parseTokens('[[["plain","x"]]]'), [[['plain', 'x']]]);
  });

  it('install commands get tokens that spell the command', () => {
    for (const dev of [false, true]) {
      const command = installCommand('yarn', ['commandkit', '@commandkit/redis'], dev);
      const tokens = installCommandTokens(command);
      assert.equal(textOf([tokens]), command);
      assert.deepEqual(tokens.slice(0, 3), [['function', 'yarn'], ['plain', ' '], ['function', 'add']]);
    }
  });
});
