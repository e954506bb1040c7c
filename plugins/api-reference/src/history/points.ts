/**
 * The points of 1.x's history: the framework's release tags and the commits the site has documented,
 * in commit order (api-models/1.x/history/releases.json, written by hand: which commits count is a decision,
 * not a fact an extractor can find). A point is labelled by its package version and short commit,
 * `1.2.0-rc.5 (c9390dc)`. `release: false` marks a development commit kept because the site documented it
 * (its version is `<last tag>+<commits since>`, as `git describe` counts): the drift report and the
 * confirmation record compare against it, but it gets no "What changed" page.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

export interface HistoryPoint {
  /** Git ref the snapshot is extracted from (tag or commit). */
  ref: string;
  /** Full commit hash. */
  commit: string;
  /** Package version the point is known by (`1.2.0-rc.10`, `1.2.0`; `1.2.0-rc.6+19` between tags). */
  version: string;
  /** Commit date, YYYY-MM-DD. */
  date: string;
  release: boolean;
}

export function historyDir(modelsDir: string): string {
  return join(modelsDir, '1.x', 'history');
}

export function shortCommit(commit: string): string {
  return commit.slice(0, 7);
}

/** `1.2.0-rc.5 (c9390dc)` */
export function pointLabel(point: Pick<HistoryPoint, 'version' | 'commit'>): string {
  return `${point.version} (${shortCommit(point.commit)})`;
}

/** File of a point's snapshot inside the history folder: `1.2.0-rc.5-c9390dc.json`. */
export function snapshotFileName(point: Pick<HistoryPoint, 'version' | 'commit'>): string {
  return `${point.version.replace(/[^\w.-]+/g, '-')}-${shortCommit(point.commit)}.json`;
}

/**
 * URL segment of a release's "What changed" page: the version with dots and other separators as dashes
 * (`1.2.0-rc.10` -> `v1-2-0-rc-10`), so no segment looks like a file extension to a static host.
 */
export function changesSlug(version: string): string {
  return `v${version.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
}

const HASH_RE = /^[0-9a-f]{40}$/;

/** Reads and checks releases.json. */
export function readPoints(modelsDir: string): HistoryPoint[] {
  const file = join(historyDir(modelsDir), 'releases.json');
  if (!existsSync(file)) return [];
  const points = JSON.parse(readFileSync(file, 'utf8')) as HistoryPoint[];
  for (const p of points) {
    const problems = [
      !p.ref && 'no ref',
      !HASH_RE.test(p.commit ?? '') && 'commit is not a full hash',
      !/^\d+\.\d+\.\d+(-[\w.+]+|\+\d+)?$/.test(p.version ?? '') && `version "${p.version}" is not a package version`,
      !/^\d{4}-\d{2}-\d{2}$/.test(p.date ?? '') && 'date is not YYYY-MM-DD',
      typeof p.release !== 'boolean' && 'release is not true/false',
    ].filter(Boolean);
    if (problems.length) throw new Error(`${file}: point "${p.ref ?? '?'}": ${problems.join(', ')}`);
  }
  return points;
}

/**
 * The points a page of the documented commit speaks about: every release up to the documented commit, then
 * the documented commit itself (a release or not). Throws when the documented commit has no point.
 */
export function coveredPoints(points: readonly HistoryPoint[], documentedCommit: string): HistoryPoint[] {
  const at = points.findIndex((p) => p.commit === documentedCommit || p.commit.startsWith(documentedCommit));
  if (at < 0)
    throw new Error(
      `The documented commit ${shortCommit(documentedCommit)} is not a point of the API history ` +
        `(api-models/1.x/history/releases.json): add it and run npm run api:history.`,
    );
  return [...points.slice(0, at).filter((p) => p.release), points[at]!];
}

/** Finds a point by full or abbreviated commit, ref or version. */
export function findPoint(points: readonly HistoryPoint[], key: string): HistoryPoint | undefined {
  return points.find((p) => p.ref === key || p.version === key || (key.length >= 7 && p.commit.startsWith(key)));
}
