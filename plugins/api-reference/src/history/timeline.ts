/**
 * Per item and per member: the release it was added in (when the oldest covered point lacks it), the
 * releases where its signature changed (before and after), and the release it was removed in.
 * Computed from consecutive snapshots of the covered points (points.ts `coveredPoints`).
 */
import {diffSnapshots} from './diff';
import type {HistorySnapshot} from './snapshot';

export interface Change {
  /** Label of the point where the new signature first appears. */
  in: string;
  before: string;
  after: string;
}

export interface MemberHistory {
  added?: string;
  removed?: string;
  changes: Change[];
}

export interface ItemHistory {
  added?: string;
  /** Set when the last covered point lacks the item: the point that dropped it. */
  removed?: string;
  /** Label of the last point that had it (removed items). */
  lastSeen?: string;
  /** The last signature it had (removed items). */
  lastSignature?: string;
  changes: Change[];
  members: Map<string, MemberHistory>;
}

export interface LabelledSnapshot {
  label: string;
  snapshot: HistorySnapshot;
}

function entry<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

export function buildTimeline(points: readonly LabelledSnapshot[]): Map<string, ItemHistory> {
  const out = new Map<string, ItemHistory>();
  const item = (id: string) => entry(out, id, () => ({changes: [], members: new Map<string, MemberHistory>()}));
  const member = (id: string, name: string) => entry(item(id).members, name, () => ({changes: []}));
  if (!points.length) return out;
  for (const id of Object.keys(points[0]!.snapshot.items)) item(id);
  for (let i = 1; i < points.length; i++) {
    const prev = points[i - 1]!;
    const {label, snapshot} = points[i]!;
    const diff = diffSnapshots(prev.snapshot, snapshot);
    // A renamed item keeps its history under its new id.
    for (const {from, to} of diff.renamedItems) {
      const h = out.get(from);
      if (h) {
        out.set(to, h);
        out.delete(from);
      }
    }
    for (const {id} of diff.addedItems) {
      const h = item(id);
      // Back after a removal: it is current again.
      if (h.removed) {
        delete h.removed;
        delete h.lastSeen;
        delete h.lastSignature;
      } else h.added ??= label;
    }
    for (const {id, item: gone} of diff.removedItems)
      Object.assign(item(id), {removed: label, lastSeen: prev.label, lastSignature: gone.signature});
    for (const c of diff.changedItems) item(c.id).changes.push({in: label, before: c.before, after: c.after});
    for (const m of diff.addedMembers) {
      const h = member(m.id, m.member);
      if (h.removed) delete h.removed;
      else h.added ??= label;
    }
    for (const m of diff.removedMembers) member(m.id, m.member).removed = label;
    for (const c of diff.changedMembers) member(c.id, c.member).changes.push({in: label, before: c.before, after: c.after});
  }
  return out;
}
