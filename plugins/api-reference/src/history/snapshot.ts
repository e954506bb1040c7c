/**
 * A compact record of the 1.x API at one history point (api-models/1.x/history/<version>-<short>.json):
 * per item its id, kind, section and declared signature, and the signature of each member it declares
 * (inherited members are recorded on their base). Facts only: the text is the declaration our model
 * prints (generate/dts.ts), never comment text.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {ApiItem, ApiMember, ApiPackageModel} from '../model/types';
import {declarationOf, memberLines} from '../generate/dts';
import {memberHeading} from '../generate/render';
import {historyDir, snapshotFileName, type HistoryPoint} from './points';

export interface SnapshotItem {
  kind: ApiItem['kind'];
  section: string;
  /** Not exported by any entry point (a type public signatures use). */
  internal?: true;
  /** Other names it is exported under (`RedisCache` for `RedisCacheProvider`), `default` left out. */
  aliases?: string[];
  /** The declaration, members left out (`class CommandKit extends EventEmitter`, `function useStore(): ...`). */
  signature: string;
  /** Member heading (as the item page titles it: `reloadCommands()`, `static instance`) -> its declaration. */
  members?: Record<string, string>;
}

export interface HistorySnapshot {
  version: string;
  commit: string;
  date: string;
  release: boolean;
  /** Item id -> facts, ids sorted. */
  items: Record<string, SnapshotItem>;
}

/** The declaration of an item without its member lines, and without `export `. */
export function itemSignature(item: ApiItem): string {
  const declaration = declarationOf(item).replace(/^export /gm, '');
  if (item.kind === 'classes' || item.kind === 'interfaces' || item.kind === 'enums')
    return declaration.split('\n')[0]!.replace(/ \{$/, '');
  return declaration;
}

/** One member's declaration (overloads and accessor pairs one per line). */
export function memberSignature(member: ApiMember, isClass: boolean): string {
  if (member.kind === 'enumMember') return `${member.name}${member.value ? ` = ${member.value}` : ''}`;
  if (member.kind === 'constructor' && !isClass) return '';
  return memberLines(member, isClass)
    .map((line) => line.replace(/;$/, ''))
    .join('\n');
}

export function snapshotItem(item: ApiItem): SnapshotItem {
  const isClass = item.kind === 'classes';
  // A Map, not an object: `constructor` is a member heading, and every object inherits one.
  const members = new Map<string, string>();
  for (const m of item.members ?? []) {
    if (m.inheritedFrom) continue;
    const text = memberSignature(m, isClass);
    if (!text) continue;
    const key = memberHeading(m);
    members.set(key, members.has(key) ? `${members.get(key)}\n${text}` : text);
  }
  const aliases = (item.aliases ?? []).map((a) => a.name).filter((n) => n !== 'default');
  return {
    kind: item.kind,
    section: item.section,
    ...(item.internal ? {internal: true as const} : {}),
    ...(aliases.length ? {aliases} : {}),
    signature: itemSignature(item),
    ...(members.size ? {members: Object.fromEntries(members)} : {}),
  };
}

export function buildSnapshot(models: readonly ApiPackageModel[], point: HistoryPoint): HistorySnapshot {
  const entries = models.flatMap((m) => m.items.map((item) => [item.id, snapshotItem(item)] as const));
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {version: point.version, commit: point.commit, date: point.date, release: point.release, items: Object.fromEntries(entries)};
}

/** One item per line: small diffs in review, and the file stays compact. */
export function serialiseSnapshot(snapshot: HistorySnapshot): string {
  const {items, ...head} = snapshot;
  const lines = Object.entries(items).map(([id, item]) => `  ${JSON.stringify(id)}: ${JSON.stringify(item)}`);
  return `${JSON.stringify(head).slice(0, -1)},\n "items": {\n${lines.join(',\n')}\n }\n}\n`;
}

export function snapshotPath(modelsDir: string, point: HistoryPoint): string {
  return join(historyDir(modelsDir), snapshotFileName(point));
}

export function writeSnapshot(modelsDir: string, point: HistoryPoint, snapshot: HistorySnapshot): string {
  const file = snapshotPath(modelsDir, point);
  writeFileSync(file, serialiseSnapshot(snapshot));
  return file;
}

export function readSnapshot(modelsDir: string, point: HistoryPoint): HistorySnapshot {
  return JSON.parse(readFileSync(snapshotPath(modelsDir, point), 'utf8')) as HistorySnapshot;
}
