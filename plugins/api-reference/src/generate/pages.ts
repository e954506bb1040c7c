/**
 * MDX page builders (pure: model + index in, page text out).
 */
import type {ApiItem, ApiKind, ApiMember, ApiParameter, ApiSignature, ApiSummaries} from '../model/types';
import {MemberDocs, descriptionBlock, parameterDocs, withParameterDocs} from './member-docs';
import {descriptionDefault} from '../model/description-keys';
import {API_KINDS} from '../model/types';
import type {ApiIndex} from '../model/lookup';
import {kindUrl, sectionUrl} from '../model/lookup';
import {
  KIND_LABELS,
  declarationSegs,
  valueSegs,
  descriptionText,
  escapeMdxText,
  frontMatter,
  jsxProp,
  mdxSafeMarkdown,
  memberHeading,
  memberSignatureSegs,
  plainText,
  signatureSegs,
  typeSegs,
  type LinkContext,
  type Seg,
} from './render';
import {aliasSentences, importSection, type ImportFacts} from './imports';
import {historyProps, historyLine, type ReleaseHistory} from './history';
import {encodeParameters, encodeSignature, type ParameterRow, type SignatureView} from '../../../shared/api-page-props';

export {aliasSentences};

const PAGE_COMPONENTS = ['ApiBadges', 'ApiCode', 'ApiHistory', 'ApiInherited', 'ApiMemberMeta', 'ApiParam', 'ApiParams', 'ApiSignature'];
export const COMPONENTS_IMPORT = `import {${PAGE_COMPONENTS.join(', ')}} from '@site/src/components/api';`;

export interface PageContext {
  index: ApiIndex;
  summaries: ApiSummaries;
  links: LinkContext;
  /** Run-time facts and known issues for the import lines (generate/imports.ts); absent = types only. */
  imports?: ImportFacts;
  /** Member and parameter prose (none: pages show facts only). */
  docs?: MemberDocs;
  /** Release history (1.x): "Added in" / "Changed in" notes on items and members. */
  history?: ReleaseHistory;
}

function summaryOf(ctx: PageContext, id: string): string | undefined {
  const s = ctx.summaries[id];
  return s && s.trim() ? s.trim() : undefined;
}

/**
 * What <ApiSignature> shows of a signature (its props are the wire form of this: plugins/shared/api-page-props.ts).
 * `defaultOf` gives a parameter's default as our prose states it (else its initialiser is shown).
 */
export function signatureView(
  prefix: string,
  sig: ApiSignature,
  links: LinkContext,
  defaultOf?: (p: ApiParameter) => string | undefined,
): SignatureView {
  return {
    code: signatureSegs(prefix, sig, links),
    typeParameters: (sig.typeParameters ?? []).map((tp) => ({
      name: tp.name,
      constraint: tp.constraint ? typeSegs(tp.constraint, links) : null,
      defaultType: tp.default ? typeSegs(tp.default, links) : null,
    })),
    parameters: parameterRows(sig.parameters, links, defaultOf),
    returns: typeSegs(sig.returns, links),
  };
}

/** The rows of a parameter table. */
export function parameterRows(
  parameters: ApiParameter[],
  links: LinkContext,
  defaultOf?: (p: ApiParameter) => string | undefined,
): ParameterRow[] {
  return parameters.map((p) => ({
    name: p.name,
    type: typeSegs(p.type, links),
    optional: Boolean(p.optional || p.defaultValue !== undefined),
    rest: Boolean(p.rest),
    defaultValue: (defaultOf ? defaultOf(p) : p.defaultValue) ?? null,
  }));
}

function memberGroups(item: ApiItem): Array<[string, ApiMember[]]> {
  // An inherited constructor is still how the item is constructed: it stays with the item's own members.
  const members = (item.members ?? []).filter((m) => !m.inheritedFrom || m.kind === 'constructor');
  if (item.kind === 'enums') return [['Members', members]];
  const groups: Array<[string, ApiMember[]]> = [
    ['Call signatures', [...members.filter((m) => m.kind === 'callSignature'), ...members.filter((m) => m.kind === 'constructSignature')]],
    ['Constructor', members.filter((m) => m.kind === 'constructor')],
    ['Properties', members.filter((m) => m.kind === 'property' || m.kind === 'indexSignature')],
    ['Accessors', members.filter((m) => m.kind === 'accessor')],
    ['Methods', members.filter((m) => m.kind === 'method')],
  ];
  return groups.filter(([, list]) => list.length > 0);
}

