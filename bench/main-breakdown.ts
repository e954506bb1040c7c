/**
 * What the main bundle (in every page's first load) is made of, ours vs theirs: the modules of main.*.js
 * grouped by what they are, raw and gzip (level 9, each group compressed on its own, so the parts add up
 * to more than the whole). Parses the bundle with acorn (a dependency of the bundler toolchain).
 * Usage: npm run bench:main   (`-- --print` to print instead of writing RESULTS.md)
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import * as acorn from 'acorn';
import {formatBytes, ratio} from './lib/results';
import {hasBuild, OURS, THEIRS, type SiteUnderTest} from './lib/sites';
import {machineNote, writeSection} from './lib/write-results';

type Node = acorn.Node & Record<string, unknown>;

const GROUPS: Array<[string, (source: string) => boolean]> = [
  // Theirs: every route. Ours: the routes outside sections and one stub per section (plugins/route-sections).
  ['route table (path, sidebar, component loader; theirs holds the chunk registry too)', (s) => /path:"\/docs/.test(s)],
  ['route chunk registry (chunk name → loader, module path)', (s) => /"[0-9a-f]{8}":\[\(\)=>/.test(s)],
  ['route → chunk names (routesChunkNames)', (s) => /"?__comp"?:/.test(s)],
  [
    'docs plugin global data (versions and sidebars; theirs also id, path and sidebar of every doc)',
    (s) => s.includes('docusaurus-plugin-content-docs') && s.includes('"versions"'),
  ],
  ['react-dom', (s) => s.includes('react.dev/errors') && s.length > 100_000],
  ['@docsearch/react (button, shortcuts and the whole dialog)', (s) => s.includes('DocSearch-Modal') && s.length > 80_000],
  ['prism-react-renderer (Prism and its bundled languages)', (s) => /prism/i.test(s) && s.length > 50_000],
  [
    'Prism languages added by config (bash, json, diff)',
    (s) => /BASHOPTS|prism-json|"diff"/.test(s) && s.length < 20_000 && /Prism/.test(s),
  ],
];

function modulesOf(source: string): string[] {
  const ast = acorn.parse(source, {ecmaVersion: 'latest'}) as unknown as Node;
  let best: Node | null = null;
  const walk = (node: unknown): void => {
    if (!node || typeof (node as Node).type !== 'string') {
      return;
    }
    const current = node as Node;
    const properties = current.properties as Node[] | undefined;
    if (
      current.type === 'ObjectExpression' &&
      properties!.length > 50 &&
      properties!.every((p) => p.type === 'Property' && /Function/.test((p.value as Node).type)) &&
      (!best || properties!.length > (best.properties as Node[]).length)
    ) {
      best = current;
    }
    for (const value of Object.values(current)) {
      if (Array.isArray(value)) {
        value.forEach(walk);
      } else if (value && typeof (value as Node).type === 'string') {
        walk(value);
      }
    }
  };
  walk(ast);
  if (!best) {
    throw new Error('No module table found in the main bundle');
  }
  return ((best as Node).properties as Node[]).map((p) => source.slice((p.value as Node).start, (p.value as Node).end));
}

function breakdown(site: SiteUnderTest): Map<string, {raw: number; gzip: number}> {
  const dir = path.join(site.buildDir, 'assets/js');
  const file = readdirSync(dir).find((name) => /^main\.[0-9a-f]+\.js$/.test(name))!;
  const source = readFileSync(path.join(dir, file), 'utf8');
  const groups = new Map<string, string[]>();
  for (const module of modulesOf(source)) {
    const group = GROUPS.find(([, test]) => test(module))?.[0] ?? 'everything else (Docusaurus core, router, theme, our code)';
    groups.set(group, [...(groups.get(group) ?? []), module]);
  }
  const result = new Map<string, {raw: number; gzip: number}>();
  for (const [group, modules] of groups) {
    const text = modules.join('\n');
    result.set(group, {raw: Buffer.byteLength(text), gzip: gzipSync(text, {level: 9}).length});
  }
  result.set('whole main bundle', {raw: Buffer.byteLength(source), gzip: gzipSync(source, {level: 9}).length});
  return result;
}

const ours = breakdown(OURS);
const theirs = hasBuild(THEIRS) ? breakdown(THEIRS) : undefined;
const names = [...new Set([...ours.keys(), ...(theirs?.keys() ?? [])])].filter((name) => name !== 'whole main bundle');
names.sort((a, b) => (ours.get(b)?.gzip ?? 0) - (ours.get(a)?.gzip ?? 0));
names.push('whole main bundle');
const cell = (value?: number) => (value === undefined ? '—' : formatBytes(value));
const rows = names.map((name) => {
  const o = ours.get(name);
  const t = theirs?.get(name);
  // A part that is not in our main bundle any more gets no ratio: it was moved, not shrunk to nothing.
  const partRatio = o === undefined ? 'not in main' : ratio(o.gzip, t?.gzip);
  return `| ${name} | ${cell(o?.raw)} | ${cell(o?.gzip)} | ${cell(t?.raw)} | ${cell(t?.gzip)} | ${partRatio} |`;
});
const body = `## Main bundle composition

Command: \`npm run bench:main\` (bench/main-breakdown.ts). ${machineNote()}
The modules of each site's main.*.js grouped by what they are (each group gzipped on its own).

| Part | Ours raw | Ours gzip | Current site raw | Current site gzip | Ratio (gzip) |
|------|--------:|---------:|----------------:|-----------------:|-----:|
${rows.join('\n')}
`;
if (process.argv.includes('--print')) {
  console.log(body);
} else {
  writeSection('Main bundle composition', body);
}
