/**
 * Docusaurus plugin for known issues (framework defects a reader can hit), one Markdown file each in
 * known-issues/<version>/<id>.md (format: ./issues.ts).
 *
 * Pages show an issue with `<KnownIssue id="..." />` and the list page of a version with `<KnownIssueList />`;
 * the remark plugin in ./remark.ts expands both at MDX compile time. This plugin:
 * - validates its options (dir);
 * - checks every issue file when the site loads (a malformed file fails the build with its path);
 * - watches the issue files in `docusaurus start` and drops the remark plugin's cache on reload;
 * - folds a hash of the issue files into the bundler's persistent-cache version, so pages compiled with an
 *   older issue text are recompiled (the remark plugin reads the files from disk, outside the module graph).
 */
import {join, resolve} from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '../../shared/joi';
import {cacheVersionConfig, type BundlerCacheConfig} from '../../shared/bundler-cache';
import {folderHash} from '../../shared/folder-hash';
import {ISSUE_VERSIONS, loadIssues} from './issues';
import {clearKnownIssuesCache} from './remark';

export interface PluginOptions {
  id?: string;
  /** Folder of known-issues/<version>/<id>.md, relative to the site dir. */
  dir: string;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {dir: 'known-issues'};

const optionsSchema = Joi.object<PluginOptions>({
  id: Joi.string(),
  dir: Joi.string().default(DEFAULT_OPTIONS.dir),
});

export function validateOptions({options, validate}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}

/** A key of every issue file (`<version>/<id>.md`), or "none". */
export function issuesHash(dir: string): string {
  return folderHash(dir, {include: isIssueFile});
}

function isIssueFile(file: string): boolean {
  const [version, name, ...deeper] = file.split('/');
  return deeper.length === 0 && !!name?.endsWith('.md') && (ISSUE_VERSIONS as readonly string[]).includes(version!);
}

export default function pluginKnownIssues(context: LoadContext, options: PluginOptions): Plugin<void> {
  const dir = resolve(context.siteDir, options.dir ?? DEFAULT_OPTIONS.dir);
  return {
    name: 'known-issues',
    async loadContent() {
      clearKnownIssuesCache();
      // Parse every file now: a malformed issue fails the build here, with its path, even if no page uses it.
      for (const version of ISSUE_VERSIONS) loadIssues(dir, version);
    },
    getPathsToWatch() {
      return [join(dir, '**', '*.md')];
    },
    configureWebpack(config) {
      return cacheVersionConfig(config as BundlerCacheConfig, `issues-${issuesHash(dir)}`) as never;
    },
  };
}
