/**
 * Our prose about members and parameters (api-models/<version>/<section>.members*.json) on item pages:
 * which key holds a member's text, and the MDX that shows it. Pure.
 */
import type {ApiItem, ApiMember, ApiParameter} from '../model/types';
import {
  descriptionDefault,
  descriptionText,
  functionParameterKey,
  memberKey,
  memberParameterKey,
  type ApiMemberDescriptions,
  type DescriptionEntry,
} from '../model/description-keys';
import {mdxSafeMarkdown} from './render';

/** Looks up items by id (ApiIndex satisfies it). */
export interface ItemsById {
  byId: ReadonlyMap<string, ApiItem>;
}

/** Where a member's prose lives: the item that declares it (members inherited from our items) and its name. */
export function declaringOwner(items: ItemsById, item: ApiItem, member: ApiMember): {itemId: string; memberName: string} {
  let ownerId = item.id;
  let current = member;
  // Inheritance chains (StringSelectMenuProps -> SelectMenuProps -> CommonSelectMenuProps) end at the declaration.
  for (let hops = 0; current.inheritedFrom?.id && hops < 16; hops++) {
    const parent = items.byId.get(current.inheritedFrom.id);
    const declared = parent?.members?.find((m) => m.name === current.name);
    if (!parent || !declared) return {itemId: current.inheritedFrom.id, memberName: current.name};
    ownerId = parent.id;
    current = declared;
  }
  return {itemId: ownerId, memberName: current.name};
}

export class MemberDocs {
  constructor(
    private readonly items: ItemsById,
    private readonly descriptions: ApiMemberDescriptions,
  ) {}

  member(item: ApiItem, member: ApiMember): DescriptionEntry | undefined {
    const owner = declaringOwner(this.items, item, member);
    return this.descriptions[memberKey(owner.itemId, owner.memberName)];
  }

  /** A parameter of a member (`member` set) or of a function item. */
  parameter(item: ApiItem, member: ApiMember | undefined, parameter: string): DescriptionEntry | undefined {
    if (!member) return this.descriptions[functionParameterKey(item.id, parameter)];
    const owner = declaringOwner(this.items, item, member);
    return this.descriptions[memberParameterKey(owner.itemId, owner.memberName, parameter)];
  }

  /** The default shown for a parameter: the one our prose names (what the code applies), else the initialiser. */
  parameterDefault(item: ApiItem, member: ApiMember | undefined, parameter: ApiParameter): string | undefined {
    return descriptionDefault(this.parameter(item, member, parameter.name)) ?? parameter.defaultValue;
  }
}

/** A line of MDX that `import`/`export` would start as an ES module statement: its first letter as a character reference. */
function notEsm(line: string): string {
  return /^(import|export)\b/.test(line) ? `&#${line.charCodeAt(0)};${line.slice(1)}` : line;
}

/** A description as MDX paragraphs (blank lines separate paragraphs; `{`, `<` outside code escaped). */
export function descriptionBlock(entry: DescriptionEntry | undefined): string[] {
  const text = descriptionText(entry)?.trim();
  if (!text) return [];
  return text
    .split(/\n\s*\n/)
    .map((p) => notEsm(mdxSafeMarkdown(p.replace(/\s*\n\s*/g, ' ').trim())))
    .flatMap((p) => [p, '']);
}

/** A description as one line of inline MDX (for a table cell). */
export function descriptionInline(entry: DescriptionEntry | undefined): string | undefined {
  const text = descriptionText(entry)?.trim();
  return text ? mdxSafeMarkdown(text.replace(/\s+/g, ' ')) : undefined;
}

/** `<ApiParam n="name">description</ApiParam>` children for the parameter tables of <ApiSignature>/<ApiParams>. */
export function parameterDocs(item: ApiItem, member: ApiMember | undefined, parameters: ApiParameter[], docs: MemberDocs): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const p of parameters) {
    if (seen.has(p.name)) continue;
    seen.add(p.name);
    const text = descriptionInline(docs.parameter(item, member, p.name));
    if (text) out.push(`<ApiParam n=${JSON.stringify(p.name)}>${text}</ApiParam>`);
  }
  return out;
}

/** `<Tag props>` + parameter docs + `</Tag>`, or a self-closing tag when no parameter is described. */
export function withParameterDocs(open: string, tag: string, docs: string[]): string {
  return docs.length ? [`${open}>`, ...docs, `</${tag}>`].join('\n') : `${open} />`;
}
