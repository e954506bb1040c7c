/**
 * Normalising's middle steps (normalise.ts): candidates (candidates.ts) that are one export are merged, and a
 * candidate takes the name its declaration line declares. Each step rewrites the candidate set in place: merged
 * candidates are deleted and their reflection ids lead to the candidate they merged into.
 */
import type {ApiSource} from '../model/types';
import type {Candidate, CandidateSet} from './candidates';
import {firstSource, type Declaration, type NormaliseContext} from './reflection';

/** Wrapper declarations (a .d.ts describing a runtime re-export) merge into the real declaration. */
export function mergeWrappers(set: CandidateSet, isWrapperPath: (path: string) => boolean, sectionOf: (c: Candidate) => string): void {
  const {candidates} = set;
  const real = new Map<string, Candidate>();
  for (const c of candidates.values()) {
    if (c.source && !isWrapperPath(c.source.path)) real.set(`${sectionOf(c)}|${c.kind}|${c.name}`, c);
  }
  for (const c of [...candidates.values()]) {
    if (!c.source || !isWrapperPath(c.source.path)) continue;
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
    retarget(set, c, target);
  }
}

/**
 * A const and a type alias of one name (`const Mode = {...}; type Mode = ...`) are one export:
 * the variable's facts go onto the type alias item.
 */
export function mergeValuesIntoTypes(set: CandidateSet, ctx: NormaliseContext): void {
  const {candidates} = set;
  for (const c of [...candidates.values()]) {
    if (c.kind !== 'types' || !c.source) continue;
    const v = candidates.get(`${c.source.path}:${c.source.line}:variables:${c.name}`);
    if (!v) continue;
    const name = c.name.replace(/[$]/g, '\\$');
    c.value = {reflection: v.reflection, source: sourceMatching(v.reflection, new RegExp(`\\b(?:const|let|var)\\s+${name}\\b`), ctx)};
    c.source = sourceMatching(c.reflection, new RegExp(`\\btype\\s+${name}\\b`), ctx);
    for (const p of v.importPaths) c.importPaths.add(p);
    for (const p of v.publishingSections) c.publishingSections.add(p);
    mergeAliases(c.aliases, v.aliases);
    if (!v.internal) c.internal = false;
    retarget(set, v, c);
  }
}

/**
 * `export {RedisCache as RedisCacheProvider, RedisCache}`: TypeDoc names the declaration after the
 * first name listed, which may be the alias. The item takes the name its source line declares, so
 * its id and URL do not change when an export list is reordered.
 */
export function nameAfterDeclarations(candidates: Iterable<Candidate>, lineText: (path: string, line: number) => string | undefined): void {
  for (const c of candidates) {
    if (!c.source || !c.aliases.size) continue;
    const declared = declaredName(lineText(c.source.path, c.source.line));
    if (!declared || declared === c.name || !c.aliases.has(declared)) continue;
    const ownPaths = c.importPaths;
    c.importPaths = c.aliases.get(declared)!;
    c.aliases.delete(declared);
    if (ownPaths.size) c.aliases.set(c.name, ownPaths);
    c.name = declared;
  }
}

/** The name a declaration line declares (`export class RedisCache extends ...` -> "RedisCache"). */
export function declaredName(line: string | undefined): string | undefined {
  const m = line && /\b(?:class|interface|function|type|enum|const|let|var|namespace)\s+([A-Za-z_$][\w$]*)/.exec(line);
  return m ? m[1] : undefined;
}

/** Of a merged symbol's declarations, the one whose line matches `pattern` (the type alias's or the variable's). */
function sourceMatching(r: Declaration, pattern: RegExp, ctx: NormaliseContext): ApiSource | undefined {
  if (ctx.lineText && (r.sources?.length ?? 0) > 1) {
    for (const s of r.sources!) {
      const path = ctx.sourcePath(s.fileName);
      const text = path ? ctx.lineText(path, s.line) : undefined;
      if (path && text && pattern.test(text)) return {path, line: s.line};
    }
  }
  return firstSource(r, ctx);
}

/** `merged` is gone: references to it lead to `into`. */
function retarget(set: CandidateSet, merged: Candidate, into: Candidate): void {
  for (const [id, key] of set.keyById) if (key === merged.key) set.keyById.set(id, into.key);
  set.candidates.delete(merged.key);
}

function mergeAliases(into: Map<string, Set<string>>, from: Map<string, Set<string>>): void {
  for (const [name, paths] of from) {
    const set = into.get(name) ?? new Set<string>();
    for (const p of paths) set.add(p);
    into.set(name, set);
  }
}
