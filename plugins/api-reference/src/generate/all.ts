/** Generates both versions into their conventional folders of a Docusaurus site. */
import {join} from 'node:path';
import type {ApiVersion} from '../model/types';
import {DEFAULT_ROUTE_BASES} from '../model/lookup';
import {generateVersion} from './write';
import {VERSION_NAMES} from '../../../shared/docs-versions';

export interface GenerateAllOptions {
  siteDir: string;
  modelsDir?: string;
  routeBases?: Partial<Record<ApiVersion, string>>;
  discordJsVersion?: string;
  /** Default: <siteDir>/known-issues. */
  knownIssuesDir?: string;
  /** Default: <siteDir>/node_modules/.cache/api-reference (facts read from the guide's examples). */
  cacheDir?: string;
}

export function outDirFor(siteDir: string, version: ApiVersion): string {
  return version === '1.x'
    ? join(siteDir, 'docs', 'api-reference')
    : join(siteDir, 'versioned_docs', `version-${version}`, 'api-reference');
}

export function generateAll(options: GenerateAllOptions): Array<{version: ApiVersion; pages: number; items: number; outDir: string}> {
  const modelsDir = options.modelsDir ?? join(options.siteDir, 'api-models');
  return VERSION_NAMES.map((version) => {
    const outDir = outDirFor(options.siteDir, version);
    const r = generateVersion({
      version,
      modelsDir,
      outDir,
      routeBase: options.routeBases?.[version] ?? DEFAULT_ROUTE_BASES[version],
      discordJsVersion: options.discordJsVersion,
      knownIssuesDir: options.knownIssuesDir ?? join(options.siteDir, 'known-issues'),
      guideDir: version === '1.x' ? join(options.siteDir, 'docs', 'guide') : undefined,
      cacheDir: options.cacheDir ?? join(options.siteDir, 'node_modules', '.cache', 'api-reference'),
    });
    return {version, ...r, outDir};
  });
}
