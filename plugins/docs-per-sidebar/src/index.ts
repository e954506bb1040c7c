/**
 * docs-per-sidebar: @docusaurus/plugin-content-docs, with each version's route split by sidebar
 * (split.ts), so that a guide page does not download the API sidebar and the metadata of every API page,
 * an API page not the guide's, and neither the other version's. Everything else is the stock plugin:
 * same options (validated by its own validateOptions), same content, same global data, same routes and
 * URLs; only the routes it adds are rewritten before they reach Docusaurus, and its global data (in every
 * page's main.js) loses the list of every doc (global-data.ts), with NavbarItem/DocSidebarNavbarItem reading
 * the sidebars' base paths in its place.
 *
 * Usage (docusaurus.config.ts): preset `docs: false`, and in `plugins`:
 *   ['./plugins/docs-per-sidebar/src/index.ts', {...the docs plugin options}]
 */
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import docsPlugin, {validateOptions as validateDocsOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import {mentionsDocCard} from './doc-card-use';
import {slimGlobalData} from './global-data';
import {splitDocsRoutes, type SplitOptions} from './split';
import {themePaths} from '../../shared/theme-paths';

interface LoadedVersionLike {
  categoryGeneratedIndices?: unknown[];
  docs?: Array<{source?: string}>;
}

/**
 * The docs map is read only by DocCard (category index pages and DocCardList). With neither in the site it
 * is left empty; as soon as a generated index or a page mentioning DocCard appears, titles are kept, so a
 * card never looks up a doc that is not there.
 */
export function splitOptionsFor(siteDir: string, versions: readonly LoadedVersionLike[]): SplitOptions {
  const usesCards = versions.some(
    (version) =>
      (version.categoryGeneratedIndices?.length ?? 0) > 0 || (version.docs ?? []).some((doc) => mentionsDocCard(siteDir, doc.source)),
  );
  return {docs: usesCards ? 'titles' : 'none'};
}

export const validateOptions = validateDocsOptions;

export default async function docsPerSidebarPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  const plugin = (await docsPlugin(context, options)) as Plugin<unknown>;
  const {contentLoaded} = plugin;
  if (!contentLoaded) return plugin;
  return {
    ...plugin,
    ...themePaths(import.meta.url),
    async contentLoaded(args) {
      const versions = (args.content as {loadedVersions?: LoadedVersionLike[]} | undefined)?.loadedVersions ?? [];
      const splitOptions = splitOptionsFor(context.siteDir, versions);
      const addRoute = (route: RouteConfig) => args.actions.addRoute(splitDocsRoutes(route, splitOptions));
      const setGlobalData = (data: unknown) => args.actions.setGlobalData(slimGlobalData(data));
      await contentLoaded.call(plugin, {...args, actions: {...args.actions, addRoute, setGlobalData}});
    },
  };
}
