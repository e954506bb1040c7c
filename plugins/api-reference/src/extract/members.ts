/**
 * The members of a class, interface, enum or object type, as the model lists them: named members (properties,
 * methods, accessors, constructors, enum members), then index signatures, then call and construct signatures.
 */
import type {ApiMember} from '../model/types';
import type {TypePrinter} from './type-text';
import {ReflectionKind, SIG_CALL, SIG_CONSTRUCT, firstSource, isDeprecated, type Declaration, type NormaliseContext} from './reflection';

/** Where an inherited member comes from (our item or discord.js's), given the member's reflection. */
export type InheritedOrigin = (r: Declaration) => ApiMember['inheritedFrom'] | undefined;

export function members(r: Declaration, printer: TypePrinter, ctx: NormaliseContext, inheritedOrigin: InheritedOrigin): ApiMember[] {
  const out: ApiMember[] = [];
  for (const c of r.children ?? []) {
    if (c.flags.isPrivate) continue;
    out.push(namedMember(c, r, memberBase(c, ctx, inheritedOrigin), printer));
  }
  for (const s of r.indexSignatures ?? []) {
    out.push({name: '[index]', kind: 'indexSignature', indexParameters: printer.parameters(s.parameters), type: printer.type(s.type)});
  }
  // Call and construct signatures of interfaces and object types (classes have none: their
  // constructor is a member).
  if (r.kind !== ReflectionKind.Class) out.push(...signatureMembers(r, printer, ctx));
  return out;
}

/** The facts every named member has: its flags, where it is inherited from, its source. */
function memberBase(c: Declaration, ctx: NormaliseContext, inheritedOrigin: InheritedOrigin): ApiMember {
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
  return base;
}

/** A named member (`c`, a child of `owner`) with what its kind adds to the base facts. */
function namedMember(c: Declaration, owner: Declaration, base: ApiMember, printer: TypePrinter): ApiMember {
  const signatures = () => (c.signatures ?? []).map((s) => printer.signature(s, isDeprecated(s)));
  switch (c.kind) {
    case ReflectionKind.Constructor:
      if (owner.kind !== ReflectionKind.Class) {
        // An interface's construct signatures (`new (a: A): R`) come as a "constructor" child.
        return {...base, name: 'new ()', kind: 'constructSignature', signatures: signatures()};
      }
      // TypeDoc repeats the class's type parameters on constructor signatures; TS has none there.
      return {
        ...base,
        kind: 'constructor',
        signatures: (c.signatures ?? []).map((s) => {
          const {typeParameters: _classTypeParameters, ...sig} = printer.signature(s, isDeprecated(s));
          return sig;
        }),
      };
    case ReflectionKind.Method:
      return {...base, kind: 'method', signatures: signatures()};
    case ReflectionKind.Accessor:
      return {
        ...base,
        kind: 'accessor',
        ...(c.getSignature ? {getter: printer.signature(c.getSignature)} : {}),
        ...(c.setSignature ? {setter: printer.signature(c.setSignature)} : {}),
      };
    case ReflectionKind.EnumMember:
      return {
        ...base,
        kind: 'enumMember',
        value: c.type ? printer.type(c.type).text : '',
        ...(c.type ? {type: printer.type(c.type)} : {}),
      };
    default:
      // Properties; a property whose type is a function literal stays a property.
      return {...base, kind: 'property', type: printer.type(c.type)};
  }
}

/** One member per signature kind (call, construct) of an interface or object type, overloads as several signatures. */
function signatureMembers(r: Declaration, printer: TypePrinter, ctx: NormaliseContext): ApiMember[] {
  const out: ApiMember[] = [];
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
  return out;
}
