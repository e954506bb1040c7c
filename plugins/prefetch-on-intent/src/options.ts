/** Options of the prefetch-on-intent plugin (none besides the plugin id), validated with Joi. */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '../../shared/joi';

export interface PluginOptions {
  id: string;
}

export type Options = Partial<PluginOptions>;

export const optionsSchema = Joi.object<PluginOptions>({
  id: Joi.string().default('default'),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
