// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Claims of guide/creating-plugins/creating-compiler-plugin: the page's BuildStampPlugin built for real, plus plugins
// that record what the build hands them and plugins that throw.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {cliPath, plain, writeBot} from '#support';

function cli(ctx, dir, args, env = {}) {
  const r = spawnSync(process.execPath, [cliPath(ctx.projectDir), ...args], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 180_000,
    env: {...process.env, ...env},
  });
  return {status: r.status, out: plain(`${r.stdout}${r.stderr}`)};
}
const grepDir = (dir, re) => {
  const hits = [];
  const walk = (d) => {
    for (const f of readdirSync(d, {withFileTypes: true})) {
      const p = join(d, f.name);
      if (f.isDirectory()) walk(p);
      else if (re.test(readFileSync(p, 'utf8'))) hits.push(p.slice(dir.length + 1));
    }
  };
  if (existsSync(dir)) walk(dir);
  return hits;
};

const STAMP_CONFIG = `import {
  CompilerPlugin,
  type CompilerPluginRuntime,
  type PluginTransformParameters,
} from 'commandkit';
import { defineConfig } from 'commandkit/config';
import { mkdir, writeFile } from 'node:fs/promises';
import { existsSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';

interface BuildStampOptions {
  release: string | null;
}

const MARKER = /(['"])__BUILD_STAMP__\\1/g;
const SOURCE_FILE = /\\.(m|c)?(j|t)sx?$/;
const log = (line: string) => appendFileSync(join(process.cwd(), 'plugin-log.txt'), line + '\\n');

class BuildStampPlugin extends CompilerPlugin<BuildStampOptions> {
  public readonly name = 'build-stamp';
  private stamp = '';

  public override async activate(ctx: CompilerPluginRuntime) {
    log('activate isDevMode=' + String(ctx.isDevMode));
    const date = new Date().toISOString();
    this.stamp = this.options.release ? \`\${this.options.release} (\${date})\` : date;
    ctx.registerTemplate('middleware', async (args) => {
      const [commandName] = args;
      log('template args=' + JSON.stringify(args));
      if (!commandName) throw new Error('Usage: commandkit create middleware <command>');
      const dir = join(process.cwd(), 'src', 'app', 'commands');
      const file = join(dir, \`+\${commandName}.middleware.ts\`);
      if (existsSync(file)) throw new Error(\`\${file} already exists\`);
      await mkdir(dir, { recursive: true });
      await writeFile(file, "export async function beforeExecute() {}\\n");
    });
    ctx.registerTemplate('command', async (args) => { log('plugin command template ' + JSON.stringify(args)); });
  }

  public override async deactivate(ctx: CompilerPluginRuntime) {
    log('deactivate');
    ctx.unregisterTemplate('middleware');
    ctx.unregisterTemplate('command');
  }

  public override async transform({ code, id }: PluginTransformParameters) {
    log('transform ' + id.split('/src/').pop() + ' ts=' + /:\\s*string|interface /.test(code));
    if (!SOURCE_FILE.test(id) || !code.includes('__BUILD_STAMP__')) return null;
    return { code: code.replace(MARKER, JSON.stringify(this.stamp)), map: null };
  }
}

class Second extends CompilerPlugin {
  public readonly name = 'second';
  public override async transform({ code, id }: PluginTransformParameters) {
    if (id.endsWith('version.ts')) log('second sees stamp already replaced=' + !code.includes('__BUILD_STAMP__'));
    return null;
  }
}

export default defineConfig({
  plugins: [new BuildStampPlugin({ release: process.env.RELEASE_NAME ?? null }), [new Second({})]],
});
`;

