/**
 * Ambient declarations regenerated from the model, so code examples can be type-checked against
 * the documented API without the framework installed:
 *
 *   declare module 'commandkit/hooks' { export function useStore(): Collection<any, any>; ... }
 *
 * Each item is declared once, in the module of its primary import; its other import paths
 * re-export it. Internal items live in "commandkit-api-internal/<section>" modules.
 * Names the model cannot resolve (third-party types) are found by compiling the result and are
 * declared as `any` (`fillMissingNames`), so the file always compiles.
 */
import ts from 'typescript';
import type {ApiItem, ApiMember, ApiPackageModel, ApiParameter, ApiSignature, ApiTypeParameter, TypeText} from '../model/types';

export const INTERNAL_MODULE_PREFIX = 'commandkit-api-internal/';

function moduleOf(item: ApiItem): string {
  return item.primaryImport ?? `${INTERNAL_MODULE_PREFIX}${item.section}`;
}

const WELL_KNOWN_SYMBOLS = new Set(['asyncDispose', 'dispose', 'iterator', 'asyncIterator', 'hasInstance', 'toPrimitive', 'toStringTag']);

function propName(name: string): string {
  const sym = /^\[([A-Za-z]+)\]$/.exec(name);
  if (sym && WELL_KNOWN_SYMBOLS.has(sym[1]!)) return `[Symbol.${sym[1]}]`;
  if (/^[A-Za-z_$][\w$]*$/.test(name) || /^\[.*\]$/.test(name)) return name;
  if (/^".*"$/.test(name) || /^'.*'$/.test(name)) return name;
  return JSON.stringify(name);
}

const text = (t: TypeText | undefined) => t?.text ?? 'any';

function typeParams(tps: ApiTypeParameter[] | undefined): string {
  if (!tps?.length) return '';
  const one = (tp: ApiTypeParameter) =>
    `${tp.name}${tp.constraint ? ` extends ${text(tp.constraint)}` : ''}${tp.default ? ` = ${text(tp.default)}` : ''}`;
  return `<${tps.map(one).join(', ')}>`;
}

function params(ps: ApiParameter[]): string {
  return ps
    .map((p) => {
      // A quoted name is not a valid parameter name: `"a-b"` becomes `_a-b`.
      const name = propName(p.name).replace(/^"(.*)"$/, '_$1');
      const optional = !p.rest && (p.optional || p.defaultValue !== undefined) ? '?' : '';
      return `${p.rest ? '...' : ''}${name}${optional}: ${text(p.type)}`;
    })
    .join(', ');
}

function sig(name: string, s: ApiSignature, withReturn = true): string {
  return `${name}${typeParams(s.typeParameters)}(${params(s.parameters)})${withReturn ? `: ${text(s.returns)}` : ''}`;
}

export function memberLines(m: ApiMember, isClass: boolean): string[] {
  if (m.inheritedFrom) return [];
  const mods = isClass ? `${m.protected ? 'protected ' : ''}${m.static ? 'static ' : ''}${m.abstract ? 'abstract ' : ''}` : '';
  const opt = m.optional ? '?' : '';
  switch (m.kind) {
    case 'constructor':
      return isClass ? (m.signatures ?? []).map((s) => `${sig('constructor', {...s, typeParameters: undefined}, false)};`) : [];
    case 'method':
      return (m.signatures ?? []).map((s) => `${mods}${sig(propName(m.name) + opt, s)};`);
    case 'accessor': {
      const out: string[] = [];
      if (m.getter) out.push(`${mods}get ${propName(m.name)}(): ${text(m.getter.returns)};`);
      if (m.setter) out.push(`${mods}set ${propName(m.name)}(${params(m.setter.parameters)});`);
      return out;
    }
    case 'indexSignature':
      return [`[${params(m.indexParameters ?? [])}]: ${text(m.type)};`];
    case 'callSignature':
      return isClass ? [] : (m.signatures ?? []).map((s) => `${sig('', s)};`);
    case 'constructSignature':
      return isClass ? [] : (m.signatures ?? []).map((s) => `${sig('new ', s)};`);
    case 'enumMember':
      return [];
    default:
      return [`${mods}${m.readonly ? 'readonly ' : ''}${propName(m.name)}${opt}: ${text(m.type)};`];
  }
}

