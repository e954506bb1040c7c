/**
 * MDX page builders (pure: model + index in, page text out).
 */
import type {ApiItem, ApiKind, ApiMember, ApiSignature, ApiSummaries} from '../model/types';
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
import {importSection, type ImportFacts} from './imports';

export const COMPONENTS_IMPORT = "import {ApiBadges, ApiCode, ApiSignature} from '@site/src/components/api';";

export interface PageContext {
  index: ApiIndex;
  summaries: ApiSummaries;
  links: LinkContext;
  /** Run-time facts and known issues for the import lines (generate/imports.ts); absent = types only. */
  imports?: ImportFacts;
}

function summaryOf(ctx: PageContext, id: string): string | undefined {
  const s = ctx.summaries[id];
  return s && s.trim() ? s.trim() : undefined;
}

/** Compact props for <ApiSignature>: c = code line, tp = type params, p = params, r = returns. */
export function signatureProps(prefix: string, sig: ApiSignature, links: LinkContext) {
  return {
    c: signatureSegs(prefix, sig, links),
    ...(sig.typeParameters?.length
      ? {tp: sig.typeParameters.map((tp) => [tp.name, tp.constraint ? typeSegs(tp.constraint, links) : null, tp.default ? typeSegs(tp.default, links) : null])}
      : {}),
    ...(sig.parameters.length
      ? {
          p: sig.parameters.map((p) => [
            p.name,
            typeSegs(p.type, links),
            `${p.optional || p.defaultValue !== undefined ? 'o' : ''}${p.rest ? 'r' : ''}`,
            p.defaultValue ?? null,
          ]),
        }
      : {}),
    r: typeSegs(sig.returns, links),
  };
}

function memberGroups(item: ApiItem): Array<[string, ApiMember[]]> {
  const members = item.members ?? [];
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

function memberBlock(m: ApiMember, item: ApiItem, ctx: PageContext): string {
  const {links} = ctx;
  const lines: string[] = [`### ${escapeMdxText(memberHeading(m))}`, ''];
  const badges: string[] = [];
  if (m.static) badges.push('static');
  if (m.readonly) badges.push('readonly');
  if (m.optional) badges.push('optional');
  if (m.protected) badges.push('protected');
  if (m.abstract) badges.push('abstract');
  if (m.deprecated) badges.push('deprecated');
  if (m.deprecated) {
    lines.push(':::warning Deprecated', '', 'Marked deprecated in the source: prefer another way in new code.', '', ':::', '');
  }
  if ((m.kind === 'method' || m.kind === 'constructor' || m.kind === 'callSignature' || m.kind === 'constructSignature') && m.signatures?.length) {
    const prefix =
      m.kind === 'constructor'
        ? `new ${item.name}`
        : m.kind === 'callSignature'
          ? ''
          : m.kind === 'constructSignature'
            ? 'new '
            : `${m.static ? 'static ' : ''}${m.name}${m.optional ? '?' : ''}`;
    for (const sig of m.signatures) lines.push(`<ApiSignature s=${jsxProp(signatureProps(prefix, sig, links))} />`, '');
  } else if (m.kind === 'accessor') {
    for (const segs of memberSignatureSegs(m, links)) lines.push(`<ApiCode c=${jsxProp(segs)} />`, '');
  } else {
    for (const segs of memberSignatureSegs(m, links)) lines.push(`<ApiCode c=${jsxProp(segs)} />`, '');
  }
  if (m.inheritedFrom) {
    const origin = m.inheritedFrom;
    const owner = origin.name.split('.')[0] ?? origin.name;
    const href = origin.id ? links.urlOf(origin.id) : origin.external ? `https://discord.js.org/docs/packages/discord.js/${links.discordJsVersion}/${origin.external.name}:${origin.external.kind}` : undefined;
    lines.push(`Inherited from ${href ? `[\`${owner}\`](${href})` : `\`${owner}\``}.`, '');
  }
  return lines.join('\n');
}

/** `position` orders the sidebar by name (file names would put task-context before task). */
export function itemPage(item: ApiItem, ctx: PageContext, position?: number): string {
  const {index, links} = ctx;
  const summary = summaryOf(ctx, item.id);
  const model = index.model(item.section);
  const out: string[] = [];
  out.push(
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
    `<ApiBadges k="${KIND_LABELS[item.kind].singular}" pkg=${jsxProp(model?.packageName ?? item.section)}${item.internal ? ' internal' : ''}${item.deprecated ? ' deprecated' : ''} />`,
    '',
  );
  if (summary) out.push(mdxSafeMarkdown(summary), '');
  if (item.deprecated) {
    out.push(':::warning Deprecated', '', `\`${item.name}\` is marked deprecated in the source. Avoid it in new code; it may be removed in a later release.`, '', ':::', '');
  }
  if (item.internal) {
    out.push(
      ':::note Not exported',
      '',
      `\`${item.name}\` is not exported from any public entry point. It is documented because public signatures refer to it; you cannot import it by name.`,
      '',
      ':::',
      '',
    );
  }
  out.push(...importSection(item, ctx.imports ?? {}));
  const aliasLines = aliasSentences(item);
  if (aliasLines.length) out.push(...aliasLines.flatMap((l) => [l, '']));
  if (item.kind === 'functions') {
    const sigs = item.signatures ?? [];
    out.push(sigs.length > 1 ? `## Signatures (${sigs.length} overloads)` : '## Signature', '');
    for (const sig of sigs) {
      if (sig.deprecated && !item.deprecated) out.push(':::warning Deprecated overload', '', 'This overload is marked deprecated in the source.', '', ':::', '');
      out.push(`<ApiSignature s=${jsxProp(signatureProps(`function ${item.name}`, sig, links))} />`, '');
    }
  } else {
    out.push('## Declaration', '', `<ApiCode c=${jsxProp(declarationSegs(item, links))} />`, '');
    if (item.value) {
      out.push(
        `\`${item.name}\` is also a value: a ${item.value.const ? 'constant' : 'variable'} of the same name, exported together with the type.`,
        '',
        `<ApiCode c=${jsxProp(valueSegs(item, links))} />`,
        '',
      );
    }
  }
  const externalBases = (item.extends ?? []).flatMap((t) => (t.refs ?? []).filter((r) => r.external && r.start === 0).map((r) => r.external!));
  if (item.kind === 'classes' || item.kind === 'interfaces') {
    for (const ext of externalBases) {
      out.push(`Also has every member of discord.js's [\`${ext.name}\`](https://discord.js.org/docs/packages/discord.js/${links.discordJsVersion}/${ext.name}:${ext.kind}); only the members declared or overridden here are listed below.`, '');
    }
  }
  for (const [title, members] of memberGroups(item)) {
    out.push(`## ${title}`, '');
    for (const m of members) out.push(memberBlock(m, item, ctx));
  }
  const src = index.sourceUrl(item);
  if (src && item.source) {
    out.push('## Source', '', `[${item.source.path}, line ${item.source.line}](${src})`, '');
    const model = index.model(item.section);
    const v = item.value?.source;
    if (v && model) out.push(`The ${item.value!.const ? 'constant' : 'variable'}: [${v.path}, line ${v.line}](${model.sourceBaseUrl}${v.path}#L${v.line})`, '');
  }
  return out.join('\n');
}

/** "Also exported as `Alias` from `path`." lines (export aliases; `default` = the default export). */
export function aliasSentences(item: ApiItem): string[] {
  const out: string[] = [];
  for (const alias of item.aliases ?? []) {
    const paths = alias.importPaths.map((p) => `\`${p}\``).join(', ');
    if (alias.name === 'default') out.push(`Also the default export of ${paths}: \`import ${item.name} from '${alias.importPaths[0]}';\`.`);
    else out.push(`Also exported as \`${alias.name}\` from ${paths}: \`import { ${alias.name} } from '${alias.importPaths[0]}';\`.`);
  }
  return out;
}

function itemListLine(item: ApiItem, ctx: PageContext): string {
  const summary = summaryOf(ctx, item.id);
  const flags = [item.internal ? 'not exported' : '', item.deprecated ? 'deprecated' : ''].filter(Boolean);
  return `- [\`${item.name}\`](${ctx.index.url(item.id)})${flags.length ? ` *(${flags.join(', ')})*` : ''}${summary ? ` — ${mdxSafeMarkdown(plainText(summary))}` : ''}`;
}

export function sortItems(items: ApiItem[]): ApiItem[] {
  return [...items].sort((a, b) => Number(a.internal) - Number(b.internal) || a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : 1));
}

