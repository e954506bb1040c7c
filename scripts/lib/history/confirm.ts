/**
 * The per-page confirmation record (docs-history/confirmed.json: guide doc id -> the framework commit the
 * page was last confirmed against). A page is stale when an API item or member it uses (history/usage.ts)
 * has a different signature, or is gone, at the documented commit compared with the commit it was confirmed
 * against. The unit tests run this check; `npm run docs:confirm -- <page>` records a confirmation.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {diffSnapshots} from '../../../plugins/api-reference/src/public';
import {pointLabel, shortCommit, type HistoryPoint} from '../../../plugins/api-reference/src/public';
import type {HistorySnapshot} from '../../../plugins/api-reference/src/public';
import type {PageUse} from '../../../plugins/api-reference/src/public';

export const CONFIRMED_FILE = 'docs-history/confirmed.json';

export type ConfirmedRecord = Record<string, string>;

export function readConfirmed(file: string): ConfirmedRecord {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ConfirmedRecord) : {};
}

export function writeConfirmed(file: string, record: ConfirmedRecord): void {
  const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(file, JSON.stringify(sorted, null, 1) + '\n');
}

export interface StaleUse {
  page: string;
  /** Item id, and the member heading when a member changed. */
  id: string;
  member?: string;
  change: 'changed' | 'removed';
}

export interface ConfirmProblem {
  page: string;
  message: string;
  uses: StaleUse[];
}

/** What a page uses that differs between two snapshots. */
export function staleUses(use: PageUse, from: Pick<HistorySnapshot, 'items'>, to: Pick<HistorySnapshot, 'items'>): StaleUse[] {
  const diff = diffSnapshots(from, to);
  const out: StaleUse[] = [];
  for (const r of diff.removedItems) if (use.items.has(r.id)) out.push({page: use.page, id: r.id, change: 'removed'});
  // A renamed item still answers to the name the page uses (diff.ts): only its members' changes count,
  // which the diff lists under the new id.
  const oldId = new Map(diff.renamedItems.map((r) => [r.to, r.from]));
  const usesMember = (id: string, member: string) => use.members.get(id)?.has(member) || use.members.get(oldId.get(id) ?? '')?.has(member);
  for (const c of diff.changedItems) if (use.items.has(c.id)) out.push({page: use.page, id: c.id, change: 'changed'});
  for (const m of diff.changedMembers)
    if (usesMember(m.id, m.member)) out.push({page: use.page, id: oldId.get(m.id) ?? m.id, member: m.member, change: 'changed'});
  for (const m of diff.removedMembers)
    if (usesMember(m.id, m.member)) out.push({page: use.page, id: oldId.get(m.id) ?? m.id, member: m.member, change: 'removed'});
  return out;
}

const name = (u: StaleUse) => `${u.id.split(':')[2]}${u.member ? `.${u.member}` : ''}`;

/**
 * Pages not confirmed since the API they use changed. `snapshotOf` finds a history point's snapshot by
 * commit (undefined when the commit is no point of the history).
 */
export function unconfirmedPages(
  usage: ReadonlyMap<string, PageUse>,
  confirmed: ConfirmedRecord,
  documented: HistoryPoint,
  pointOf: (commit: string) => HistoryPoint | undefined,
  snapshotOf: (point: HistoryPoint) => HistorySnapshot,
): ConfirmProblem[] {
  const problems: ConfirmProblem[] = [];
  const how = (page: string) =>
    `confirm it against ${shortCommit(documented.commit)} (read it against the API at that commit, fix ` +
    `what changed, then run: npm run docs:confirm -- ${page})`;
  for (const use of usage.values()) {
    const commit = confirmed[use.page];
    if (!commit) {
      problems.push({page: use.page, uses: [], message: `${use.page}: no confirmation record in ${CONFIRMED_FILE}; ${how(use.page)}`});
      continue;
    }
    if (documented.commit.startsWith(commit) || commit.startsWith(documented.commit)) continue;
    const point = pointOf(commit);
    if (!point) {
      problems.push({
        page: use.page,
        uses: [],
        message: `${use.page}: confirmed against ${shortCommit(commit)}, which is no point of the API history; ${how(use.page)}`,
      });
      continue;
    }
    const stale = staleUses(use, snapshotOf(point), snapshotOf(documented));
    if (stale.length) {
      const list = stale.map((u) => `${name(u)} (${u.change})`).join(', ');
      problems.push({
        page: use.page,
        uses: stale,
        message: `${use.page}: uses ${list} since ${pointLabel(point)}, the commit it was last confirmed against; ${how(use.page)}`,
      });
    }
  }
  return problems;
}

/** Seeds the record for a move from -> to: pages untouched by the move are confirmed at `to`, the others stay at `from`. */
export function seedConfirmed(
  usage: ReadonlyMap<string, PageUse>,
  from: HistoryPoint,
  to: HistoryPoint,
  snapshotOf: (point: HistoryPoint) => HistorySnapshot,
): ConfirmedRecord {
  const record: ConfirmedRecord = {};
  for (const use of usage.values()) record[use.page] = staleUses(use, snapshotOf(from), snapshotOf(to)).length ? from.commit : to.commit;
  return record;
}