export function declarationOf(item: ApiItem): string {
  const tps = typeParams(item.typeParameters);
  const heritage = (kw: string, list: TypeText[] | undefined) => (list?.length ? ` ${kw} ${list.map(text).join(', ')}` : '');
  switch (item.kind) {
    case 'functions': {
      // The item's home module is its primary import: when a wrapper .d.ts types it there, that typing is what code sees.
      const typing = item.wrapperTyping?.importPaths.includes(moduleOf(item)) ? item.wrapperTyping.signatures : item.signatures;
      return (typing ?? []).map((s) => `export function ${sig(item.name, s)};`).join('\n');
    }
    case 'variables':
      return `export ${item.const ? 'const' : 'let'} ${item.name}: ${text(item.type)};`;
    case 'types':
      // A const of the same name (`const Mode = {...}; type Mode = ...`) is declared alongside.
      return (
        (item.value ? `export ${item.value.const ? 'const' : 'let'} ${item.name}: ${text(item.value.type)};\n` : '') +
        `export type ${item.name}${tps} = ${text(item.type)};`
      );
    case 'enums':
      return `export enum ${item.name} {\n${(item.members ?? [])
        .filter((m) => m.kind === 'enumMember')
        .map((m) => `  ${propName(m.name)}${m.value ? ` = ${m.value}` : ''},`)
        .join('\n')}\n}`;
    case 'interfaces':
      return `export interface ${item.name}${tps}${heritage('extends', item.extends)} {\n${(item.members ?? [])
        .flatMap((m) => memberLines(m, false))
        .map((l) => `  ${l}`)
        .join('\n')}\n}`;
    case 'classes': {
      const heritages = `${heritage('extends', item.extends?.slice(0, 1))}${heritage('implements', item.implements)}`;
      return `export ${item.abstract ? 'abstract ' : ''}class ${item.name}${tps}${heritages} {\n${(item.members ?? [])
        .flatMap((m) => memberLines(m, true))
        .map((l) => `  ${l}`)
        .join('\n')}\n}`;
    }
  }
}

/** Ids of our items a declaration refers to. */
function referencedIds(item: ApiItem): Set<string> {
  const ids = new Set<string>();
  const visit = (t: TypeText | undefined) => t?.refs?.forEach((r) => r.id && ids.add(r.id));
  const visitSig = (s: ApiSignature | undefined) => {
    if (!s) return;
    s.typeParameters?.forEach((tp) => (visit(tp.constraint), visit(tp.default)));
    s.parameters.forEach((p) => visit(p.type));
    visit(s.returns);
  };
  item.typeParameters?.forEach((tp) => (visit(tp.constraint), visit(tp.default)));
  item.signatures?.forEach(visitSig);
  visit(item.type);
  visit(item.value?.type);
  item.extends?.forEach(visit);
  item.implements?.forEach(visit);
  for (const m of item.members ?? []) {
    if (m.inheritedFrom) continue;
    visit(m.type);
    m.signatures?.forEach(visitSig);
    visitSig(m.getter);
    visitSig(m.setter);
    m.indexParameters?.forEach((p) => visit(p.type));
  }
  ids.delete(item.id);
  return ids;
}

/** Referenced discord.js names (with a docs kind). */
function discordNames(item: ApiItem): Set<string> {
  const names = new Set<string>();
  const json = JSON.stringify(item);
  for (const m of json.matchAll(/"package":"discord\.js","name":"([A-Za-z0-9_$]+)"/g)) names.add(m[1]!);
  return names;
}

export interface DtsModule {
  imports: Map<string, Set<string>>;
  body: string[];
  /** Names declared in the module ("type:Name" / "value:Name" spaces). */
  declared: Set<string>;
  /** Names re-exported from another module (not in local scope unless imported). */
  reexported: Set<string>;
}

export interface DtsModules {
  modules: Map<string, DtsModule>;
}

/** Declaration spaces an item occupies: classes and enums are both types and values. */
function spaces(item: ApiItem): string[] {
  switch (item.kind) {
    case 'classes':
    case 'enums':
      return [`type:${item.name}`, `value:${item.name}`];
    case 'types':
      return item.value ? [`type:${item.name}`, `value:${item.name}`] : [`type:${item.name}`];
    case 'interfaces':
      return [`type:${item.name}`];
    default:
      return [`value:${item.name}`];
  }
}

