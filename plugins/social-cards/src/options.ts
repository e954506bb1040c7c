/** Options of the social-cards plugin (Docusaurus's `validateOptions` convention). */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '../../shared/joi';

export interface PluginOptions {
  id: string;
  /** The docs plugin instance whose pages get cards. */
  docsPluginId: string;
  /**
   * Worker threads rendering cards; 0 renders in the build's own thread. One by default: the cards are drawn
   * beside the bundler and the page renderer, which keep every core busy, and one worker finishes them long
   * before postBuild needs them; each further worker costs its start-up and its own JIT warm-up in CPU
   * (bench/RESULTS.md, "Cold build: the extras made cheaper").
   */
  workers: number;
  /** Folder of the cards kept between builds (relative to the site). */
  cacheDir: string;
}

export type Options = Partial<PluginOptions>;

export const optionsSchema = Joi.object<PluginOptions>({
  id: Joi.string().default('default'),
  docsPluginId: Joi.string().default('default'),
  workers: Joi.number().integer().min(0).max(16).default(1),
  cacheDir: Joi.string().default('node_modules/.cache/social-cards'),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
