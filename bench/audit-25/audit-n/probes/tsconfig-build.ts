// Audit probe (audit-n): what a reader's tsconfig does to `commandkit build` of a JSX command, `.jsx` command files,
// and what TypeScript says about JSX with the template's compiler options.
// Run: npx tsx bench/audit-25/run-probe.ts --commit <sha> bench/audit-25/audit-n/probes/tsconfig-build.ts
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {APP, CONFIG, runCli, startOfflineBot, typeCheckReaderFiles, writeBot, type StepContext} from '#support';
import {claim} from './support.js';

export const installs = {typescript: '^5.8.3'};

const HELLO = `import { ActionRow, Button, type ChatInputCommand } from 'commandkit';
export const command = { name: 'hello', description: 'hello' };
export const chatInput: ChatInputCommand = async ({ interaction }) => {
  await interaction.reply({ content: 'hi', components: [<ActionRow><Button onClick={() => {}}>Wave</Button></ActionRow>] });
};
`;
const READY = {'src/app/events/clientReady/ready.ts': 'export default function () {}\n'};

/** Builds HELLO as src/app/commands/hello.tsx in a fresh folder with the given tsconfig (or none). */
function build(context: StepContext, name: string, tsconfig: unknown | null, extra: Record<string, string> = {}) {
  const cwd = join(context.cwd, name);
  mkdirSync(cwd, {recursive: true});
  writeBot(cwd, {'src/app.ts': APP, 'commandkit.config.mjs': CONFIG, ...READY, 'src/app/commands/hello.tsx': HELLO, ...extra});
  if (tsconfig) writeFileSync(join(cwd, 'tsconfig.json'), JSON.stringify(tsconfig));
  const run = runCli({...context, cwd}, ['build']);
  const lines = run.output.split('\n').map((l) => l.replace(/\x1b\[[0-9;]*m/g, '').trim());
  const errors = lines.filter((l) => /TS\d{4}|Found \d+ error/.test(l));
  return {status: run.status, errors: [...new Set(errors)].slice(0, 5)};
}

export async function reproduce(context: StepContext): Promise<void> {
  const base = {target: 'ESNext', module: 'Preserve', moduleResolution: 'Node', strict: true, skipLibCheck: true, esModuleInterop: true};
  claim('build-no-tsconfig', build(context, 'none', null));
  claim('build-tsconfig-without-jsx', build(context, 'nojsx', {compilerOptions: base, include: ['src']}));
  claim('build-tsconfig-jsx-without-source', build(context, 'nosource', {compilerOptions: {...base, jsx: 'react-jsx'}, include: ['src']}));
  claim(
    'build-tsconfig-page-two-options',
    build(context, 'pagetwo', {compilerOptions: {...base, jsx: 'react-jsx', jsxImportSource: 'commandkit'}, include: ['src']}),
  );
  claim('build-only-two-options', build(context, 'onlytwo', {compilerOptions: {jsx: 'react-jsx', jsxImportSource: 'commandkit'}}));
  claim(
    'build-nodenext-two-options',
    build(context, 'nodenext', {
      compilerOptions: {
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        skipLibCheck: true,
        jsx: 'react-jsx',
        jsxImportSource: 'commandkit',
      },
      include: ['src'],
    }),
  );
  claim(
    'build-ignore-build-errors',
    build(
      context,
      'ignore',
      {compilerOptions: base, include: ['src']},
      {
        'commandkit.config.mjs':
          "import { defineConfig } from 'commandkit/config';\nexport default defineConfig({ typescript: { ignoreBuildErrors: true } });\n",
      },
    ),
  );

  // Type checks with the template's options (module Preserve, moduleResolution Node, jsx react-jsx, jsxImportSource commandkit).
  const tc = join(context.cwd, 'tc');
  mkdirSync(tc, {recursive: true});
  const check = (file: string, code: string, overrides: Record<string, unknown> = {}) => {
    writeFileSync(join(tc, file), code);
    const r = typeCheckReaderFiles(tc, context.projectDir, [file], overrides);
    return r.ok
      ? 'ok'
      : r.output
          .split('\n')
          .filter((l) => /error TS/.test(l))
          .map((l) => l.replace(/^.*error /, ''))
          .slice(0, 3);
  };
  claim(
    'tc-result-is-any',
    check(
      'any.tsx',
      'import { Button } from \'commandkit\';\nconst n: number = <Button customId="x">A</Button>;\nconst s: string = n as any;\nexport { s };\n',
    ),
  );
  claim(
    'tc-mistyped-prop',
    check('prop.tsx', "import { Button } from 'commandkit';\nexport const b = <Button customId={42}>A</Button>;\n"),
  );
  claim('tc-unknown-prop', check('unk.tsx', 'import { Button } from \'commandkit\';\nexport const b = <Button colour="red">A</Button>;\n'));
  claim(
    'tc-key-rejected',
    check(
      'key.tsx',
      "import { Button } from 'commandkit';\nexport const b = ['a'].map((x) => <Button key={x} customId={x}>{x}</Button>);\n",
    ),
  );
  claim('tc-div', check('div.tsx', 'export const d = <div>hi</div>;\n'));
  claim(
    'tc-fragment',
    check(
      'frag.tsx',
      'import { ActionRow, Button } from \'commandkit\';\nexport const f = <><ActionRow><Button customId="a">A</Button></ActionRow></>;\n',
    ),
  );
  claim(
    'tc-nodenext-runtime',
    check('nn.tsx', 'import { Button } from \'commandkit\';\nexport const b = <Button customId="x">A</Button>;\n', {
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
    }),
  );
  claim(
    'tc-bundler-runtime',
    check('bd.tsx', 'import { Button } from \'commandkit\';\nexport const b = <Button customId="x">A</Button>;\n', {
      module: 'ESNext',
      moduleResolution: 'Bundler',
    }),
  );
  claim(
    'tc-react-not-installed',
    check('nr.tsx', 'import { Button } from \'commandkit\';\nexport const b = <Button customId="x">A</Button>;\n', {
      jsxImportSource: undefined,
    }),
  );

  // A JavaScript project: the command is a .jsx file (no tsconfig at all).
  const jsx = `import { ActionRow, Button } from 'commandkit';
export const command = { name: 'hellojs', description: 'hello from jsx' };
export const chatInput = async ({ interaction }) => {
  await interaction.reply({ content: 'from jsx', components: [<ActionRow><Button onClick={async (c) => { await c.reply('clicked jsx'); }}>Wave</Button></ActionRow>] });
};
`;
  const jsCtx = {...context, cwd: join(context.cwd, 'jsproj')};
  mkdirSync(jsCtx.cwd, {recursive: true});
  process.chdir(jsCtx.cwd);
  const {bot} = await startOfflineBot(jsCtx, {'src/app/commands/hellojs.jsx': jsx});
  const d = await bot.chatInput('hellojs');
  const c = await bot.click(d.replies[0]);
  claim('jsx-file-command', {
    registered: bot.registeredCommands().map((x: any) => x.name),
    reply: d.replies[0]?.content,
    click: c.replies[0]?.content,
  });
}