const inScope = (m: DtsModule, name: string) => m.declared.has(`type:${name}`) || m.declared.has(`value:${name}`);

export function modelsToDtsModules(models: readonly ApiPackageModel[]): DtsModules {
  const byId = new Map<string, ApiItem>();
  for (const m of models) for (const i of m.items) byId.set(i.id, i);
  const modules: DtsModules['modules'] = new Map();
  const mod = (name: string) => {
    let m = modules.get(name);
    if (!m) modules.set(name, (m = {imports: new Map(), body: [], declared: new Set(), reexported: new Set()}));
    return m;
  };
  const items = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
  for (const item of items) {
    const home = mod(moduleOf(item));
    // Same name twice in one declaration space of a module (internal duplicates): keep the first.
    if (spaces(item).some((sp) => home.declared.has(sp))) continue;
    for (const sp of spaces(item)) home.declared.add(sp);
    home.body.push(declarationOf(item));
    for (const path of item.importPaths) {
      if (path === moduleOf(item)) continue;
      const other = mod(path);
      if (inScope(other, item.name) || other.reexported.has(item.name)) continue;
      other.reexported.add(item.name);
      other.body.push(`export { ${item.name} } from '${moduleOf(item)}';`);
    }
    // Export aliases: `export { RedisCache as RedisCacheProvider }`, `export { CommandKit as default }`.
    for (const alias of item.aliases ?? []) {
      for (const path of alias.importPaths) {
        const other = mod(path);
        if (inScope(other, alias.name) || other.reexported.has(alias.name)) continue;
        other.reexported.add(alias.name);
        other.body.push(
          path === moduleOf(item)
            ? `export { ${item.name} as ${alias.name} };`
            : `export { ${item.name} as ${alias.name} } from '${moduleOf(item)}';`,
        );
      }
    }
  }
  for (const item of items) {
    const home = mod(moduleOf(item));
    const addImport = (from: string, name: string) => {
      if (from === moduleOf(item) || inScope(home, name)) return;
      for (const [f, names] of home.imports) if (f !== from && names.has(name)) return;
      const set = home.imports.get(from) ?? new Set<string>();
      set.add(name);
      home.imports.set(from, set);
    };
    for (const id of referencedIds(item)) {
      const target = byId.get(id);
      if (target) addImport(moduleOf(target), target.name);
    }
    for (const name of discordNames(item)) addImport('discord.js', name);
  }
  return {modules};
}

export function renderDts(dts: DtsModules, extraDeclarations: Map<string, Set<string>> = new Map()): string {
  const out: string[] = ['// Generated from api-models by plugins/api-reference (generate/dts.ts). Do not edit.', ''];
  for (const [name, m] of [...dts.modules].sort(([a], [b]) => (a < b ? -1 : 1))) {
    out.push(`declare module '${name}' {`);
    for (const [from, names] of [...m.imports].sort(([a], [b]) => (a < b ? -1 : 1)))
      out.push(`  import { ${[...names].sort().join(', ')} } from '${from}';`);
    for (const missing of [...(extraDeclarations.get(name) ?? [])].sort()) {
      if (missing.startsWith('value:')) {
        out.push(`  const ${missing.slice('value:'.length)}: any;`);
      } else if (missing.startsWith('namespace:')) {
        const ns = missing.slice('namespace:'.length);
        const body = m.body.join('\n');
        const members = [...new Set([...body.matchAll(new RegExp(`\\b${ns}\\.([A-Za-z_$][\\w$]*)`, 'g'))].map((x) => x[1]!))];
        out.push(`  namespace ${ns} { ${members.map((x) => `type ${x}<A = any, B = any, C = any, D = any> = any;`).join(' ')} }`);
      } else {
        out.push(`  type ${missing}<A = any, B = any, C = any, D = any> = any;`, `  const ${missing}: any;`);
      }
    }
    for (const decl of m.body) out.push(...decl.split('\n').map((l) => `  ${l}`));
    out.push('}', '');
  }
  return out.join('\n');
}

/**
 * Compiles the declarations and declares every name TypeScript cannot find as `any` in the module
 * that uses it (third-party types the model does not resolve). Repeats until stable (max 3 rounds).
 */
