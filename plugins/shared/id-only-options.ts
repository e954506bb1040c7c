/**
 * Options of a plugin that takes none besides its id (Docusaurus's `validateOptions` convention), shared by the
 * plugins that have nothing to configure: each re-exports these from its own options module.
 */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from './joi';

export interface PluginOptions {
  id: string;
}

export type Options = Partial<PluginOptions>;

export const optionsSchema = Joi.object<PluginOptions>({id: Joi.string().default('default')});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
