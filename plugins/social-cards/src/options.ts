/** Options of the social-cards plugin (Docusaurus's `validateOptions` convention). */
import {availableParallelism} from 'node:os';
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '../../shared/joi';

export interface PluginOptions {
  id: string;
  /** The docs plugin instance whose pages get cards. */
  docsPluginId: string;
  /** Worker threads rendering cards; 0 renders in the build's own thread. */
  workers: number;
  /** Folder of the cards kept between builds (relative to the site). */
  cacheDir: string;
}

export type Options = Partial<PluginOptions>;

export const optionsSchema = Joi.object<PluginOptions>({
  id: Joi.string().default('default'),
  docsPluginId: Joi.string().default('default'),
  workers: Joi.number().integer().min(0).max(16).default(Math.min(4, availableParallelism())),
  cacheDir: Joi.string().default('node_modules/.cache/social-cards'),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