export function fillMissingNames(
  dts: DtsModules,
  typeRoots: string[],
  baseDir: string,
): {text: string; missing: Map<string, Set<string>>; errors: string[]} {
  const missing = new Map<string, Set<string>>();
  let text = renderDts(dts, missing);
  let errors: string[] = [];
  for (let round = 0; round < 3; round++) {
    const fileName = `${baseDir.replace(/\/$/, '')}/__api_models__.d.ts`;
    const options: ts.CompilerOptions = {
      noEmit: true,
      strict: false,
      skipLibCheck: false,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: ['node'],
      typeRoots,
    };
    const host = ts.createCompilerHost(options);
    const original = host.getSourceFile.bind(host);
    host.getSourceFile = (f, lang, onError, create) =>
      f === fileName ? ts.createSourceFile(f, text, lang) : original(f, lang, onError, create);
    const fileExists = host.fileExists.bind(host);
    host.fileExists = (f) => f === fileName || fileExists(f);
    // discord.js is a root file so its exports can be listed even when nothing imports it yet.
    const djsFile = ts.resolveModuleName('discord.js', fileName, options, host).resolvedModule?.resolvedFileName;
    const program = ts.createProgram(djsFile ? [fileName, djsFile] : [fileName], options, host);
    const file = program.getSourceFile(fileName)!;
    const djs = discordJsExports(program, fileName, options, host);
    const diags = program.getSemanticDiagnostics(file).concat(program.getSyntacticDiagnostics(file));
    let added = 0;
    errors = [];
    for (const d of diags) {
      const msg = ts.flattenDiagnosticMessageText(d.messageText, '\n');
      const ns = /^Cannot find namespace '([^']+)'/.exec(msg);
      const typeOnly = /^'([^']+)' only refers to a type, but is being used as a value here/.exec(msg);
      const m = ns
        ? ([ns[0], `namespace:${ns[1]}`] as const)
        : typeOnly
          ? ([typeOnly[0], `value:${typeOnly[1]}`] as const)
          : (/^Cannot find name '([^']+)'/.exec(msg) ?? /^Module '"discord\.js"' has no exported member '([^']+)'/.exec(msg));
      if ((d.code === 2304 || d.code === 2552 || d.code === 2305 || d.code === 2503 || d.code === 2693) && m && d.start !== undefined) {
        // Which module block is this in?
        const before = text.slice(0, d.start);
        const mod = [...before.matchAll(/^declare module '([^']+)'/gm)].pop()?.[1];
        if (mod && d.code !== 2305 && !m[1]!.includes(':') && djs.has(m[1]!)) {
          // A discord.js export the model did not link (re-exported from a @discordjs package).
          const imports = dts.modules.get(mod)?.imports;
          if (imports) {
            const set = imports.get('discord.js') ?? new Set<string>();
            if (!set.has(m[1]!)) added++;
            set.add(m[1]!);
            imports.set('discord.js', set);
            continue;
          }
        }
        if (mod) {
          const set = missing.get(mod) ?? new Set<string>();
          if (!set.has(m[1]!)) {
            set.add(m[1]!);
            added++;
          }
          missing.set(mod, set);
          if (d.code === 2305) dts.modules.get(mod)?.imports.get('discord.js')?.delete(m[1]!);
          continue;
        }
      }
      const pos = d.start !== undefined ? file.getLineAndCharacterOfPosition(d.start) : undefined;
      errors.push(`${pos ? `${pos.line + 1}:${pos.character + 1} ` : ''}${msg}`);
    }
    text = renderDts(dts, missing);
    if (!added) break;
  }
  return {text, missing, errors};
}

function discordJsExports(program: ts.Program, containingFile: string, options: ts.CompilerOptions, host: ts.CompilerHost): Set<string> {
  const resolved = ts.resolveModuleName('discord.js', containingFile, options, host).resolvedModule;
  const sf = resolved ? program.getSourceFile(resolved.resolvedFileName) : undefined;
  const checker = program.getTypeChecker();
  const symbol = sf ? checker.getSymbolAtLocation(sf) : undefined;
  return new Set(symbol ? checker.getExportsOfModule(symbol).map((x) => x.name) : []);
}
