/** Options of the minify-cache plugin, validated with Joi (Docusaurus's `validateOptions` convention). */
import * as utilsValidation from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

// CommonJS without statically detectable named exports: Joi is on the default export under Node's ESM
// loader (tsx, tests) and a plain property under Docusaurus's jiti loader.
type UtilsValidation = typeof import('@docusaurus/utils-validation');
const moduleValue = utilsValidation as unknown as UtilsValidation & {default?: UtilsValidation};
const Joi = moduleValue.Joi ?? moduleValue.default?.Joi;

export interface PluginOptions {
  id: string;
  /** Cache folder, relative to the site folder (under node_modules/.cache, so `docusaurus clear` empties it). */
  cacheDir: string;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: Omit<PluginOptions, 'id'> = {cacheDir: 'node_modules/.cache/minify-cache'};

export const optionsSchema = Joi.object<PluginOptions>({
  id: Joi.string().default('default'),
  cacheDir: Joi.string().default(DEFAULT_OPTIONS.cacheDir),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
