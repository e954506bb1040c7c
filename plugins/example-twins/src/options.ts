/** Options of the example-twins plugin (Docusaurus's `validateOptions` convention). */
export {optionsSchema, validateOptions} from '../../shared/id-only-options';
export type {Options, PluginOptions} from '../../shared/id-only-options';
