/**
 * TypeDoc JSON project -> our model items (facts only; comments are read for nothing but the
 * presence of a @deprecated tag). The steps, in order:
 *
 * 1. every declaration becomes a candidate, one per declaration site, with all the import paths that export it
 *    (candidates.ts);
 * 2. candidates that are one export are merged: a wrapper .d.ts into the real declaration, a const into the type
 *    alias of its name; a candidate takes the name its declaration line declares (merge-candidates.ts);
 * 3. each candidate gets its stable id, then its item: type text with links to other items' ids (type-text.ts)
 *    and its members (members.ts).
 */
import type {JSONOutput} from 'typedoc';
import type {ApiItem, DiscordJsKind, TypeRef, TypeText} from '../model/types';
import {TypePrinter, type EnumOfMember} from './type-text';
import {bindDefaultTypeArguments} from './bind-defaults';
import {assignIds, collectCandidates, type Candidate} from './candidates';
import {mergeValuesIntoTypes, mergeWrappers, nameAfterDeclarations} from './merge-candidates';
import {members, type InheritedOrigin} from './members';
import {ReflectionKind, isDeprecated, type Declaration, type NormaliseContext} from './reflection';

export {ReflectionKind, isDeprecated, type EntryModule, type NormaliseContext} from './reflection';
export {declaredName} from './merge-candidates';

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
  const set = collectCandidates(project, ctx);
  const {candidates, keyById, exportCount} = set;
  const sectionOf = (c: Candidate) => ctx.sectionOf(c.source?.path, c.fallbackSection);
  if (ctx.isWrapperPath) mergeWrappers(set, ctx.isWrapperPath, sectionOf);
  mergeValuesIntoTypes(set, ctx);
  if (ctx.lineText) nameAfterDeclarations(candidates.values(), ctx.lineText);
  const idByKey = assignIds(candidates.values(), sectionOf);

  /** The id of the item a reflection (a declaration or anything below it) belongs to. */
  const itemIdOf = (reflectionId: number): string | undefined => {
    const key = keyById.get(reflectionId);
    return key ? idByKey.get(key) : undefined;
  };
  const printer = new TypePrinter((ref) => {
    if (typeof ref.target === 'number') {
      const id = itemIdOf(ref.target);
      if (id) return {id};
      return undefined;
    }
    return externalRef(ref, ctx.discordJsKinds);
  }, enumMemberOwners(project));
  const inheritedOrigin: InheritedOrigin = (r) => {
    const from = r.inheritedFrom;
    if (!from) return undefined;
    const name = from.name;
    if (typeof from.target === 'number') {
      const id = itemIdOf(from.target);
      if (id) return {name, id};
    }
    const ext = externalRef({...from, name: name.split('.')[0]!}, ctx.discordJsKinds);
    return ext?.external ? {name, external: ext.external} : {name};
  };

  const items = [...candidates.values()].map((c) => {
    const section = sectionOf(c);
    const primaryImport = pickPrimaryImport(c.importPaths, ctx.packageNames[section], (p) => exportCount.get(p) ?? 0);
    return itemOf(c, {id: idByKey.get(c.key)!, section, primaryImport}, printer, ctx, inheritedOrigin);
  });
  items.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  bindDefaultTypeArguments(items);
  return items;
}

/** A candidate's item: the facts every item has, then those of its kind. */
function itemOf(
  c: Candidate,
  placed: {id: string; section: string; primaryImport: string | null},
  printer: TypePrinter,
  ctx: NormaliseContext,
  inheritedOrigin: InheritedOrigin,
): ApiItem {
  const r = c.reflection;
  const item: ApiItem = {
    id: placed.id,
    name: c.name,
    kind: c.kind,
    section: placed.section,
    importPaths: [...c.importPaths].sort(),
    primaryImport: placed.primaryImport,
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
  if (c.kind === 'functions') addFunctionFacts(item, c, printer);
  if (c.kind === 'types' || c.kind === 'variables') addTypeOrVariableFacts(item, c, printer, ctx, inheritedOrigin);
  if (c.kind === 'classes' || c.kind === 'interfaces' || c.kind === 'enums') {
    item.members = members(r, printer, ctx, inheritedOrigin);
  }
  if (r.extendedTypes?.length) item.extends = r.extendedTypes.map((t) => printer.type(t));
  if (r.implementedTypes?.length) item.implements = r.implementedTypes.map((t) => printer.type(t));
  if (r.flags.isAbstract) item.abstract = true;
  return item;
}

/** A function's signatures, and a wrapper .d.ts's when it types the function differently. */
function addFunctionFacts(item: ApiItem, c: Candidate, printer: TypePrinter): void {
  item.signatures = (c.reflection.signatures ?? []).map((s) => printer.signature(s, isDeprecated(s)));
  if (!c.wrapper) return;
  const wrapperSignatures = (c.wrapper.reflection.signatures ?? []).map((s) => printer.signature(s, isDeprecated(s)));
  if (JSON.stringify(wrapperSignatures) !== JSON.stringify(item.signatures)) {
    item.wrapperTyping = {
      importPaths: [...c.wrapper.importPaths].sort(),
      ...(c.wrapper.source ? {source: c.wrapper.source} : {}),
      signatures: wrapperSignatures,
    };
  }
}

/** A type alias's or variable's type, an object type's members, and a type alias's same-name value. */
function addTypeOrVariableFacts(
  item: ApiItem,
  c: Candidate,
  printer: TypePrinter,
  ctx: NormaliseContext,
  inheritedOrigin: InheritedOrigin,
): void {
  const r = c.reflection;
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

/** An object type literal worth listing members for (not a bare function type `(a) => b`). */
function hasMembers(d: Declaration): boolean {
  if (d.children?.length || d.indexSignatures?.length) return true;
  return (d.signatures?.length ?? 0) > 1;
}

/** Type text helper for tests and callers. */
export function plainText(t: TypeText | undefined): string {
  return t?.text ?? '';
}
