/** dev-server has nothing to configure: it only changes how `docusaurus start` watches files. */
export {optionsSchema, validateOptions} from '../../shared/id-only-options';
export type {Options, PluginOptions} from '../../shared/id-only-options';
