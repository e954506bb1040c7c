/**
 * What changed between two snapshots of the API: items and members added, removed, and whose declared
 * signature changed. Members of an added or removed item are not listed again.
 */
import type {HistorySnapshot, SnapshotItem} from './snapshot';

export interface ItemChange {
  id: string;
  before: string;
  after: string;
}

export interface MemberRef {
  /** Item id. */
  id: string;
  /** Member heading (`reloadCommands()`). */
  member: string;
  signature: string;
}

export interface MemberChange {
  id: string;
  member: string;
  before: string;
  after: string;
}

export interface SnapshotDiff {
  /**
   * An item whose id changed while the name it was imported by is still exported (the name became an
   * export alias of another id of the same section and kind): the same API, listed as renamed, not as
   * removed and added. Its member changes are listed under the new id.
   */
  renamedItems: Array<{from: string; to: string}>;
  addedItems: Array<{id: string; item: SnapshotItem}>;
  removedItems: Array<{id: string; item: SnapshotItem}>;
  changedItems: ItemChange[];
  addedMembers: MemberRef[];
  removedMembers: MemberRef[];
  changedMembers: MemberChange[];
}

const byId = <T extends {id: string}>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const has = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/** `section:kind:` of an id, and the names an item answers to. */
const folderOf = (id: string) => id.split(':').slice(0, 2).join(':');
const nameOf = (id: string) => id.split(':')[2]!.replace(/~\d+$/, '');
const namesOf = (id: string, item: SnapshotItem) => [nameOf(id), ...(item.aliases ?? [])];

export function diffSnapshots(from: Pick<HistorySnapshot, 'items'>, to: Pick<HistorySnapshot, 'items'>): SnapshotDiff {
  const diff: SnapshotDiff = {
    renamedItems: [],
    addedItems: [],
    removedItems: [],
    changedItems: [],
    addedMembers: [],
    removedMembers: [],
    changedMembers: [],
  };
  const added = Object.entries(to.items).filter(([id]) => !has(from.items, id));
  const removed = Object.entries(from.items).filter(([id]) => !has(to.items, id));
  const pairs: Array<[string, string]> = [];
  for (const [oldId, oldItem] of removed) {
    const match = added.find(
      ([newId, newItem]) =>
        folderOf(newId) === folderOf(oldId) &&
        !pairs.some(([, n]) => n === newId) &&
        namesOf(newId, newItem).some((n) => namesOf(oldId, oldItem).includes(n)),
    );
    if (match) pairs.push([oldId, match[0]]);
  }
  for (const [fromId, toId] of pairs) diff.renamedItems.push({from: fromId, to: toId});
  for (const [id, item] of added) if (!pairs.some(([, n]) => n === id)) diff.addedItems.push({id, item});
  for (const [id, item] of removed) if (!pairs.some(([o]) => o === id)) diff.removedItems.push({id, item});
  const previousId = new Map(pairs.map(([o, n]) => [n, o]));
  for (const [id, after] of Object.entries(to.items)) {
    const beforeId = has(from.items, id) ? id : previousId.get(id);
    if (!beforeId) continue;
    const before = from.items[beforeId]!;
    // A rename alone is not a new signature: compare with the old name written as the new one.
    const beforeText = beforeId === id ? before.signature : before.signature.replace(new RegExp(`\\b${nameOf(beforeId)}\\b`), nameOf(id));
    if (beforeText !== after.signature) diff.changedItems.push({id, before: before.signature, after: after.signature});
    const a = before.members ?? {};
    const b = after.members ?? {};
    for (const [member, signature] of Object.entries(b)) {
      if (!has(a, member)) diff.addedMembers.push({id, member, signature});
      else if (a[member] !== signature) diff.changedMembers.push({id, member, before: a[member]!, after: signature});
    }
    for (const [member, signature] of Object.entries(a)) if (!has(b, member)) diff.removedMembers.push({id, member, signature});
  }
  diff.addedItems.sort(byId);
  diff.removedItems.sort(byId);
  diff.changedItems.sort(byId);
  return diff;
}

export function isEmptyDiff(diff: SnapshotDiff): boolean {
  return Object.values(diff).every((list) => list.length === 0);
}

/** Item ids the diff touches in any way (the item, or one of its members). */
export function touchedItemIds(diff: SnapshotDiff): Set<string> {
  return new Set(
    [
      ...diff.renamedItems.map((r) => ({id: r.to})),
      ...diff.addedItems,
      ...diff.removedItems,
      ...diff.changedItems,
      ...diff.addedMembers,
      ...diff.removedMembers,
      ...diff.changedMembers,
    ].map((e) => e.id),
  );
}

/** Counts for summaries: "3 items added, 1 removed, 5 changed; 12 members added, ...". */
export function diffCounts(diff: SnapshotDiff): Record<keyof SnapshotDiff, number> {
  return Object.fromEntries(Object.entries(diff).map(([k, v]) => [k, v.length])) as Record<keyof SnapshotDiff, number>;
}