export function kindIndexPage(section: string, kind: ApiKind, items: ApiItem[], ctx: PageContext, opts: {title: string; position: number}): string {
  const out = [
    frontMatter({title: opts.title, sidebar_label: KIND_LABELS[kind].plural, sidebar_position: opts.position, description: `${KIND_LABELS[kind].plural} of ${ctx.index.model(section)?.packageName ?? section} (${ctx.index.version}).`}),
    '',
    `${items.length} ${items.length === 1 ? KIND_LABELS[kind].singular : KIND_LABELS[kind].plural.toLowerCase()} in \`${ctx.index.model(section)?.packageName ?? section}\`.`,
    '',
    ...sortItems(items).map((i) => itemListLine(i, ctx)),
    '',
  ];
  return out.join('\n');
}

export function sectionIndexPage(section: string, ctx: PageContext, opts: {title: string; intro: string; position: number}): string {
  const model = ctx.index.model(section);
  const items = model?.items ?? [];
  const out = [
    frontMatter({title: opts.title, sidebar_label: opts.title, sidebar_position: opts.position, description: descriptionText(opts.intro)}),
    '',
    mdxSafeMarkdown(opts.intro),
    '',
  ];
  for (const kind of API_KINDS) {
    const list = items.filter((i) => i.kind === kind);
    if (!list.length) continue;
    out.push(`## [${KIND_LABELS[kind].plural}](${kindUrl(ctx.index.routeBase, ctx.index.version, section, kind)})`, '', ...sortItems(list).map((i) => itemListLine(i, ctx)), '');
  }
  return out.join('\n');
}

export function overviewPage(ctx: PageContext, sections: Array<{section: string; sentence: string}>, opts: {title: string; intro: string}): string {
  const out = [frontMatter({title: opts.title, sidebar_label: 'Overview', sidebar_position: 0, description: descriptionText(opts.intro)}), '', mdxSafeMarkdown(opts.intro), ''];
  out.push('| Package | Items | What it is for |', '| --- | --- | --- |');
  for (const {section, sentence} of sections) {
    const model = ctx.index.model(section);
    const count = model?.items.filter((i) => !i.internal).length ?? 0;
    out.push(`| [\`${model?.packageName ?? section}\`](${sectionUrl(ctx.index.routeBase, ctx.index.version, section)}) | ${count} | ${mdxSafeMarkdown(sentence)} |`);
  }
  out.push('');
  return out.join('\n');
}

export type {Seg};