/** Flags shown as badges under a member heading. */
export function memberFlags(m: ApiMember): string[] {
  return (['static', 'readonly', 'optional', 'protected', 'abstract', 'deprecated'] as const).filter((f) => m[f]);
}

/** Link to the member's declaration at the pinned commit (members inherited from our items: the base's line). */
function memberSourceUrl(ctx: PageContext, item: ApiItem, m: ApiMember): string | undefined {
  const model = ctx.index.model(item.section);
  return m.source && model ? `${model.sourceBaseUrl}${m.source.path}#L${m.source.line}` : undefined;
}

/** Inline code for any text (a longer fence when the text holds backticks). */
export function inlineCode(text: string): string {
  const fence = text.includes('`') ? '`` ' : '`';
  return `${fence}${text}${fence.split('').reverse().join('')}`;
}

function memberBlock(m: ApiMember, item: ApiItem, ctx: PageContext): string {
  const {links, docs} = ctx;
  const lines: string[] = [`### ${escapeMdxText(memberHeading(m))}`, ''];
  const flags = memberFlags(m);
  const src = memberSourceUrl(ctx, item, m);
  // Inherited members have their history on the base's page.
  const history =
    !m.inheritedFrom && ctx.history
      ? historyProps(ctx.history.timeline.get(item.id)?.members.get(memberHeading(m)), ctx.history)
      : undefined;
  if (flags.length || src || history) {
    const flagsProp = flags.length ? ` f=${jsxProp(flags)}` : '';
    const sourceProps = src ? ` src=${jsxProp(src)} n=${jsxProp(`${item.name}.${memberHeading(m)}`)}` : '';
    const historyProp = history ? ` h=${jsxProp(history)}` : '';
    lines.push(`<ApiMemberMeta${flagsProp}${sourceProps}${historyProp} />`, '');
  }
  if (m.deprecated) {
    lines.push(':::warning Deprecated', '', 'Marked deprecated in the source: prefer another way in new code.', '', ':::', '');
  }
  if (m.inheritedFrom && m.kind === 'constructor') {
    const href = originHref(m.inheritedFrom, links);
    const owner = m.inheritedFrom.name.split('.')[0] ?? m.inheritedFrom.name;
    lines.push(`Inherited from ${href ? `[\`${owner}\`](${href})` : `\`${owner}\``}.`, '');
  }
  const entry = docs?.member(item, m);
  lines.push(...descriptionBlock(entry));
  const memberDefault = descriptionDefault(entry);
  if (memberDefault !== undefined) lines.push(`**Default:** ${inlineCode(memberDefault)}`, '');
  const defaultOf = docs ? (p: ApiParameter) => docs.parameterDefault(item, m, p) : undefined;
  const paramDocs = (parameters: ApiParameter[]) => (docs ? parameterDocs(item, m, parameters, docs) : []);
  if (
    (m.kind === 'method' || m.kind === 'constructor' || m.kind === 'callSignature' || m.kind === 'constructSignature') &&
    m.signatures?.length
  ) {
    const prefix =
      m.kind === 'constructor'
        ? `new ${item.name}`
        : m.kind === 'callSignature'
          ? ''
          : m.kind === 'constructSignature'
            ? 'new '
            : `${m.static ? 'static ' : ''}${m.name}${m.optional ? '?' : ''}`;
    for (const sig of m.signatures) {
      lines.push(
        withParameterDocs(
          `<ApiSignature s=${jsxProp(encodeSignature(signatureView(prefix, sig, links, defaultOf)))}`,
          'ApiSignature',
          paramDocs(sig.parameters),
        ),
        '',
      );
    }
  } else {
    for (const segs of memberSignatureSegs(m, links)) lines.push(`<ApiCode c=${jsxProp(segs)} />`, '');
    // Setter and index-signature keys are parameters too: they get the same table as a signature's.
    const parameters = m.kind === 'accessor' ? (m.setter?.parameters ?? []) : m.kind === 'indexSignature' ? (m.indexParameters ?? []) : [];
    if (parameters.length)
      lines.push(
        withParameterDocs(
          `<ApiParams p=${jsxProp(encodeParameters(parameterRows(parameters, links, defaultOf)))}`,
          'ApiParams',
          paramDocs(parameters),
        ),
        '',
      );
  }
  return lines.join('\n');
}

/** Href of an inherited member's origin (our page or discord.js's), if it has one. */
function originHref(origin: NonNullable<ApiMember['inheritedFrom']>, links: LinkContext): string | undefined {
  return origin.id ? links.urlOf(origin.id) : origin.external ? discordJsUrl(links, origin.external.name, origin.external.kind) : undefined;
}

/**
 * Inherited members, one collapsed group per base (in the order the bases first appear), under one
 * "Inherited members" heading; each member keeps its own h3 anchor (table of contents, search).
 */
export function inheritedSection(item: ApiItem, ctx: PageContext): string[] {
  const groups = new Map<string, {origin: NonNullable<ApiMember['inheritedFrom']>; members: ApiMember[]}>();
  for (const m of item.members ?? []) {
    if (!m.inheritedFrom || m.kind === 'constructor') continue;
    const owner = m.inheritedFrom.name.split('.')[0] ?? m.inheritedFrom.name;
    const group = groups.get(owner) ?? {origin: m.inheritedFrom, members: []};
    group.members.push(m);
    groups.set(owner, group);
  }
  if (!groups.size) return [];
  const out = ['## Inherited members', ''];
  for (const [owner, {origin, members}] of groups) {
    const href = originHref(origin, ctx.links);
    out.push(`<ApiInherited from=${jsxProp(owner)}${href ? ` href=${jsxProp(href)}` : ''} count={${members.length}}>`, '');
    for (const m of members) out.push(memberBlock(m, item, ctx));
    out.push('</ApiInherited>', '');
  }
  return out;
}

/** `position` orders the sidebar by name (file names would put task-context before task). */
export function itemPage(item: ApiItem, ctx: PageContext, position?: number): string {
  const out: string[] = [...itemHead(item, ctx, position)];
  out.push(...importSection(item, ctx.imports ?? {}));
  out.push(...aliasSentences(item, ctx.imports ?? {}));
  if (item.kind === 'functions') out.push(...functionSignatures(item, ctx), ...wrapperTypingLines(item, ctx));
  else out.push(...declarationLines(item, ctx.links));
  if (item.kind === 'classes' || item.kind === 'interfaces') out.push(...externalBaseLines(item, ctx.links));
  for (const [title, members] of memberGroups(item)) {
    out.push(`## ${title}`, '');
    for (const m of members) out.push(memberBlock(m, item, ctx));
  }
  out.push(...inheritedSection(item, ctx));
  out.push(...sourceLines(item, ctx.index));
  return out.join('\n');
}

/** Front matter, the badges, the summary, the history line and the notes on a deprecated or unexported item. */
function itemHead(item: ApiItem, ctx: PageContext, position: number | undefined): string[] {
  const summary = summaryOf(ctx, item.id);
  const model = ctx.index.model(item.section);
  const badges = `k="${KIND_LABELS[item.kind].singular}" pkg=${jsxProp(model?.packageName ?? item.section)}`;
  const flags = `${item.internal ? ' internal' : ''}${item.deprecated ? ' deprecated' : ''}`;
  const out = [
    frontMatter({
      title: item.name,
      sidebar_label: item.name,
      sidebar_position: position,
      description: summary ? descriptionText(summary) : undefined,
      toc_max_heading_level: 3,
    }),
    '',
    COMPONENTS_IMPORT,
    '',
    `<ApiBadges ${badges}${flags} />`,
    '',
  ];
  if (summary) out.push(mdxSafeMarkdown(summary), '');
  out.push(...historyLine(ctx.history?.timeline.get(item.id), ctx.history));
  if (item.deprecated) {
    const sentence = `\`${item.name}\` is marked deprecated in the source. Avoid it in new code; it may be removed in a later release.`;
    out.push(':::warning Deprecated', '', sentence, '', ':::', '');
  }
  if (item.internal) {
    const sentence = [
      `\`${item.name}\` is not exported from any public entry point.`,
      'It is documented because public signatures refer to it; you cannot import it by name.',
    ].join(' ');
    out.push(':::note Not exported', '', sentence, '', ':::', '');
  }
  return out;
}

/** A function's signatures (overloads one after another), each with its parameters' prose. */
function functionSignatures(item: ApiItem, ctx: PageContext): string[] {
  const sigs = item.signatures ?? [];
  const out = [sigs.length > 1 ? `## Signatures (${sigs.length} overloads)` : '## Signature', ''];
  for (const sig of sigs) {
    if (sig.deprecated && !item.deprecated)
      out.push(':::warning Deprecated overload', '', 'This overload is marked deprecated in the source.', '', ':::', '');
    const docs = ctx.docs;
    const defaultOf = docs ? (p: ApiParameter) => docs.parameterDefault(item, undefined, p) : undefined;
    const view = signatureView(`function ${item.name}`, sig, ctx.links, defaultOf);
    out.push(
      withParameterDocs(
        `<ApiSignature s=${jsxProp(encodeSignature(view))}`,
        'ApiSignature',
        docs ? parameterDocs(item, undefined, sig.parameters, docs) : [],
      ),
      '',
    );
  }
  return out;
}

/** What is not a function: its declaration, and the value a type alias shares its name with. */
function declarationLines(item: ApiItem, links: LinkContext): string[] {
  const out = ['## Declaration', '', `<ApiCode c=${jsxProp(declarationSegs(item, links))} />`, ''];
  if (item.value) {
    const value = item.value.const ? 'constant' : 'variable';
    out.push(
      `\`${item.name}\` is also a value: a ${value} of the same name, exported together with the type.`,
      '',
      `<ApiCode c=${jsxProp(valueSegs(item, links))} />`,
      '',
    );
  }
  return out;
}

/** A class or interface extending a discord.js type has all its members: the page lists only its own. */
function externalBaseLines(item: ApiItem, links: LinkContext): string[] {
  const externalBases = (item.extends ?? []).flatMap((t) =>
    (t.refs ?? []).filter((r) => r.external && r.start === 0).map((r) => r.external!),
  );
  return externalBases.flatMap((ext) => [
    `Also has every member of discord.js's [\`${ext.name}\`](${discordJsUrl(links, ext.name, ext.kind)}); ` +
      'only the members declared or overridden here are listed below.',
    '',
  ]);
}

/** The item's declaration at the pinned commit (and the same-name value's). */
function sourceLines(item: ApiItem, index: ApiIndex): string[] {
  const src = index.sourceUrl(item);
  if (!src || !item.source) return [];
  const out = ['## Source', '', `[${item.source.path}, line ${item.source.line}](${src})`, ''];
  const model = index.model(item.section);
  const v = item.value?.source;
  if (v && model) {
    const value = item.value!.const ? 'constant' : 'variable';
    out.push(`The ${value}: [${v.path}, line ${v.line}](${model.sourceBaseUrl}${v.path}#L${v.line})`, '');
  }
  return out;
}

/** A discord.js type's page in discord.js's documentation, for the version the site documents against. */
function discordJsUrl(links: LinkContext, name: string, kind: string): string {
  return `https://discord.js.org/docs/packages/discord.js/${links.discordJsVersion}/${name}:${kind}`;
}

/** A function whose wrapper `.d.ts` (e.g. `commandkit/hooks`) declares it differently from its source. */
export function wrapperTypingLines(item: ApiItem, ctx: PageContext): string[] {
  const typing = item.wrapperTyping;
  if (!typing) return [];
  const model = ctx.index.model(item.section);
  const where =
    typing.source && model
      ? ` ([${typing.source.path}, line ${typing.source.line}](${model.sourceBaseUrl}${typing.source.path}#L${typing.source.line}))`
      : '';
  const paths = typing.importPaths.map((p) => `\`${p}\``).join(', ');
  const out = [
    `Imported from ${paths}, it is typed by a separate declaration${where}, which TypeScript uses there instead of the one above:`,
    '',
  ];
  for (const sig of typing.signatures)
    out.push(`<ApiSignature s=${jsxProp(encodeSignature(signatureView(`function ${item.name}`, sig, ctx.links)))} />`, '');
  return out;
}

function itemListLine(item: ApiItem, ctx: PageContext): string {
  const summary = summaryOf(ctx, item.id);
  const flags = [item.internal ? 'not exported' : '', item.deprecated ? 'deprecated' : ''].filter(Boolean);
  const flagNote = flags.length ? ` *(${flags.join(', ')})*` : '';
  const summaryNote = summary ? ` — ${mdxSafeMarkdown(plainText(summary))}` : '';
  return `- [\`${item.name}\`](${ctx.index.url(item.id)})${flagNote}${summaryNote}`;
}

export function sortItems(items: ApiItem[]): ApiItem[] {
  return [...items].sort((a, b) => Number(a.internal) - Number(b.internal) || a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : 1));
}

