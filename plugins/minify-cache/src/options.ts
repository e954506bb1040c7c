/** Options of the minify-cache plugin, validated with Joi (Docusaurus's `validateOptions` convention). */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '../../shared/joi';

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
