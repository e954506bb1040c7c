/** What the history scripts read from the site: the 1.x model index, the history points and snapshots, guide usage. */
import {join} from 'node:path';
import {loadIndex, documentedCommit} from '../../../plugins/api-reference/src/public';
import {findPoint, readPoints, type HistoryPoint} from '../../../plugins/api-reference/src/public';
import {readSnapshot, type HistorySnapshot} from '../../../plugins/api-reference/src/public';
import {readGuidePages, usageIndex, type PageUse} from '../../../plugins/api-reference/src/public';
import type {ApiIndex} from '../../../plugins/api-reference/src/public';

export interface SiteHistory {
  index: ApiIndex;
  points: HistoryPoint[];
  /** The point of the commit the 1.x models document. */
  documented: HistoryPoint;
  pointOf: (commit: string) => HistoryPoint | undefined;
  snapshotOf: (point: HistoryPoint) => HistorySnapshot;
  usage: Map<string, PageUse>;
}

export function loadSiteHistory(siteDir: string): SiteHistory {
  const modelsDir = join(siteDir, 'api-models');
  const {index} = loadIndex(modelsDir, '1.x');
  const points = readPoints(modelsDir);
  const commit = documentedCommit(index);
  const documented = commit ? findPoint(points, commit) : undefined;
  if (!documented)
    throw new Error(
      `The documented commit ${commit ?? '(unknown)'} is no point of api-models/1.x/history/releases.json: ` +
        `add it and run npm run api:history.`,
    );
  const cache = new Map<string, HistorySnapshot>();
  const snapshotOf = (p: HistoryPoint) => {
    if (!cache.has(p.commit)) cache.set(p.commit, readSnapshot(modelsDir, p));
    return cache.get(p.commit)!;
  };
  return {
    index,
    points,
    documented,
    pointOf: (c) => findPoint(points, c),
    snapshotOf,
    usage: usageIndex(readGuidePages(join(siteDir, 'docs', 'guide')), index),
  };
}
