/** Options of the example-hovers plugin: none besides the id (Docusaurus's `validateOptions` convention). */
export {optionsSchema, validateOptions} from '../../shared/id-only-options';
export type {Options, PluginOptions} from '../../shared/id-only-options';