/**
 * Index pages list items whose summaries are on the items' own pages: they rank themselves down in search
 * (DocSearch's pageRank), so the local engine shows their lines after the pages that explain (a catalogue).
 */
export const CATALOGUE_HEAD = '<head>\n  <meta name="docsearch:page_rank" content="-1" />\n</head>';

export function kindIndexPage(
  section: string,
  kind: ApiKind,
  items: ApiItem[],
  ctx: PageContext,
  opts: {title: string; position: number},
): string {
  const out = [
    frontMatter({
      title: opts.title,
      sidebar_label: KIND_LABELS[kind].plural,
      sidebar_position: opts.position,
      description: `${KIND_LABELS[kind].plural} of ${ctx.index.model(section)?.packageName ?? section} (${ctx.index.version}).`,
    }),
    '',
    CATALOGUE_HEAD,
    '',
    `${items.length} ${countedKind(kind, items.length)} in \`${ctx.index.model(section)?.packageName ?? section}\`.`,
    '',
    ...sortItems(items).map((i) => itemListLine(i, ctx)),
    '',
  ];
  return out.join('\n');
}

/** "class" or "classes", as a count of them reads. */
function countedKind(kind: ApiKind, count: number): string {
  return count === 1 ? KIND_LABELS[kind].singular : KIND_LABELS[kind].plural.toLowerCase();
}