export default async function (ctx: any) {
  const d = join(ctx.cwd, 'stamp');
  mkdirSync(d);
  writeBot(d, {
    'commandkit.config.ts': STAMP_CONFIG,
    'src/app.ts': `import { Client } from 'discord.js';\nexport default new Client({ intents: [] });\n`,
    'src/app/events/clientReady/r.ts': 'export default function () {}\n',
    'src/app/commands/version.ts': `import type { ChatInputCommand, CommandData } from 'commandkit';\nconst BUILD = '__BUILD_STAMP__';\nexport const command: CommandData = { name: 'version', description: 'v' };\nexport const chatInput: ChatInputCommand = async ({ interaction }) => { const text: string = \`Running build \${BUILD}\`; await interaction.reply(text); };\n`,
    'src/data/info.json': '{"a": 1}\n',
    'src/app/commands/version.test.ts': `export const x: string = '__BUILD_STAMP__';\n`,
    'src/lib/util.spec.ts': `export const y: string = 'spec';\n`,
    'src/lib/uses-json.ts': `import info from '../data/info.json';\nexport const a: number = info.a;\n`,
  });
  const b = cli(ctx, d, ['build'], {RELEASE_NAME: 'r42'});
  console.log('CLAIM stamp-build', b.status);
  const log = existsSync(join(d, 'plugin-log.txt')) ? readFileSync(join(d, 'plugin-log.txt'), 'utf8') : '';
  console.log('CLAIM build-log', log.split('\n').filter(Boolean).join(' | '));
  console.log(
    'CLAIM stamp-in-dist',
    grepDir(join(d, 'dist'), /r42 \(\d{4}-/).join(','),
    'marker-left',
    grepDir(join(d, 'dist'), /__BUILD_STAMP__/).join(','),
  );
  console.log(
    'CLAIM test-spec-in-dist',
    JSON.stringify(
      existsSync(join(d, 'dist')) ? readdirSync(join(d, 'dist'), {recursive: true}).filter((f) => /test|spec/.test(String(f))) : [],
    ),
  );
  const c = cli(ctx, d, ['create', 'middleware', 'version', 'extra']);
  console.log('CLAIM create-middleware', c.status, existsSync(join(d, 'src', 'app', 'commands', '+version.middleware.ts')));
  const c2 = cli(ctx, d, ['create', 'command', 'zzz']);
  console.log(
    'CLAIM plugin-overrides-command-template',
    c2.status,
    existsSync(join(d, 'src', 'app', 'commands', 'zzz.ts')) ? 'built-in ran' : 'built-in did not run',
  );
  const c3 = cli(ctx, d, ['create', 'nosuch']);
  console.log('CLAIM unknown-template', c3.status, c3.out.split('\n').filter(Boolean).slice(0, 4).join(' / '));
  const log2 = readFileSync(join(d, 'plugin-log.txt'), 'utf8');
  console.log('CLAIM create-log', log2.split('\n').filter(Boolean).slice(log.split('\n').filter(Boolean).length).join(' | '));

  // a transform that throws, an activate that throws
  const f = join(ctx.cwd, 'fail');
  mkdirSync(f);
  const failCfg = (where) =>
    `import { CompilerPlugin } from 'commandkit';\nimport { defineConfig } from 'commandkit/config';\nclass Bad extends CompilerPlugin { name = 'bad'; async activate() { ${where === 'activate' ? "throw new Error('activate-boom');" : ''} } async transform() { ${where === 'transform' ? "throw new Error('transform-boom');" : 'return null;'} } }\nexport default defineConfig({ plugins: [new Bad({})] });\n`;
  writeBot(f, {
    'commandkit.config.mjs': failCfg('transform'),
    'src/app.ts': `import { Client } from 'discord.js';\nexport default new Client({ intents: [] });\n`,
    'src/app/events/clientReady/r.ts': 'export default function () {}\n',
  });
  const fb = cli(ctx, f, ['build']);
  console.log(
    'CLAIM transform-throws',
    fb.status,
    fb.out
      .split('\n')
      .filter((l) => /fail|boom/i.test(l))
      .slice(0, 3)
      .join(' / '),
  );
  writeBot(f, {'commandkit.config.mjs': failCfg('activate')});
  const ab = cli(ctx, f, ['build']);
  console.log(
    'CLAIM activate-throws',
    ab.status,
    ab.out
      .split('\n')
      .filter((l) => /fail|boom|activate/i.test(l))
      .slice(0, 3)
      .join(' / '),
    'dist',
    existsSync(join(f, 'dist', 'index.js')),
  );

  // runtime API
  const {CompilerPlugin, CompilerPluginRuntime, CommonDirectiveTransformer} = await import('commandkit');
  class P extends CompilerPlugin {
    name = 'p';
  }
  const p = new P({k: 1});
  console.log('CLAIM default-transform', JSON.stringify(await p.transform({code: 'x', id: '/a.ts'})), 'options', JSON.stringify(p.options));
  const rt = new CompilerPluginRuntime([p], false);
  console.log('CLAIM runtime-isDevMode', rt.isDevMode, new CompilerPluginRuntime([p], true).isDevMode);
  try {
    rt.registerTemplate('t', async () => {});
    console.log('CLAIM registerTemplate-outside-activate ok');
  } catch (e) {
    console.log('CLAIM registerTemplate-outside-activate throws', e.message);
  }
  class D extends CommonDirectiveTransformer {
    name = 'd';
  }
  const dt = new D({directive: 'use retry', importPath: 'x', importName: 'y', asyncOnly: true});
  await dt.activate?.(rt);
  const r = await dt.transform({code: `async function f() { 'use retry'; return 1; }`, id: '/a.ts'});
  console.log('CLAIM directive-enabled-default', r ? 'transformed' : 'untouched');
  const dt2 = new D({directive: 'use retry', importPath: 'x', importName: 'y', asyncOnly: true, enabled: true});
  await dt2.activate?.(rt);
  const r2 = await dt2.transform({code: `async function f() { 'use retry'; return 1; }`, id: '/a.ts'});
  console.log('CLAIM directive-enabled-true', r2 ? String(r2.code).replace(/\s+/g, ' ').slice(0, 160) : 'untouched');
}
