/**
 * docs-per-sidebar: @docusaurus/plugin-content-docs, with each version's route split by sidebar
 * (split.ts), so that a guide page does not download the API sidebar and the metadata of every API page,
 * an API page not the guide's, and neither the other version's. Everything else is the stock plugin:
 * same options (validated by its own validateOptions), same content, same global data, same routes and
 * URLs; only the routes it adds are rewritten before they reach Docusaurus.
 *
 * Usage (docusaurus.config.ts): preset `docs: false`, and in `plugins`:
 *   ['./plugins/docs-per-sidebar/src/index.ts', {...the docs plugin options}]
 */
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import docsPlugin, {validateOptions as validateDocsOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import {splitDocsRoutes, type SplitOptions} from './split';

// No DocCard on this site (no category index page, no DocCardList): the docs map is left empty.
export const SPLIT_OPTIONS: SplitOptions = {docs: 'none'};

export const validateOptions = validateDocsOptions;

export default async function docsPerSidebarPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  const plugin = (await docsPlugin(context, options)) as Plugin<unknown>;
  const {contentLoaded} = plugin;
  if (!contentLoaded) return plugin;
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig) => args.actions.addRoute(splitDocsRoutes(route, SPLIT_OPTIONS));
      await contentLoaded.call(plugin, {...args, actions: {...args.actions, addRoute}});
    },
  };
}
