import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {themes} from 'prism-react-renderer';
import type {Code} from 'mdast';
import {mdxTree} from './markdown-tree';
import {tokenizeCode} from '../../plugins/static-highlight/src/tokenize';
import {expandLine, type Token} from '../../plugins/static-highlight/src/tokens';
import {staticCode, staticCodeScope} from '../../plugins/static-highlight/src/static-code';
import {styleDictionary, tokenStyle, type PrismThemeStyles} from '../../plugins/static-highlight/src/prism-styles';
import {styleAttribute, type StyleObject} from '../../plugins/static-highlight/src/html';
import remarkStaticCode from '../../plugins/static-highlight/src/remark-static-code';
import staticHighlight from '../../plugins/static-highlight/src/remark';

const THEMES = {light: themes.github as unknown as PrismThemeStyles, dark: themes.dracula as unknown as PrismThemeStyles};
const CODE = [
  "import type {CommandData} from 'commandkit';",
  '',
  'export const command: CommandData = {name: `p${1}`};',
  '// a comment',
  'export async function run(a: number): Promise<void> {',
  '  await run(a + 1);',
  '}',
].join('\n');

interface Rule {
  mode: string;
  classes: string[];
  declarations: Map<string, string>;
}

/** The token rules of a static block's stylesheet (mode, class list, declarations). */
function tokenRules(css: string, language: string): Rule[] {
  const scope = staticCodeScope(language).replace(/\./g, '\\.');
  const pattern = new RegExp(`\\[data-theme='(light|dark)'\\] ${scope} \\.token((?:\\.[\\w-]+)*)\\{([^}]*)\\}`, 'g');
  return [...css.matchAll(pattern)].map(([, mode, classes, body]) => ({
    mode: mode!,
    classes: classes!.split('.').filter(Boolean),
    declarations: new Map(body!.split(';').map((declaration) => declaration.split(':') as [string, string])),
  }));
}

/** What the browser computes for a token from those rules: matching rules, fewer classes first, later ones win. */
function cascade(rules: Rule[], mode: string, token: Token): string {
  const matching = rules
    .filter((rule) => rule.mode === mode && rule.classes.every((type) => token.types.includes(type)))
    .sort((a, b) => a.classes.length - b.classes.length);
  const result = new Map<string, string>();
  for (const rule of matching) for (const [name, value] of rule.declarations) result.set(name, value);
  return [...result]
    .map(([name, value]) => `${name}:${value}`)
    .sort()
    .join(';');
}

const sorted = (declarations: string) => declarations.split(';').filter(Boolean).sort().join(';');

describe('static code blocks', () => {
  it('colour every token as the stock block does, in both colour modes', () => {
    const lines = tokenizeCode(CODE, 'ts');
    const {css} = staticCode(lines, 'ts', THEMES);
    const rules = tokenRules(css, 'ts');
    assert.ok(rules.length > 10);
    for (const [mode, theme] of Object.entries(THEMES)) {
      const dictionary = styleDictionary(theme, 'ts');
      for (const token of lines.flatMap(expandLine)) {
        if (token.empty) continue;
        const stock = {...tokenStyle(dictionary, token)} as StyleObject;
        assert.equal(cascade(rules, mode, token), sorted(styleAttribute(stock)), `${mode}: ${token.types.join(' ')} "${token.content}"`);
      }
      const plain = theme.plain as StyleObject;
      assert.ok(
        css.includes(
          `[data-theme='${mode}'] ${staticCodeScope('ts')} pre{${styleAttribute({color: plain.color, backgroundColor: plain.backgroundColor})}}`,
        ),
      );
      assert.ok(css.includes(`--prism-background-color:${String(plain.backgroundColor)}`));
    }
  });

  it('writes the lines without inline colours, spelling the code', () => {
    const {html} = staticCode(tokenizeCode(CODE, 'ts'), 'ts', THEMES);
    assert.doesNotMatch(html, /color:/);
    assert.equal(html.match(/class="token-line"/g)?.length, CODE.split('\n').length);
    const text = html
      .replace(/<br\/>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
    assert.equal(text, `${CODE}\n`);
  });

  it('turns a fence with the static flag into the static block, and leaves the others', () => {
    const tree = mdxTree('```ts title="src/a.ts" static\nconst a = 1;\n```\n\n```ts\nconst b = 2;\n```\n');
    staticHighlight({})(tree);
    remarkStaticCode({themes: THEMES})(tree);
    const [esm, block, other] = tree.children as unknown as [
      {type: string; value: string},
      {type: string; name: string; attributes: Array<{name: string; value: string}>},
      Code,
    ];
    assert.equal(esm.type, 'mdxjsEsm');
    assert.match(esm.value, /from '@theme\/StaticCodeBlock'/);
    assert.equal(block.type, 'mdxJsxFlowElement');
    const attributes = Object.fromEntries(block.attributes.map(({name, value}) => [name, value]));
    assert.equal(attributes.language, 'ts');
    assert.equal(attributes.title, 'src/a.ts');
    assert.equal(attributes.html, staticCode(tokenizeCode('const a = 1;', 'ts'), 'ts', THEMES).html);
    assert.equal(other.type, 'code');
  });
});
