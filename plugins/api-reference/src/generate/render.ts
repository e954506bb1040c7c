/**
 * Pure rendering helpers shared by the page writers: type text -> link segments for our React
 * components, MDX escaping, front matter, declaration lines.
 */
import type {ApiItem, ApiMember, ApiParameter, ApiSignature, ApiTypeParameter, TypeRef, TypeText} from '../model/types';
import type {Seg} from '../../../shared/api-page-props';

/** A code segment: plain text, or [text, href] (consecutive plain text is merged), as the page components take it. */
export type {Seg};

export interface LinkContext {
  /** Our URL for an item id, or undefined when it has no page. */
  urlOf: (id: string) => string | undefined;
  discordJsVersion: string;
}

export function discordJsUrl(version: string, ext: NonNullable<TypeRef['external']>): string {
  return `https://discord.js.org/docs/packages/discord.js/${version}/${ext.name}:${ext.kind}`;
}

export function refHref(ref: Pick<TypeRef, 'id' | 'external'>, ctx: LinkContext): string | undefined {
  if (ref.id) return ctx.urlOf(ref.id);
  if (ref.external) return discordJsUrl(ctx.discordJsVersion, ref.external);
  return undefined;
}

function pushText(out: Seg[], text: string): void {
  if (!text) return;
  const last = out[out.length - 1];
  if (typeof last === 'string') out[out.length - 1] = last + text;
  else out.push(text);
}

export function appendType(out: Seg[], t: TypeText | undefined, ctx: LinkContext): Seg[] {
  if (!t) return out;
  const refs = [...(t.refs ?? [])].sort((a, b) => a.start - b.start);
  let pos = 0;
  for (const ref of refs) {
    if (ref.start < pos) continue;
    pushText(out, t.text.slice(pos, ref.start));
    const text = t.text.slice(ref.start, ref.end);
    const href = refHref(ref, ctx);
    if (href) out.push([text, href]);
    else pushText(out, text);
    pos = ref.end;
  }
  pushText(out, t.text.slice(pos));
  return out;
}

export function typeSegs(t: TypeText | undefined, ctx: LinkContext): Seg[] {
  return appendType([], t, ctx);
}

export function append(out: Seg[], ...parts: Array<string | Seg[]>): Seg[] {
  for (const p of parts) {
    if (typeof p === 'string') pushText(out, p);
    else for (const s of p) typeof s === 'string' ? pushText(out, s) : out.push(s);
  }
  return out;
}

export function typeParamsSegs(tps: ApiTypeParameter[] | undefined, ctx: LinkContext): Seg[] {
  const out: Seg[] = [];
  if (!tps?.length) return out;
  pushText(out, '<');
  tps.forEach((tp, i) => {
    if (i) pushText(out, ', ');
    pushText(out, tp.name);
    if (tp.constraint) append(out, ' extends ', typeSegs(tp.constraint, ctx));
    if (tp.default) append(out, ' = ', typeSegs(tp.default, ctx));
  });
  pushText(out, '>');
  return out;
}

export function paramSegs(p: ApiParameter, ctx: LinkContext): Seg[] {
  return append([], `${p.rest ? '...' : ''}${p.name}${p.optional || p.defaultValue !== undefined ? '?' : ''}: `, typeSegs(p.type, ctx));
}

/** `prefix name<T>(a: A): R` */
export function signatureSegs(prefix: string, sig: ApiSignature, ctx: LinkContext, returnSep = ': '): Seg[] {
  const out: Seg[] = [];
  append(out, prefix, typeParamsSegs(sig.typeParameters, ctx), '(');
  sig.parameters.forEach((p, i) => {
    if (i) pushText(out, ', ');
    append(out, paramSegs(p, ctx));
  });
  pushText(out, ')');
  if (returnSep) append(out, returnSep, typeSegs(sig.returns, ctx));
  return out;
}

/** The declaration line shown at the top of a class / interface / type / variable / enum page. */
export function declarationSegs(item: ApiItem, ctx: LinkContext): Seg[] {
  const out: Seg[] = [];
  const tps = typeParamsSegs(item.typeParameters, ctx);
  const heritage = () => {
    if (item.extends?.length) {
      pushText(out, ' extends ');
      item.extends.forEach((t, i) => append(out, i ? ', ' : '', typeSegs(t, ctx)));
    }
    if (item.implements?.length) {
      pushText(out, ' implements ');
      item.implements.forEach((t, i) => append(out, i ? ', ' : '', typeSegs(t, ctx)));
    }
  };
  switch (item.kind) {
    case 'classes':
      append(out, `${item.abstract ? 'abstract ' : ''}class ${item.name}`, tps);
      heritage();
      break;
    case 'interfaces':
      append(out, `interface ${item.name}`, tps);
      heritage();
      break;
    case 'enums':
      append(out, `enum ${item.name}`);
      break;
    case 'types':
      append(out, `type ${item.name}`, tps, ' = ', typeSegs(item.type, ctx));
      break;
    case 'variables':
      append(out, `${item.const ? 'const' : 'let'} ${item.name}: `, typeSegs(item.type, ctx));
      break;
    case 'functions':
      break;
  }
  return out;
}

