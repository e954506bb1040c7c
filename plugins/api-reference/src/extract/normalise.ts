/**
 * TypeDoc JSON project -> our model items (facts only; comments are read for nothing but the
 * presence of a @deprecated tag).
 *
 * - Every public entry point is one TypeDoc module; its exports are declarations or references.
 * - typedoc-plugin-missing-exports puts referenced-but-unexported types into "<internal>" modules.
 * - One item per declaration site (source path + line + name); all import paths are collected.
 */
import type {JSONOutput} from 'typedoc';
import type {ApiItem, ApiKind, ApiMember, ApiSource, DiscordJsKind, TypeRef, TypeText} from '../model/types';
import {compareForSlug} from '../model/slug';
import {TypePrinter, type EnumOfMember} from './type-text';
import {bindDefaultTypeArguments} from './bind-defaults';

type Declaration = JSONOutput.DeclarationReflection;
type AnyReflection = JSONOutput.DeclarationReflection | JSONOutput.ReferenceReflection;

export const ReflectionKind = {
  Module: 2,
  Namespace: 4,
  Enum: 8,
  EnumMember: 16,
  Variable: 32,
  Function: 64,
  Class: 128,
  Interface: 256,
  Constructor: 512,
  Property: 1024,
  Method: 2048,
  Accessor: 262144,
  TypeAlias: 2097152,
  Reference: 4194304,
} as const;

const KIND_BY_REFLECTION: Record<number, ApiKind> = {
  [ReflectionKind.Class]: 'classes',
  [ReflectionKind.Interface]: 'interfaces',
  [ReflectionKind.Function]: 'functions',
  [ReflectionKind.TypeAlias]: 'types',
  [ReflectionKind.Variable]: 'variables',
  [ReflectionKind.Enum]: 'enums',
};

export interface EntryModule {
  /** The module's source file as TypeDoc reports it (relative to TypeDoc's basePath). */
  fileName: string;
  importPath: string;
  /** Section that publishes the import path. */
  section: string;
}

export interface NormaliseContext {
  entries: EntryModule[];
  /** TypeDoc fileName -> path relative to the framework repository root (undefined = unknown). */
  sourcePath: (fileName: string) => string | undefined;
  /** Section an item belongs to, from its repository-relative source path. */
  sectionOf: (path: string | undefined, fallback: string) => string;
  /** Name of the internal module created by typedoc-plugin-missing-exports. */
  internalModule?: string;
  discordJsKinds: Map<string, DiscordJsKind>;
  /** Names of npm packages per section, to prefer an item's own package for the primary import. */
  packageNames: Record<string, string>;
  /**
   * Merge a declaration that only describes a runtime re-export (a wrapper .d.ts) into the
   * declaration of the same name and kind in the same section. Returns true for wrapper paths.
   */
  isWrapperPath?: (path: string) => boolean;
  /**
   * The text of a line of a repository file (1-based), to tell which of a merged symbol's
   * declarations is the type alias and which the variable. Optional.
   */
  lineText?: (path: string, line: number) => string | undefined;
}

interface Candidate {
  key: string;
  reflection: Declaration;
  kind: ApiKind;
  name: string;
  source?: ApiSource;
  importPaths: Set<string>;
  publishingSections: Set<string>;
  internal: boolean;
  fallbackSection: string;
  /** Exported name -> import paths, for names other than the declaration's own. */
  aliases: Map<string, Set<string>>;
  /** A wrapper .d.ts declaration merged into this function (see ApiItem.wrapperTyping). */
  wrapper?: {reflection: Declaration; source?: ApiSource; importPaths: string[]};
  /** A same-name variable merged into this type alias. */
  value?: {reflection: Declaration; source?: ApiSource};
}

/** Declaration kinds of TypeDoc signatures. */
const SIG_CALL = 4096;
const SIG_CONSTRUCT = 16384;

export function isDeprecated(r: {comment?: JSONOutput.Comment} | undefined): boolean {
  const c = r?.comment;
  if (!c) return false;
  return !!(c.blockTags?.some((t) => t.tag === '@deprecated') || c.modifierTags?.includes('@deprecated'));
}

