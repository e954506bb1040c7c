/**
 * The first steps of normalising (normalise.ts): every declaration of TypeDoc's project becomes a candidate item,
 * one per declaration site, with the import paths that export it; later steps merge candidates that are one export
 * (merge-candidates.ts) and give each its stable id (assignIds).
 *
 * - Every public entry point is one TypeDoc module; its exports are declarations or references.
 * - typedoc-plugin-missing-exports puts referenced-but-unexported types into "<internal>" modules.
 */
import type {JSONOutput} from 'typedoc';
import type {ApiKind, ApiSource} from '../model/types';
import {compareForSlug} from '../model/slug';
import {
  KIND_BY_REFLECTION,
  ReflectionKind,
  firstSource,
  type AnyReflection,
  type Declaration,
  type EntryModule,
  type NormaliseContext,
} from './reflection';

export interface Candidate {
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

/** The candidates of a project and what the later steps look up about them. */
export interface CandidateSet {
  /** By key (declaration site, kind and name), in the order TypeDoc lists the declarations. */
  candidates: Map<string, Candidate>;
  /** TypeDoc reflection id (declaration, or any member below it) -> candidate key. */
  keyById: Map<number, string>;
  /** Import path -> how many items it exports (for the primary import). */
  exportCount: Map<string, number>;
}

/** A re-export (`export {X} from`, `export default X`) met in an entry module, resolved once every declaration is known. */
interface ReferenceExport {
  id: number;
  name: string;
  target: number;
  importPath: string;
  section: string;
}

/** The modules of the project: one entry point makes the project itself the module (its only Module child may be "<internal>"). */
function entryModules(project: JSONOutput.ProjectReflection, internalName: string): Declaration[] {
  return project.children?.some((c) => c.kind === ReflectionKind.Module && c.name !== internalName)
    ? (project.children as Declaration[])
    : [project as unknown as Declaration];
}

/** Every declaration of the project as a candidate, exported through its module's import path and the references to it. */
export function collectCandidates(project: JSONOutput.ProjectReflection, ctx: NormaliseContext): CandidateSet {
  const internalName = ctx.internalModule ?? '<internal>';
  const set: CandidateSet = {candidates: new Map(), keyById: new Map(), exportCount: new Map()};
  const references: ReferenceExport[] = [];
  const entryByFile = new Map(ctx.entries.map((e) => [e.fileName, e]));
  for (const mod of entryModules(project, internalName)) {
    const fileName = mod.sources?.[0]?.fileName;
    const entry = (fileName && entryByFile.get(fileName)) || (ctx.entries.length === 1 ? ctx.entries[0] : undefined);
    for (const child of (mod.children ?? []) as AnyReflection[]) {
      if (child.kind === ReflectionKind.Module && child.name === internalName) {
        for (const inner of (child as Declaration).children ?? []) addDeclaration(set, ctx, inner, entry, true);
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
        addDeclaration(set, ctx, child as Declaration, entry, false);
      }
    }
  }
  resolveReferenceChains(set.keyById, references);
  for (const ref of references) addReferenceExport(set, ref);
  return set;
}

function addDeclaration(set: CandidateSet, ctx: NormaliseContext, r: Declaration, entry: EntryModule | undefined, internal: boolean): void {
  const kind = KIND_BY_REFLECTION[r.kind];
  if (!kind) return;
  const source = firstSource(r, ctx);
  // The kind is part of the key: a const and a type alias of one name share their source
  // position (TypeDoc reports the merged symbol's declarations for both).
  const key = source ? `${source.path}:${source.line}:${kind}:${r.name}` : `${kind}:${r.name}:${r.id}`;
  let c = set.candidates.get(key);
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
    set.candidates.set(key, c);
  }
  if (!internal && entry) {
    c.internal = false;
    c.importPaths.add(entry.importPath);
    c.publishingSections.add(entry.section);
    set.exportCount.set(entry.importPath, (set.exportCount.get(entry.importPath) ?? 0) + 1);
  }
  registerIds(set.keyById, r, key);
}

/** The declaration's id and its members' and signatures' ids all lead to its candidate (references may target any). */
function registerIds(keyById: Map<number, string>, r: Declaration, key: string): void {
  keyById.set(r.id, key);
  for (const c of r.children ?? []) registerIds(keyById, c, key);
  for (const s of r.signatures ?? []) keyById.set(s.id, key);
}

/** References can point at other references: each reference's id leads to its final declaration's candidate. */
function resolveReferenceChains(keyById: Map<number, string>, references: readonly ReferenceExport[]): void {
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
}

function addReferenceExport(set: CandidateSet, ref: ReferenceExport): void {
  const key = set.keyById.get(ref.target);
  const c = key ? set.candidates.get(key) : undefined;
  if (!c) return;
  c.internal = false;
  c.publishingSections.add(ref.section);
  if (ref.name !== c.name) {
    // `export { RedisCache as RedisCacheProvider }`, `export default CommandKit`: the path does
    // not export the declaration's own name.
    const paths = c.aliases.get(ref.name) ?? new Set<string>();
    paths.add(ref.importPath);
    c.aliases.set(ref.name, paths);
    return;
  }
  c.importPaths.add(ref.importPath);
  set.exportCount.set(ref.importPath, (set.exportCount.get(ref.importPath) ?? 0) + 1);
}

/** Stable ids by candidate key: "<section>:<kind>:<Name>", "~2"... for same-name items of one section and kind. */
export function assignIds(candidates: Iterable<Candidate>, sectionOf: (c: Candidate) => string): Map<string, string> {
  const groups = new Map<string, Candidate[]>();
  for (const c of candidates) {
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
  return idByKey;
}
