/**
 * `class CachePlugin extends RuntimePlugin {}` binds RuntimePlugin's `T` to its default, but TypeDoc leaves
 * the members CachePlugin inherits typed with the base's bare `T` (`options: T`), a name that means nothing
 * on CachePlugin's page. When a class or interface extends one of our generic items without type arguments,
 * the inherited members get the base's type-parameter defaults (or constraints) substituted.
 */
import type {ApiItem, ApiMember, ApiParameter, ApiSignature, ApiTypeParameter, TypeRef, TypeText} from '../model/types';

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/** Whether an identifier of a type's text names a type that may be substituted. */
function isTypeName(text: string, start: number, end: number, refs: readonly TypeRef[]): boolean {
  if (refs.some((r) => start >= r.start && start < r.end)) return false;
  const before = text[start - 1] ?? '';
  // `A.T` (qualified), `'T'` (a string literal), `{ T: x }` / `{ T?: x }` (a property key)
  return before !== '.' && !/['"`]/.test(before) && !/^\s*\??:/.test(text.slice(end));
}

/** Replaces whole-word type names (not property keys, qualified names or linked names) in a type's text. */
export function substituteTypeNames(t: TypeText, bindings: ReadonlyMap<string, TypeText>): TypeText {
  const refs = t.refs ?? [];
  let text = '';
  let last = 0;
  const added: TypeRef[] = [];
  /** [old offset, growth so far] at each substitution's end, to move the original refs. */
  const growth: Array<[number, number]> = [];
  for (const match of t.text.matchAll(IDENTIFIER)) {
    const start = match.index;
    const end = start + match[0].length;
    const replacement = bindings.get(match[0]);
    if (!replacement || !isTypeName(t.text, start, end, refs)) continue;
    text += t.text.slice(last, start);
    for (const r of replacement.refs ?? []) added.push({...r, start: text.length + r.start, end: text.length + r.end});
    text += replacement.text;
    last = end;
    growth.push([end, text.length - end]);
  }
  if (!growth.length) return t;
  text += t.text.slice(last);
  const moved = (at: number) => at + ([...growth].reverse().find(([end]) => end <= at)?.[1] ?? 0);
  const all = [...refs.map((r) => ({...r, start: moved(r.start), end: moved(r.end)})), ...added].sort((a, b) => a.start - b.start);
  return all.length ? {text, refs: all} : {text};
}

function bindSignature(sig: ApiSignature, b: ReadonlyMap<string, TypeText>): ApiSignature {
  return {
    ...sig,
    ...(sig.typeParameters ? {typeParameters: sig.typeParameters.map((tp) => bindTypeParameter(tp, b))} : {}),
    parameters: sig.parameters.map((p) => bindParameter(p, b)),
    returns: substituteTypeNames(sig.returns, b),
  };
}

function bindParameter(p: ApiParameter, b: ReadonlyMap<string, TypeText>): ApiParameter {
  return {...p, type: substituteTypeNames(p.type, b)};
}

function bindTypeParameter(tp: ApiTypeParameter, b: ReadonlyMap<string, TypeText>): ApiTypeParameter {
  return {
    ...tp,
    ...(tp.constraint ? {constraint: substituteTypeNames(tp.constraint, b)} : {}),
    ...(tp.default ? {default: substituteTypeNames(tp.default, b)} : {}),
  };
}

function bindMember(m: ApiMember, b: ReadonlyMap<string, TypeText>): ApiMember {
  return {
    ...m,
    ...(m.type ? {type: substituteTypeNames(m.type, b)} : {}),
    ...(m.signatures ? {signatures: m.signatures.map((s) => bindSignature(s, b))} : {}),
    ...(m.getter ? {getter: bindSignature(m.getter, b)} : {}),
    ...(m.setter ? {setter: bindSignature(m.setter, b)} : {}),
    ...(m.indexParameters ? {indexParameters: m.indexParameters.map((p) => bindParameter(p, b))} : {}),
  };
}

/** In place: inherited members of items extending a generic item of ours without type arguments. */
export function bindDefaultTypeArguments(items: ApiItem[]): void {
  const byId = new Map(items.map((i) => [i.id, i]));
  for (const item of items) {
    const base = item.extends?.[0];
    const baseRef = base?.refs?.find((r) => r.start === 0 && r.id);
    if (!base || !baseRef?.id || base.text.includes('<')) continue;
    const baseItem = byId.get(baseRef.id);
    if (!baseItem?.typeParameters?.length) continue;
    const own = new Set((item.typeParameters ?? []).map((tp) => tp.name));
    const bindings = new Map<string, TypeText>();
    for (const tp of baseItem.typeParameters) {
      if (own.has(tp.name)) continue;
      bindings.set(tp.name, tp.default ?? tp.constraint ?? {text: 'unknown'});
    }
    if (!bindings.size) continue;
    item.members = item.members?.map((m) => (m.inheritedFrom ? bindMember(m, bindings) : m));
  }
}