/** `const Mode: {...}` for a type alias that shares its name with a variable. */
export function valueSegs(item: ApiItem, ctx: LinkContext): Seg[] {
  if (!item.value) return [];
  return append([], `${item.value.const ? 'const' : 'let'} ${item.name}: `, typeSegs(item.value.type, ctx));
}

export function memberSignatureSegs(m: ApiMember, ctx: LinkContext): Seg[][] {
  const mods = `${m.protected ? 'protected ' : ''}${m.static ? 'static ' : ''}${m.abstract ? 'abstract ' : ''}`;
  switch (m.kind) {
    case 'constructor':
      return (m.signatures ?? []).map((s) => signatureSegs('new ' + '', {...s, returns: s.returns}, ctx, ': '));
    case 'method':
      return (m.signatures ?? []).map((s) => signatureSegs(`${mods}${m.name}${m.optional ? '?' : ''}`, s, ctx));
    case 'accessor': {
      const out: Seg[][] = [];
      if (m.getter) out.push(append([], `${mods}get ${m.name}(): `, typeSegs(m.getter.returns, ctx)));
      if (m.setter) out.push(signatureSegs(`${mods}set ${m.name}`, m.setter, ctx, ''));
      return out;
    }
    case 'enumMember':
      return [[`${m.name} = ${m.value ?? ''}`]];
    case 'indexSignature':
      return [append([], '[', ...(m.indexParameters ?? []).map((p) => paramSegs(p, ctx)), ']: ', typeSegs(m.type, ctx))];
    case 'callSignature':
      return (m.signatures ?? []).map((s) => signatureSegs('', s, ctx));
    case 'constructSignature':
      return (m.signatures ?? []).map((s) => signatureSegs('new ', s, ctx));
    default:
      return [append([], `${mods}${m.readonly ? 'readonly ' : ''}${m.name}${m.optional ? '?' : ''}: `, typeSegs(m.type, ctx))];
  }
}

/** Heading text for a member (MDX-escaped by the caller). */
export function memberHeading(m: ApiMember): string {
  switch (m.kind) {
    case 'constructor':
      return 'constructor';
    case 'method':
      return `${m.static ? 'static ' : ''}${m.name}()`;
    case 'indexSignature':
      return '[index]';
    case 'callSignature':
      return 'call signature';
    case 'constructSignature':
      return 'construct signature';
    default:
      return `${m.static ? 'static ' : ''}${m.name}`;
  }
}

/** Escapes text for an MDX heading or paragraph (not inside code). */
export function escapeMdxText(text: string): string {
  return text.replace(/[\\`*_{}[\]<>()#|!]/g, (c) => `\\${c}`);
}

/**
 * Makes a summary's markdown MDX-safe: braces and angle brackets outside inline code are escaped;
 * inline code spans are kept as they are.
 */
export function mdxSafeMarkdown(markdown: string): string {
  return markdown
    .split(/(`[^`]*`)/g)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[{}<>]/g, (c) => `\\${c}`)))
    .join('');
}

/** Markdown -> plain text for front matter descriptions. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/[*_]{1,2}([^*_]+)[*_]{1,2}/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Longest front matter description: about what a search result shows before cutting it. */
export const DESCRIPTION_MAX_LENGTH = 160;

/**
 * Plain text cut to at most `max` characters: the whole text when it fits, else its first sentence when
 * that fits, else as many whole words as fit followed by an ellipsis.
 */
export function shortened(text: string, max: number): string {
  if (text.length <= max) {
    return text;
  }
  const sentence = /^.+?[.!?](?=\s+[A-Z`(])/.exec(text)?.[0];
  if (sentence && sentence.length <= max) {
    return sentence;
  }
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:(–-]+$/, '')}…`;
}

/**
 * Text for a front matter description: plain text without `<>{}` (so even a tool that compiles the
 * page without a front matter parser sees nothing JSX-like), at most DESCRIPTION_MAX_LENGTH characters.
 * The full summary is the page's first paragraph; the description is what search results and link
 * previews show, and Docusaurus copies every page's description into the metadata each docs page
 * loads, so long ones cost every reader bytes.
 */
export function descriptionText(markdown: string): string {
  const text = plainText(markdown).replace(/[<>{}]/g, (c) => ({'<': '‹', '>': '›', '{': '(', '}': ')'})[c]!);
  return shortened(text, DESCRIPTION_MAX_LENGTH);
}

/** YAML front matter with every value as a JSON string (valid YAML, no escaping surprises). */
export function frontMatter(fields: Record<string, string | number | boolean | undefined>): string {
  const lines = ['---'];
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    lines.push(`${k}: ${typeof v === 'string' ? JSON.stringify(v) : String(v)}`);
  }
  lines.push('---');
  return lines.join('\n');
}

/** A JSX attribute value for compact props: {...} with JSON inside. */
export function jsxProp(value: unknown): string {
  return `{${JSON.stringify(value)}}`;
}

export const KIND_LABELS: Record<ApiItem['kind'], {plural: string; singular: string}> = {
  classes: {plural: 'Classes', singular: 'class'},
  interfaces: {plural: 'Interfaces', singular: 'interface'},
  functions: {plural: 'Functions', singular: 'function'},
  types: {plural: 'Types', singular: 'type'},
  variables: {plural: 'Variables', singular: 'variable'},
  enums: {plural: 'Enums', singular: 'enum'},
};
