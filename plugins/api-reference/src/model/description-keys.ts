/**
 * Stable keys for the prose we write about members and parameters
 * (api-models/<version>/<section>.members.json, beside the item summaries).
 *
 *   member of an item        "<itemId>#<memberName>"          commandkit:classes:CommandKit#reloadCommands
 *   parameter of a member    "<itemId>#<memberName>(<param>)" commandkit:classes:CommandKit#setPrefixResolver(resolver)
 *   parameter of a function  "<itemId>(<param>)"              commandkit:functions:useStore(key)
 *
 * A member inherited from another item of ours is described once, under the item that declares it,
 * so it has no key of its own here. A member inherited from discord.js is described under the item
 * that inherits it (its page is ours, its prose too). Overloads share their parameters' keys by name.
 */
import type {ApiItem, ApiMember, ApiPackageModel, ApiParameter, ApiSignature} from './types';

/** One description: plain text (Markdown inline code allowed), or text plus the default the source applies. */
export type DescriptionEntry = string | {description: string; default?: string};

/** api-models/<version>/<section>.members.json */
export type ApiMemberDescriptions = Record<string, DescriptionEntry>;

export interface DescriptionKey {
  key: string;
  /** What the key describes, for messages and for the writers' skeletons. */
  what: 'member' | 'parameter';
  itemId: string;
  member?: string;
  parameter?: string;
  /** Source position, so a writer can open the code the description must match. */
  source?: {path: string; line: number};
  /** The parameter or field is optional (a default may apply). */
  optional?: boolean;
  /** Source text of a default initialiser found by extraction, when there is one. */
  defaultValue?: string;
}

export function memberKey(itemId: string, memberName: string): string {
  return `${itemId}#${memberName}`;
}

export function memberParameterKey(itemId: string, memberName: string, parameter: string): string {
  return `${itemId}#${memberName}(${parameter})`;
}

export function functionParameterKey(itemId: string, parameter: string): string {
  return `${itemId}(${parameter})`;
}

export function descriptionText(entry: DescriptionEntry | undefined): string | undefined {
  if (entry === undefined) return undefined;
  return typeof entry === 'string' ? entry : entry.description;
}

export function descriptionDefault(entry: DescriptionEntry | undefined): string | undefined {
  return typeof entry === 'object' ? entry.default : undefined;
}

/** Whether the member's prose lives under another item of ours (inherited from it). */
export function describedElsewhere(member: ApiMember): boolean {
  return Boolean(member.inheritedFrom?.id);
}

function memberSignatures(member: ApiMember): ApiSignature[] {
  return [...(member.signatures ?? []), ...(member.getter ? [member.getter] : []), ...(member.setter ? [member.setter] : [])];
}

function uniqueParameters(signatures: ApiSignature[]): ApiParameter[] {
  const byName = new Map<string, ApiParameter>();
  for (const signature of signatures) {
    for (const parameter of signature.parameters) {
      if (!byName.has(parameter.name)) byName.set(parameter.name, parameter);
    }
  }
  return [...byName.values()];
}

function itemKeys(item: ApiItem): DescriptionKey[] {
  const keys: DescriptionKey[] = [];
  for (const parameter of uniqueParameters(item.signatures ?? [])) {
    keys.push({
      key: functionParameterKey(item.id, parameter.name),
      what: 'parameter',
      itemId: item.id,
      parameter: parameter.name,
      source: item.source,
      optional: parameter.optional,
      defaultValue: parameter.defaultValue,
    });
  }
  for (const member of item.members ?? []) {
    if (describedElsewhere(member)) continue;
    keys.push({
      key: memberKey(item.id, member.name),
      what: 'member',
      itemId: item.id,
      member: member.name,
      source: member.source ?? item.source,
      optional: member.optional,
    });
    const parameters = [...uniqueParameters(memberSignatures(member)), ...(member.indexParameters ?? [])];
    for (const parameter of parameters) {
      keys.push({
        key: memberParameterKey(item.id, member.name, parameter.name),
        what: 'parameter',
        itemId: item.id,
        member: member.name,
        parameter: parameter.name,
        source: member.source ?? item.source,
        optional: parameter.optional,
        defaultValue: parameter.defaultValue,
      });
    }
  }
  return keys;
}

/** Every key a section's descriptions file must fill, in model order. */
export function descriptionKeys(model: ApiPackageModel): DescriptionKey[] {
  return model.items.flatMap(itemKeys);
}

/** Keys required by the model that the file lacks (or leaves blank), and keys of the file the model no longer has. */
export function descriptionGaps(model: ApiPackageModel, descriptions: ApiMemberDescriptions): {missing: DescriptionKey[]; stale: string[]} {
  const required = descriptionKeys(model);
  const known = new Set(required.map((k) => k.key));
  const missing = required.filter((k) => !descriptionText(descriptions[k.key])?.trim());
  const stale = Object.keys(descriptions).filter((key) => !known.has(key));
  return {missing, stale};
}
