/**
 * Declarations for checking 1.x examples, generated from the committed API model
 * (api-models/1.x/*.json) — never from the framework's own typings.
 *
 * The model-to-declaration translation is the api-reference plugin's (generate/dts.ts): every item
 * is declared in the module of its primary import and re-exported from its other import paths;
 * internal items (referenced by the public API, not exported) live in `commandkit-api-internal/*`
 * modules that examples may not import. On top of that this file adds the JSX namespace to
 * `commandkit/jsx-runtime` (the framework's runtime exports only jsx/jsxs/Fragment) and writes one
 * .d.ts per module into the git-ignored cache, reusing them while the model is unchanged.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {fillMissingNames, INTERNAL_MODULE_PREFIX, modelsToDtsModules, listSections, modelPath, readModel} from '../../../plugins/api-reference/src/public';
import type {ApiPackageModel, ApiVersion} from '../../../plugins/api-reference/src/public';

export {INTERNAL_MODULE_PREFIX};

/**
 * What `jsxImportSource: "commandkit"` needs besides jsx/jsxs/Fragment (which the model has).
 * Element is `any`: commandkit's jsx() returns a union of builders that callers pass to
 * discord.js as components, and the framework itself declares no JSX namespace (so in a real
 * project a JSX expression is untyped too). Props, including children, are checked against each
 * component's props type; there are no intrinsic (lower-case) elements.
 */
export const JSX_NAMESPACE = `export namespace JSX {
  type Element = any;
  interface ElementChildrenAttribute { children: {}; }
  interface IntrinsicAttributes {}
  interface IntrinsicElements {}
}`;

/**
 * Node.js types the model leaves unresolved (it links only our items and discord.js). Imported from
 * @types/node instead of being declared `any`, so that e.g. `class CommandKit extends EventEmitter`
 * keeps a typed base (an `any` base would let any misspelled member through).
 */
export const NODE_IMPORTS: Record<string, string> = {
  EventEmitter: 'node:events',
  AsyncLocalStorage: 'node:async_hooks',
};

export interface GeneratedDeclarations {
  /** The .d.ts files, one per module. */
  files: string[];
  /** Module name -> declared module file. */
  modules: Map<string, string>;
  /** Names the model does not resolve, declared as `any`, per module. */
  missing: Record<string, string[]>;
  /** Type errors left inside the generated declarations (model problems). */
  errors: string[];
  /** Served from the cache. */
  cached: boolean;
}

const here = dirname(fileURLToPath(import.meta.url));

export function readModels(siteDir: string, version: ApiVersion): ApiPackageModel[] {
  const modelsDir = join(siteDir, 'api-models');
  return listSections(modelsDir, version).map((s) => readModel(modelPath(modelsDir, version, s)));
}

function safeFileName(moduleName: string): string {
  return moduleName.replace(/^@/, 'at-').replace(/[^A-Za-z0-9._-]+/g, '__') + '.d.ts';
}

/** Splits `declare module 'x' { ... }` blocks of the rendered text. */
export function splitModules(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const re = /^declare module '([^']+)' \{\n[\s\S]*?^\}\n/gm;
  for (const m of text.matchAll(re)) out.set(m[1]!, m[0]);
  return out;
}

export function generateDeclarations(siteDir: string, outDir: string): GeneratedDeclarations {
  const models = readModels(siteDir, '1.x');
  const hash = createHash('sha256');
  for (const m of models) hash.update(JSON.stringify(m));
  hash.update(readFileSync(join(siteDir, 'plugins/api-reference/src/generate/dts.ts'), 'utf8'));
  hash.update(readFileSync(join(here, 'declarations.ts'), 'utf8'));
  const key = hash.digest('hex').slice(0, 16);
  const stamp = join(outDir, 'manifest.json');
  if (existsSync(stamp)) {
    const manifest = JSON.parse(readFileSync(stamp, 'utf8')) as {key: string; modules: Record<string, string>; missing: Record<string, string[]>; errors: string[]};
    if (manifest.key === key && Object.values(manifest.modules).every((f) => existsSync(f))) {
      return {files: Object.values(manifest.modules), modules: new Map(Object.entries(manifest.modules)), missing: manifest.missing, errors: manifest.errors, cached: true};
    }
  }
  const dts = modelsToDtsModules(models);
  const runtime = dts.modules.get('commandkit/jsx-runtime');
  if (!runtime) throw new Error('the 1.x model has no commandkit/jsx-runtime import path (jsx, jsxs, Fragment)');
  runtime.body.push(JSX_NAMESPACE);
  runtime.declared.add('type:JSX');
  runtime.declared.add('value:JSX');
  for (const m of dts.modules.values()) {
    const body = m.body.join('\n');
    for (const [name, from] of Object.entries(NODE_IMPORTS)) {
      if (m.declared.has(`type:${name}`) || m.declared.has(`value:${name}`) || !new RegExp(`\\b${name}\\b`).test(body)) continue;
      const set = m.imports.get(from) ?? new Set<string>();
      set.add(name);
      m.imports.set(from, set);
    }
  }
  const {text, missing, errors: rawErrors} = fillMissingNames(dts, [join(siteDir, 'node_modules', '@types')], siteDir);
  // "line:col message" in the combined text -> "module line:col: message".
  const lines = text.split('\n');
  const errors = rawErrors.map((e) => {
    const m = /^(\d+):(\d+) ([\s\S]*)$/.exec(e);
    if (!m) return e;
    let mod = '?';
    let start = 0;
    for (let i = Number(m[1]) - 1; i >= 0; i--) {
      const d = /^declare module '([^']+)'/.exec(lines[i]!);
      if (d) {
        mod = d[1]!;
        start = i;
        break;
      }
    }
    return `'${mod}' line ${Number(m[1]) - start}: ${m[3]} [${lines[Number(m[1]) - 1]!.trim().slice(0, 160)}]`;
  });
  rmSync(outDir, {recursive: true, force: true});
  mkdirSync(outDir, {recursive: true});
  const modules = new Map<string, string>();
  const header = '// Generated from api-models/1.x by scripts/lib/examples/declarations.ts. Do not edit.\n';
  for (const [name, block] of splitModules(text)) {
    const file = join(outDir, safeFileName(name));
    writeFileSync(file, header + block);
    modules.set(name, file);
  }
  const missingObj = Object.fromEntries([...missing].map(([k, v]) => [k, [...v].sort()]));
  writeFileSync(stamp, JSON.stringify({key, modules: Object.fromEntries(modules), missing: missingObj, errors}, null, 1));
  return {files: [...modules.values()], modules, missing: missingObj, errors, cached: false};
}
