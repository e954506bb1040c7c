/** Options of the route-sections plugin (Docusaurus's `validateOptions` convention). */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '../../shared/joi';

export interface PluginOptions {
  id: string;
  /** Sibling pages needed to make a section; smaller groups stay in the main route table. */
  minRoutesPerSection: number;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {id: 'default', minRoutesPerSection: 2};

export const optionsSchema = Joi.object<PluginOptions>({
  id: Joi.string().default(DEFAULT_OPTIONS.id),
  minRoutesPerSection: Joi.number().integer().min(2).default(DEFAULT_OPTIONS.minRoutesPerSection),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