function firstSource(r: {sources?: JSONOutput.SourceReference[]}, ctx: NormaliseContext): ApiSource | undefined {
  const s = r.sources?.[0];
  if (!s) return undefined;
  const path = ctx.sourcePath(s.fileName);
  return path ? {path, line: s.line} : undefined;
}

/**
 * The most specific public path: the item's own package first, then a subpath over the
 * package root, then the subpath exporting fewest items, then alphabetical.
 */
export function pickPrimaryImport(
  paths: Iterable<string>,
  ownPackage: string | undefined,
  exportCount: (path: string) => number,
): string | null {
  const list = [...paths];
  if (!list.length) return null;
  const own = (p: string) => (ownPackage !== undefined && (p === ownPackage || p.startsWith(ownPackage + '/')) ? 0 : 1);
  const isRoot = (p: string) => (p.split('/').length === (p.startsWith('@') ? 2 : 1) ? 1 : 0);
  list.sort((a, b) => own(a) - own(b) || isRoot(a) - isRoot(b) || exportCount(a) - exportCount(b) || (a < b ? -1 : a > b ? 1 : 0));
  return list[0]!;
}

export function normaliseProject(project: JSONOutput.ProjectReflection, ctx: NormaliseContext): ApiItem[] {
  const internalName = ctx.internalModule ?? '<internal>';
  const candidates = new Map<string, Candidate>();
  /** TypeDoc reflection id (declaration, or any member below it) -> candidate key. */
  const keyById = new Map<number, string>();
  const references: Array<{id: number; name: string; target: number; importPath: string; section: string}> = [];
  const exportCount = new Map<string, number>();

  const entryByFile = new Map(ctx.entries.map((e) => [e.fileName, e]));
  const modules: Declaration[] =
    // One entry point: the project is the module (its only Module child may be "<internal>").
    project.children?.some((c) => c.kind === ReflectionKind.Module && c.name !== internalName)
      ? (project.children as Declaration[])
      : [project as unknown as Declaration];

  const registerIds = (r: Declaration, key: string) => {
    keyById.set(r.id, key);
    for (const c of r.children ?? []) registerIds(c, key);
    for (const s of r.signatures ?? []) keyById.set(s.id, key);
  };

  const addDeclaration = (r: Declaration, entry: EntryModule | undefined, internal: boolean) => {
    const kind = KIND_BY_REFLECTION[r.kind];
    if (!kind) return;
    const source = firstSource(r, ctx);
    // The kind is part of the key: a const and a type alias of one name share their source
    // position (TypeDoc reports the merged symbol's declarations for both).
    const key = source ? `${source.path}:${source.line}:${kind}:${r.name}` : `${kind}:${r.name}:${r.id}`;
    let c = candidates.get(key);
    if (c && !internal && entry && c.internal) {
      // typedoc-plugin-missing-exports may also list an exported declaration (seen through another
      // symbol, without module augmentations): the exported reflection is the complete one.
      c.reflection = r;
    }
    if (!c) {
      c = {
        key,
        reflection: r,
        kind,
        name: r.name,
        source,
        importPaths: new Set(),
        publishingSections: new Set(),
        internal: true,
        fallbackSection: entry?.section ?? 'commandkit',
        aliases: new Map(),
      };
      candidates.set(key, c);
    }
    if (!internal && entry) {
      c.internal = false;
      c.importPaths.add(entry.importPath);
      c.publishingSections.add(entry.section);
      exportCount.set(entry.importPath, (exportCount.get(entry.importPath) ?? 0) + 1);
    }
    registerIds(r, key);
  };

  for (const mod of modules) {
    const fileName = mod.sources?.[0]?.fileName;
    const entry = (fileName && entryByFile.get(fileName)) || (ctx.entries.length === 1 ? ctx.entries[0] : undefined);
    for (const child of (mod.children ?? []) as AnyReflection[]) {
      if (child.kind === ReflectionKind.Module && child.name === internalName) {
        for (const inner of (child as Declaration).children ?? []) addDeclaration(inner, entry, true);
      } else if (child.kind === ReflectionKind.Reference) {
        if (entry)
          references.push({
            id: child.id,
            name: child.name,
            target: (child as JSONOutput.ReferenceReflection).target,
            importPath: entry.importPath,
            section: entry.section,
          });
      } else {
        addDeclaration(child as Declaration, entry, false);
      }
    }
  }
  // References can point at other references: resolve until nothing changes.
  for (let changed = true; changed;) {
    changed = false;
    for (const ref of references) {
      const key = keyById.get(ref.target);
      if (key && !keyById.has(ref.id)) {
        keyById.set(ref.id, key);
        changed = true;
      }
    }
  }
  for (const ref of references) {
    const key = keyById.get(ref.target);
    const c = key ? candidates.get(key) : undefined;
    if (!c) continue;
    c.internal = false;
    c.publishingSections.add(ref.section);
    if (ref.name !== c.name) {
      // `export { RedisCache as RedisCacheProvider }`, `export default CommandKit`: the path does
      // not export the declaration's own name.
      const paths = c.aliases.get(ref.name) ?? new Set<string>();
      paths.add(ref.importPath);
      c.aliases.set(ref.name, paths);
      continue;
    }
    c.importPaths.add(ref.importPath);
    exportCount.set(ref.importPath, (exportCount.get(ref.importPath) ?? 0) + 1);
  }

  // Section of each candidate.
  const sectionOf = (c: Candidate) => ctx.sectionOf(c.source?.path, c.fallbackSection);

  // Wrapper declarations (a .d.ts describing a runtime re-export) merge into the real declaration.
  if (ctx.isWrapperPath) {
    const real = new Map<string, Candidate>();
    for (const c of candidates.values()) {
      if (c.source && !ctx.isWrapperPath(c.source.path)) real.set(`${sectionOf(c)}|${c.kind}|${c.name}`, c);
    }
    for (const c of [...candidates.values()]) {
      if (!c.source || !ctx.isWrapperPath(c.source.path)) continue;
      const target = real.get(`${sectionOf(c)}|${c.kind}|${c.name}`);
      if (!target) continue;
      for (const p of c.importPaths) target.importPaths.add(p);
      mergeAliases(target.aliases, c.aliases);
      if (!c.internal) target.internal = false;
      // The wrapper's declaration is the public typing of its (more specific) subpath: keep its
      // signature, and the real declaration's source position. A function keeps the signature of the
      // declaration its source link shows; a wrapper typing it differently is recorded beside it.
      if (c.kind === 'functions') target.wrapper = {reflection: c.reflection, source: c.source, importPaths: [...c.importPaths]};
      else target.reflection = c.reflection;
      for (const [id, key] of keyById) if (key === c.key) keyById.set(id, target.key);
      candidates.delete(c.key);
    }
  }

  // A const and a type alias of one name (`const Mode = {...}; type Mode = ...`) are one export:
  // the variable's facts go onto the type alias item.
  const pickSource = (r: Declaration, pattern: RegExp): ApiSource | undefined => {
    if (ctx.lineText && (r.sources?.length ?? 0) > 1) {
      for (const s of r.sources!) {
        const path = ctx.sourcePath(s.fileName);
        const text = path ? ctx.lineText(path, s.line) : undefined;
        if (path && text && pattern.test(text)) return {path, line: s.line};
      }
    }
    return firstSource(r, ctx);
  };
  for (const c of [...candidates.values()]) {
    if (c.kind !== 'types' || !c.source) continue;
    const v = candidates.get(`${c.source.path}:${c.source.line}:variables:${c.name}`);
    if (!v) continue;
    const name = c.name.replace(/[$]/g, '\\$');
    c.value = {reflection: v.reflection, source: pickSource(v.reflection, new RegExp(`\\b(?:const|let|var)\\s+${name}\\b`))};
    c.source = pickSource(c.reflection, new RegExp(`\\btype\\s+${name}\\b`));
    for (const p of v.importPaths) c.importPaths.add(p);
    for (const p of v.publishingSections) c.publishingSections.add(p);
    mergeAliases(c.aliases, v.aliases);
    if (!v.internal) c.internal = false;
    for (const [id, key] of keyById) if (key === v.key) keyById.set(id, c.key);
    candidates.delete(v.key);
  }

  // `export {RedisCache as RedisCacheProvider, RedisCache}`: TypeDoc names the declaration after the
  // first name listed, which may be the alias. The item takes the name its source line declares, so
  // its id and URL do not change when an export list is reordered.
  if (ctx.lineText) {
    for (const c of candidates.values()) {
      if (!c.source || !c.aliases.size) continue;
      const declared = declaredName(ctx.lineText(c.source.path, c.source.line));
      if (!declared || declared === c.name || !c.aliases.has(declared)) continue;
      const ownPaths = c.importPaths;
      c.importPaths = c.aliases.get(declared)!;
      c.aliases.delete(declared);
      if (ownPaths.size) c.aliases.set(c.name, ownPaths);
      c.name = declared;
    }
  }

  // Stable ids: "<section>:<kind>:<Name>", "~2"... for same-name items of one section and kind.
  const groups = new Map<string, Candidate[]>();
  for (const c of candidates.values()) {
    const base = `${sectionOf(c)}:${c.kind}:${c.name}`;
    const list = groups.get(base) ?? [];
    list.push(c);
    groups.set(base, list);
  }
  const idByKey = new Map<string, string>();
  for (const [base, list] of groups) {
    list.sort((a, b) =>
      compareForSlug(
        {id: a.key, name: a.name, internal: a.internal, source: a.source},
        {id: b.key, name: b.name, internal: b.internal, source: b.source},
      ),
    );
    list.forEach((c, i) => idByKey.set(c.key, i === 0 ? base : `${base}~${i + 1}`));
  }

  const printer = new TypePrinter((ref) => {
    if (typeof ref.target === 'number') {
      const key = keyById.get(ref.target);
      const id = key ? idByKey.get(key) : undefined;
      if (id) return {id};
      return undefined;
    }
    return externalRef(ref, ctx.discordJsKinds);
  }, enumMemberOwners(project));

  const inheritedOrigin = (r: Declaration): ApiMember['inheritedFrom'] | undefined => {
    const from = r.inheritedFrom;
    if (!from) return undefined;
    const name = from.name;
    if (typeof from.target === 'number') {
      const key = keyById.get(from.target);
      const id = key ? idByKey.get(key) : undefined;
      if (id) return {name, id};
    }
    const ext = externalRef({...from, name: name.split('.')[0]!}, ctx.discordJsKinds);
    return ext?.external ? {name, external: ext.external} : {name};
  };

  const items: ApiItem[] = [];
  for (const c of candidates.values()) {
    const r = c.reflection;
    const section = sectionOf(c);
    const item: ApiItem = {
      id: idByKey.get(c.key)!,
      name: c.name,
      kind: c.kind,
      section,
      importPaths: [...c.importPaths].sort(),
      primaryImport: pickPrimaryImport(c.importPaths, ctx.packageNames[section], (p) => exportCount.get(p) ?? 0),
      internal: c.internal,
      deprecated: isDeprecated(r) || (!!r.signatures?.length && r.signatures.every((s) => isDeprecated(s))),
      ...(c.source ? {source: c.source} : {}),
    };
    if (c.aliases.size) {
      item.aliases = [...c.aliases]
        .map(([name, paths]) => ({name, importPaths: [...paths].sort()}))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    }
    const tps = printer.typeParameters(r.typeParameters);
    if (tps) item.typeParameters = tps;
    if (c.kind === 'functions') {
      item.signatures = (r.signatures ?? []).map((s) => printer.signature(s, isDeprecated(s)));
      if (c.wrapper) {
        const wrapperSignatures = (c.wrapper.reflection.signatures ?? []).map((s) => printer.signature(s, isDeprecated(s)));
        if (JSON.stringify(wrapperSignatures) !== JSON.stringify(item.signatures)) {
          item.wrapperTyping = {
            importPaths: [...c.wrapper.importPaths].sort(),
            ...(c.wrapper.source ? {source: c.wrapper.source} : {}),
            signatures: wrapperSignatures,
          };
        }
      }
    }
    if (c.kind === 'types' || c.kind === 'variables') {
      // TypeDoc lifts the members of an object type alias (`type X = { a: A; (): R }`) onto the
      // alias itself and drops its `type`: print the alias as the object type it declares.
      const literal = c.kind === 'types' && !r.type && hasMembers(r) ? r : undefined;
      item.type = literal ? printer.type({type: 'reflection', declaration: literal}) : printer.type(r.type);
      if (c.kind === 'variables' && r.flags.isConst) item.const = true;
      if (literal) item.members = members(literal, printer, ctx, inheritedOrigin);
      else if (c.kind === 'types' && r.type?.type === 'reflection' && hasMembers(r.type.declaration)) {
        item.members = members(r.type.declaration, printer, ctx, inheritedOrigin);
      }
      if (c.value) {
        const v = c.value.reflection;
        item.value = {
          ...(v.flags.isConst ? {const: true} : {}),
          type: printer.type(v.type),
          ...(c.value.source ? {source: c.value.source} : {}),
        };
      }
    }
    if (c.kind === 'classes' || c.kind === 'interfaces' || c.kind === 'enums') {
      item.members = members(r, printer, ctx, inheritedOrigin);
    }
    if (r.extendedTypes?.length) item.extends = r.extendedTypes.map((t) => printer.type(t));
    if (r.implementedTypes?.length) item.implements = r.implementedTypes.map((t) => printer.type(t));
    if (r.flags.isAbstract) item.abstract = true;
    items.push(item);
  }
  items.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  bindDefaultTypeArguments(items);
  return items;
}

