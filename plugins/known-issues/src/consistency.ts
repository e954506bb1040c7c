/**
 * Cross-checks between the issue files and the guide pages: every `<KnownIssue id>` a page uses exists in its
 * version, every page an issue lists exists and shows the issue, and every guide page showing an issue is
 * listed by it (so the list page links every place a reader meets it). Used by the unit tests.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {docFile, ISSUE_VERSIONS, loadIssues, usedIssueIds, type IssueVersion, type KnownIssue} from './issues';
import {LEGACY_VERSION} from '../../shared/docs-versions';

/** Guide folders per version, relative to the site, and the prefix a doc id is relative to. */
export const GUIDE_ROOTS: Record<IssueVersion, {folder: string; docsRoot: string}> = {
  '1.x': {folder: 'docs/guide', docsRoot: 'docs'},
  [LEGACY_VERSION]: {folder: 'versioned_docs/version-0.1.10/guide', docsRoot: 'versioned_docs/version-0.1.10'},
};

function pagesUnder(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, {recursive: true}) as string[];
  } catch {
    return [];
  }
  return names
    .filter((n) => /\.mdx?$/.test(n) && statSync(join(dir, n)).isFile())
    .map((n) => join(dir, n))
    .sort();
}

export interface ConsistencyReport {
  issues: Record<IssueVersion, Map<string, KnownIssue>>;
  problems: string[];
}

export function checkConsistency(siteDir: string, issuesDir: string): ConsistencyReport {
  const problems: string[] = [];
  const issues = {} as ConsistencyReport['issues'];
  for (const version of ISSUE_VERSIONS) {
    const byId = loadIssues(issuesDir, version);
    issues[version] = byId;
    const {folder, docsRoot} = GUIDE_ROOTS[version];
    const usedBy = new Map<string, Set<string>>();
    for (const file of pagesUnder(join(siteDir, folder))) {
      const docId = relative(join(siteDir, docsRoot), file)
        .split(sep)
        .join('/')
        .replace(/\.mdx?$/, '');
      const page = relative(siteDir, file).split(sep).join('/');
      for (const id of usedIssueIds(readFileSync(file, 'utf8'))) {
        if (!byId.has(id))
          problems.push(`${page}: <KnownIssue id="${id}" /> names no ${version} issue (known-issues/${version}/${id}.md is missing)`);
        const set = usedBy.get(id) ?? new Set<string>();
        set.add(docId);
        usedBy.set(id, set);
      }
    }
    for (const issue of byId.values()) {
      const where = `known-issues/${version}/${issue.id}.md`;
      for (const docId of issue.pages) {
        if (!docFile(siteDir, version, docId)) problems.push(`${where}: page "${docId}" is not a ${version} doc`);
        else if (!usedBy.get(issue.id)?.has(docId))
          problems.push(`${where}: lists page "${docId}", which does not show <KnownIssue id="${issue.id}" />`);
      }
      for (const docId of usedBy.get(issue.id) ?? []) {
        if (!issue.pages.includes(docId)) problems.push(`${where}: shown on "${docId}" but that page is not in its pages list`);
      }
    }
  }
  return {issues, problems};
}
