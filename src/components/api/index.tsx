/**
 * The components the generated API reference pages use (plugins/api-reference). The pages carry compact props
 * (one-letter names, tuples: see plugins/shared/api-page-props.ts for why); each component here only decodes
 * them, in this one place, for the named, typed components of views.tsx. New code uses views.tsx.
 */
import type {ReactNode} from 'react';
import {
  decodeHistory,
  decodeParameters,
  decodeSignature,
  type HistoryWire,
  type ParameterWire,
  type Seg,
  type SignatureWire,
} from '../../../plugins/shared/api-page-props';
import {
  CodeBlock,
  InheritedMembers,
  InlineType,
  ItemBadges,
  MemberMeta,
  ParameterTable,
  ReleaseHistory,
  Segments,
  Signature,
  SignatureDiff,
} from './views';

export type {Seg};

/** `c`: the code. */
export function ApiSegs({c}: {c: Seg[] | string}): ReactNode {
  return <Segments segments={c} />;
}

/** `c`: the code. */
export function ApiCode({c}: {c: Seg[]}): ReactNode {
  return <CodeBlock code={c} />;
}

/** `t`: the type. */
export function ApiType({t}: {t: Seg[] | null | undefined}): ReactNode {
  return <InlineType type={t} />;
}

/**
 * A parameter's description, written in the page's MDX as a child of <ApiSignature> or <ApiParams> (`n`: the
 * parameter's name); the table puts it in the parameter's row.
 */
export function ApiParam({children}: {n: string; children?: ReactNode}): ReactNode {
  return children;
}

/** `p`: the parameter rows. */
export function ApiParams({p, children}: {p: ParameterWire[]; children?: ReactNode}): ReactNode {
  return <ParameterTable parameters={decodeParameters(p)}>{children}</ParameterTable>;
}

/** `s`: the signature. */
export function ApiSignature({s, children}: {s: SignatureWire; children?: ReactNode}): ReactNode {
  return <Signature signature={decodeSignature(s)}>{children}</Signature>;
}

/** `b`: before, `a`: after, `n`: the member. */
export function ApiDiff({b, a, n}: {b?: string; a: string; n?: string}): ReactNode {
  return <SignatureDiff before={b} after={a} member={n} />;
}

/** `h`: the release history. */
export function ApiHistory({h}: {h: HistoryWire}): ReactNode {
  return <ReleaseHistory history={decodeHistory(h)} />;
}

/** `f`: modifier flags, `src`: the declaration's address, `n`: the member, `h`: its release history. */
export function ApiMemberMeta({f, src, n, h}: {f?: string[]; src?: string; n?: string; h?: HistoryWire}): ReactNode {
  return <MemberMeta flags={f} source={src} member={n} history={h && decodeHistory(h)} />;
}

export function ApiInherited(props: {from: string; href?: string; count: number; children?: ReactNode}): ReactNode {
  return <InheritedMembers {...props} />;
}

/** `k`: the kind, `pkg`: the package. */
export function ApiBadges({k, pkg, internal, deprecated}: {k: string; pkg: string; internal?: boolean; deprecated?: boolean}): ReactNode {
  return <ItemBadges kind={k} packageName={pkg} internal={internal} deprecated={deprecated} />;
}