/**
 * Reflection id of every enum member of the project -> a reference to its enum. typedoc-plugin-missing-exports
 * may lift a referenced member (`PluginType.Compiler`) into an "<internal>" module without its enum, so the
 * owner is found by the member's qualified name when it is not the member's parent.
 */
export function enumMemberOwners(project: JSONOutput.ProjectReflection): EnumOfMember {
  const enumIdByName = new Map<string, number>();
  const members: Array<{id: number; parent?: Declaration}> = [];
  const visit = (r: Declaration, parent?: Declaration) => {
    if (r.kind === ReflectionKind.Enum && !enumIdByName.has(r.name)) enumIdByName.set(r.name, r.id);
    if (r.kind === ReflectionKind.EnumMember) members.push({id: r.id, parent});
    for (const child of r.children ?? []) visit(child, r);
  };
  for (const child of (project.children ?? []) as Declaration[]) visit(child);
  const owners = new Map<number, JSONOutput.ReferenceType>();
  for (const {id, parent} of members) {
    const qualified = (project.symbolIdMap as Record<number, {qualifiedName?: string}> | undefined)?.[id]?.qualifiedName;
    const enumName =
      parent?.kind === ReflectionKind.Enum
        ? parent.name
        : qualified?.includes('.')
          ? qualified.slice(0, qualified.lastIndexOf('.'))
          : undefined;
    const enumId = parent?.kind === ReflectionKind.Enum ? parent.id : enumName ? enumIdByName.get(enumName) : undefined;
    if (enumName && enumId !== undefined)
      owners.set(id, {type: 'reference', target: enumId as JSONOutput.ReferenceType['target'], name: enumName});
  }
  return (target) => owners.get(target);
}