export function sectionIndexPage(section: string, ctx: PageContext, opts: {title: string; intro: string; position: number}): string {
  const model = ctx.index.model(section);
  const items = model?.items ?? [];
  const out = [
    frontMatter({title: opts.title, sidebar_label: opts.title, sidebar_position: opts.position, description: descriptionText(opts.intro)}),
    '',
    CATALOGUE_HEAD,
    '',
    mdxSafeMarkdown(opts.intro),
    '',
  ];
  for (const kind of API_KINDS) {
    const list = items.filter((i) => i.kind === kind);
    if (!list.length) continue;
    out.push(
      `## [${KIND_LABELS[kind].plural}](${kindUrl(ctx.index.routeBase, ctx.index.version, section, kind)})`,
      '',
      ...sortItems(list).map((i) => itemListLine(i, ctx)),
      '',
    );
  }
  return out.join('\n');
}

export function overviewPage(
  ctx: PageContext,
  sections: Array<{section: string; sentence: string}>,
  opts: {title: string; intro: string},
): string {
  const out = [
    frontMatter({title: opts.title, sidebar_label: 'Overview', sidebar_position: 0, description: descriptionText(opts.intro)}),
    '',
    CATALOGUE_HEAD,
    '',
    mdxSafeMarkdown(opts.intro),
    '',
  ];
  out.push('| Package | Items | What it is for |', '| --- | --- | --- |');
  for (const {section, sentence} of sections) {
    const model = ctx.index.model(section);
    const count = model?.items.filter((i) => !i.internal).length ?? 0;
    const packageLink = `[\`${model?.packageName ?? section}\`](${sectionUrl(ctx.index.routeBase, ctx.index.version, section)})`;
    out.push(`| ${packageLink} | ${count} | ${mdxSafeMarkdown(sentence)} |`);
  }
  out.push('');
  return out.join('\n');
}

export type {Seg};
