/** robots-txt has nothing to configure: the sitemap's address comes from the site's `url` and `baseUrl`. */
export {optionsSchema, validateOptions} from '../../shared/id-only-options';
export type {Options, PluginOptions} from '../../shared/id-only-options';