export function externalRef(
  ref: {name: string; package?: string; target?: unknown; qualifiedName?: string},
  discordJsKinds: Map<string, DiscordJsKind>,
): Omit<TypeRef, 'start' | 'end'> | undefined {
  const target = ref.target as {packageName?: string; qualifiedName?: string} | undefined;
  const pkg = ref.package ?? target?.packageName;
  if (pkg !== 'discord.js') return undefined;
  const name = (target?.qualifiedName ?? ref.qualifiedName ?? ref.name).split('.')[0]!;
  const kind = discordJsKinds.get(name);
  return kind ? {external: {package: 'discord.js', name, kind}} : undefined;
}

function mergeAliases(into: Map<string, Set<string>>, from: Map<string, Set<string>>): void {
  for (const [name, paths] of from) {
    const set = into.get(name) ?? new Set<string>();
    for (const p of paths) set.add(p);
    into.set(name, set);
  }
}

/** An object type literal worth listing members for (not a bare function type `(a) => b`). */
function hasMembers(d: Declaration): boolean {
  if (d.children?.length || d.indexSignatures?.length) return true;
  return (d.signatures?.length ?? 0) > 1;
}

function members(
  r: Declaration,
  printer: TypePrinter,
  ctx: NormaliseContext,
  inheritedOrigin: (r: Declaration) => ApiMember['inheritedFrom'] | undefined,
): ApiMember[] {
  const out: ApiMember[] = [];
  for (const c of r.children ?? []) {
    if (c.flags.isPrivate) continue;
    const base: ApiMember = {name: c.name, kind: 'property'};
    if (c.flags.isStatic) base.static = true;
    if (c.flags.isOptional) base.optional = true;
    if (c.flags.isReadonly) base.readonly = true;
    if (c.flags.isAbstract) base.abstract = true;
    if (c.flags.isProtected) base.protected = true;
    if (isDeprecated(c) || (c.signatures?.length && c.signatures.every((s) => isDeprecated(s)))) base.deprecated = true;
    const origin = inheritedOrigin(c);
    if (origin) base.inheritedFrom = origin;
    const source = firstSource(c, ctx);
    if (source) base.source = source;
    switch (c.kind) {
      case ReflectionKind.Constructor:
        if (r.kind !== ReflectionKind.Class) {
          // An interface's construct signatures (`new (a: A): R`) come as a "constructor" child.
          out.push({
            ...base,
            name: 'new ()',
            kind: 'constructSignature',
            signatures: (c.signatures ?? []).map((s) => printer.signature(s, isDeprecated(s))),
          });
          break;
        }
        // TypeDoc repeats the class's type parameters on constructor signatures; TS has none there.
        out.push({
          ...base,
          kind: 'constructor',
          signatures: (c.signatures ?? []).map((s) => {
            const {typeParameters: _classTypeParameters, ...sig} = printer.signature(s, isDeprecated(s));
            return sig;
          }),
        });
        break;
      case ReflectionKind.Method:
        out.push({...base, kind: 'method', signatures: (c.signatures ?? []).map((s) => printer.signature(s, isDeprecated(s)))});
        break;
      case ReflectionKind.Accessor:
        out.push({
          ...base,
          kind: 'accessor',
          ...(c.getSignature ? {getter: printer.signature(c.getSignature)} : {}),
          ...(c.setSignature ? {setter: printer.signature(c.setSignature)} : {}),
        });
        break;
      case ReflectionKind.EnumMember:
        out.push({
          ...base,
          kind: 'enumMember',
          value: c.type ? printer.type(c.type).text : '',
          ...(c.type ? {type: printer.type(c.type)} : {}),
        });
        break;
      default:
        // Properties; a property whose type is a function literal stays a property.
        out.push({...base, kind: 'property', type: printer.type(c.type)});
    }
  }
  for (const s of r.indexSignatures ?? []) {
    out.push({name: '[index]', kind: 'indexSignature', indexParameters: printer.parameters(s.parameters), type: printer.type(s.type)});
  }
  // Call and construct signatures of interfaces and object types (classes have none: their
  // constructor is a member). One member per kind, overloads as several signatures.
  if (r.kind !== ReflectionKind.Class) {
    for (const [kind, name, sigKind] of [
      ['callSignature', '()', SIG_CALL],
      ['constructSignature', 'new ()', SIG_CONSTRUCT],
    ] as const) {
      const sigs = (r.signatures ?? []).filter((s) => s.kind === sigKind);
      if (!sigs.length) continue;
      const m: ApiMember = {name, kind, signatures: sigs.map((s) => printer.signature(s, isDeprecated(s)))};
      if (sigs.every((s) => isDeprecated(s))) m.deprecated = true;
      const source = firstSource(sigs[0]!, ctx);
      if (source) m.source = source;
      out.push(m);
    }
  }
  return out;
}

/** Type text helper for tests and callers. */
export function plainText(t: TypeText | undefined): string {
  return t?.text ?? '';
}

/** The name a declaration line declares (`export class RedisCache extends ...` -> "RedisCache"). */
export function declaredName(line: string | undefined): string | undefined {
  const m = line && /\b(?:class|interface|function|type|enum|const|let|var|namespace)\s+([A-Za-z_$][\w$]*)/.exec(line);
  return m ? m[1] : undefined;
}
