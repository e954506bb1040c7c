/** dev-lazy-pages has nothing to configure besides its id. */
export {optionsSchema, validateOptions} from '../../shared/id-only-options';
export type {Options, PluginOptions} from '../../shared/id-only-options';
