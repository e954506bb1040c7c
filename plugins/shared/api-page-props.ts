/**
 * The props of the API reference's page components, in two shapes: named and typed (what the page generator
 * builds and the components draw), and the compact wire form the generated MDX carries (one-letter keys,
 * tuples, flag letters). The wire form is kept because every signature is inlined into its page's JavaScript:
 * named keys would add about 73 KB to the 2 MB of generated MDX. This module is the one place that knows the
 * wire form: the generator encodes with it, the site's components and the Markdown twins decode with it.
 * Browser-safe (no Node imports).
 */

/** A piece of code: plain text, or [text, href] for a linked name (an href starting with "/" is a site link). */
export type Seg = string | [text: string, href: string];

export interface TypeParameterRow {
  readonly name: string;
  readonly constraint: Seg[] | null;
  readonly defaultType: Seg[] | null;
}

export interface ParameterRow {
  readonly name: string;
  readonly type: Seg[];
  /** Optional, or has a default value. */
  readonly optional: boolean;
  /** A rest parameter (`...name`). */
  readonly rest: boolean;
  /** The default as our prose states it, else its initialiser; null when there is none. */
  readonly defaultValue: string | null;
}

export interface SignatureView {
  /** The signature as one code line. */
  readonly code: Seg[];
  readonly typeParameters: readonly TypeParameterRow[];
  readonly parameters: readonly ParameterRow[];
  readonly returns: Seg[];
}

export interface ReleaseRef {
  readonly label: string;
  /** The release's "What changed" page, when it has one. */
  readonly href: string | null;
}

export interface SignatureChange extends ReleaseRef {
  readonly before: string;
  readonly after: string;
}

export interface HistoryView {
  /** The release that added it (absent: it was in the oldest release covered). */
  readonly addedIn?: ReleaseRef;
  /** Each release that changed its signature. */
  readonly changes: readonly SignatureChange[];
}

// The wire form.

export type TypeParameterWire = [name: string, constraint: Seg[] | null, defaultType: Seg[] | null];
/** `flags`: `o` optional, `r` rest. */
export type ParameterWire = [name: string, type: Seg[], flags: string, defaultValue: string | null];

/** <ApiSignature s={...}>: c = code line, tp = type parameters, p = parameters, r = returns. */
export interface SignatureWire {
  c: Seg[];
  tp?: TypeParameterWire[];
  p?: ParameterWire[];
  r: Seg[];
}

/** <ApiHistory h={...}>: a = [label, href] of the release that added it, c = [label, href, before, after] per change. */
export interface HistoryWire {
  a?: [label: string, href: string | null];
  c?: Array<[label: string, href: string | null, before: string, after: string]>;
}

export function encodeParameters(rows: readonly ParameterRow[]): ParameterWire[] {
  return rows.map((row) => [row.name, row.type, `${row.optional ? 'o' : ''}${row.rest ? 'r' : ''}`, row.defaultValue]);
}

export function decodeParameters(wire: readonly ParameterWire[]): ParameterRow[] {
  return wire.map(([name, type, flags, defaultValue]) => ({
    name,
    type,
    optional: flags.includes('o'),
    rest: flags.includes('r'),
    defaultValue,
  }));
}

export function encodeSignature(view: SignatureView): SignatureWire {
  return {
    c: view.code,
    ...(view.typeParameters.length
      ? {tp: view.typeParameters.map((tp): TypeParameterWire => [tp.name, tp.constraint, tp.defaultType])}
      : {}),
    ...(view.parameters.length ? {p: encodeParameters(view.parameters)} : {}),
    r: view.returns,
  };
}

export function decodeSignature(wire: SignatureWire): SignatureView {
  return {
    code: wire.c,
    typeParameters: (wire.tp ?? []).map(([name, constraint, defaultType]) => ({name, constraint, defaultType})),
    parameters: decodeParameters(wire.p ?? []),
    returns: wire.r,
  };
}

/** The wire form of a history, or undefined when it says nothing. */
export function encodeHistory(view: HistoryView): HistoryWire | undefined {
  if (!view.addedIn && !view.changes.length) return undefined;
  return {
    ...(view.addedIn ? {a: [view.addedIn.label, view.addedIn.href] as [string, string | null]} : {}),
    ...(view.changes.length
      ? {c: view.changes.map((c) => [c.label, c.href, c.before, c.after] as [string, string | null, string, string])}
      : {}),
  };
}

export function decodeHistory(wire: HistoryWire): HistoryView {
  return {
    ...(wire.a ? {addedIn: {label: wire.a[0], href: wire.a[1]}} : {}),
    changes: (wire.c ?? []).map(([label, href, before, after]) => ({label, href, before, after})),
  };
}
