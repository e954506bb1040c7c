import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import React from 'react';
import {createRequire} from 'node:module';
import {Highlight, Prism, themes} from 'prism-react-renderer';
import staticHighlight from '../../plugins/static-highlight/src/remark';
import {registerLanguages, tokenizeCode} from '../../plugins/static-highlight/src/tokenize';
import type {Code} from 'mdast';
import {mdxTree} from './markdown-tree';
import {expandLine, parseTokens, textOf, type Token} from '../../plugins/static-highlight/src/tokens';
import {escapeHtml, linesHtml, styleAttribute, type LineMarkup} from '../../plugins/static-highlight/src/html';
import {installCommand, installCommandTokens} from '../../plugins/shared/package-install';

// react-dom ships no types here; only its server renderer is needed, to run Highlight as the browser does.
const {renderToStaticMarkup} = createRequire(import.meta.url)('react-dom/server') as {
  renderToStaticMarkup: (element: React.ReactElement) => string;
};

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
      const inBrowser = browserTokens(code, language).map((line) =>
        line.map((token) => ({types: token.types, content: token.content, ...(token.empty ? {empty: true} : {})})),
      );
      assert.deepEqual(built, inBrowser, language);
    }
  });

  it('tokens spell the code they were made from, empty lines included', () => {
    for (const [language, code] of SAMPLES) assert.equal(textOf(tokenizeCode(code, language)), code, language);
  });

  it('gives each fenced block (not mermaid) a tokens prop', () => {
    const tree = mdxTree('```ts\nconst a = 1;\n```\n\n```mermaid\nflowchart LR\n a --> b\n```\n\n```\nno language\n```\n');
    const [ts, mermaid, bare] = tree.children as Code[];
    // A property an earlier transform set is kept.
    ts!.data = {hProperties: {metastring: 'title="x"'}};
    staticHighlight({additionalLanguages: ['bash']})(tree);
    assert.equal(ts!.data!.hProperties!.metastring, 'title="x"');
    assert.deepEqual(parseTokens(ts!.data!.hProperties!.tokens), tokenizeCode('const a = 1;', 'ts'));
    assert.equal(mermaid!.data, undefined);
    assert.equal(bare!.data, undefined);
  });

  it('refuses malformed tokens (the block is then highlighted in the browser)', () => {
    for (const value of [undefined, 3, 'not json', '{"a":1}', '[[["a"]]]', '[[[1,"x"]]]'])
      assert.equal(parseTokens(value), null, String(value));
    assert.deepEqual(parseTokens('[[["plain","x"]]]'), [[['plain', 'x']]]);
  });

  it('install commands get tokens that spell the command', () => {
    for (const dev of [false, true]) {
      const command = installCommand('yarn', ['commandkit', '@commandkit/redis'], dev);
      const tokens = installCommandTokens(command);
      assert.equal(textOf([tokens]), command);
      assert.deepEqual(tokens.slice(0, 3), [
        ['function', 'yarn'],
        ['plain', ' '],
        ['function', 'add'],
      ]);
    }
  });

  describe('lines as one HTML string', () => {
    const classes = {codeLine: 'codeLine_a', codeLineNumber: 'codeLineNumber_b', codeLineContent: 'codeLineContent_c'};
    const tokenStyle = (token: Token) =>
      token.types.includes('keyword') ? {color: '#00009f', fontStyle: 'italic'} : token.empty ? {display: 'inline-block'} : undefined;

    /** The same lines drawn as React elements, the way the stock CodeBlock/Line and Line/Token components draw them. */
    function reactMarkup(lines: Token[][], markup: LineMarkup): string {
      const h = React.createElement;
      const tree = lines.map((raw, index) => {
        const line = raw.length === 1 && raw[0]!.content === '\n' ? [{...raw[0]!, content: ''}] : raw;
        const tokens = line.map((token, key) =>
          h(
            'span',
            {
              key,
              className: ['token', ...token.types].join(' '),
              style: markup.tokenStyle(token),
              ...(token.hover !== undefined ? {'data-hover': token.hover, ...(token === markup.firstHover ? {tabIndex: 0} : {})} : {}),
            },
            token.content,
          ),
        );
        const className = [
          'token-line',
          ...(markup.lineClassNames[index] ?? []),
          ...(markup.showLineNumbers ? [classes.codeLine] : []),
        ].join(' ');
        const body = markup.showLineNumbers
          ? [h('span', {key: 'n', className: classes.codeLineNumber}), h('span', {key: 'c', className: classes.codeLineContent}, tokens)]
          : tokens;
        return h('span', {key: index, className, style: markup.lineStyle}, body, h('br'));
      });
      return renderToStaticMarkup(h(React.Fragment, null, tree));
    }

    const lines: Token[][] = [
      [
        {types: ['keyword'], content: 'const'},
        {types: ['plain'], content: ' a = '},
        {types: ['string'], content: '"<b>&\'x\'"'},
      ],
      [{types: ['plain'], content: '\n', empty: true}],
      [{types: ['plain'], content: '', empty: true}],
      [
        {types: ['function', 'maybe-class-name'], content: 'run', hover: 3},
        {types: ['punctuation'], content: '()'},
        {types: ['function'], content: 'go', hover: 4},
      ],
    ];

    it('is the markup React renders for the stock line and token components', () => {
      const hovers = lines[3]!;
      for (const showLineNumbers of [false, true]) {
        const markup: LineMarkup = {
          lineClassNames: {0: ['theme-code-block-highlighted-line'], 3: ['a', 'b']},
          showLineNumbers,
          classes,
          lineStyle: {color: '#393A34'},
          tokenStyle,
          firstHover: hovers[0],
        };
        assert.equal(linesHtml(lines, markup), reactMarkup(lines, markup), `line numbers: ${showLineNumbers}`);
      }
    });

    it('gives one identifier per block the tab stop and every identifier its hover index', () => {
      const html = linesHtml(lines, {
        lineClassNames: {},
        showLineNumbers: false,
        classes,
        lineStyle: undefined,
        tokenStyle: () => undefined,
        firstHover: lines[3]![0],
      });
      assert.equal(html.match(/tabindex="0"/g)?.length, 1);
      assert.match(html, /<span class="token function maybe-class-name" data-hover="3" tabindex="0">run<\/span>/);
      assert.match(html, /<span class="token function" data-hover="4">go<\/span>/);
    });

    it('writes styles and escapes text as React does', () => {
      assert.equal(
        styleAttribute({color: '#fff', backgroundColor: undefined, fontStyle: 'italic', opacity: 0.7, fontWeight: 'bold', marginLeft: 2}),
        'color:#fff;font-style:italic;opacity:0.7;font-weight:bold;margin-left:2px',
      );
      assert.equal(styleAttribute(undefined), '');
      assert.equal(escapeHtml(`<a href="x">&'</a>`), '&lt;a href=&quot;x&quot;&gt;&amp;&#x27;&lt;/a&gt;');
      const text = `if (a < b && c > "d") {}`;
      const html = linesHtml([[{types: ['plain'], content: text}]], {
        lineClassNames: {},
        showLineNumbers: false,
        classes,
        lineStyle: undefined,
        tokenStyle: () => undefined,
      });
      assert.equal(
        html,
        renderToStaticMarkup(
          React.createElement(
            'span',
            {className: 'token-line'},
            React.createElement('span', {className: 'token plain'}, text),
            React.createElement('br'),
          ),
        ),
      );
    });
  });
});
