/** Options of the offline plugin, validated with Joi. */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '../../shared/joi';

export interface PluginOptions {
  id: string;
  /** Square SVG under static/ the install icons are drawn from. */
  logo: string;
  /** The installed app's title bar and splash colours. */
  themeColor: string;
  backgroundColor: string;
  /** Pages whose scripts and styles form the shell, precached at install (site paths). */
  shellPages: string[];
  /**
   * Modules (path suffixes) whose dynamic imports load code that must work offline without having been used online
   * (the search bar's dialog, the search engine): every chunk those imports load joins the shell.
   */
  shellImporters: string[];
  /** Search tags whose index is saved when the page names none of its own (pages outside the docs). */
  defaultSearchTags: string[];
  /** At most this many pages kept for offline reading; the oldest go first. */
  pageLimit: number;
  /** At most this many runtime-kept files (page chunks, images); the oldest go first. */
  assetLimit: number;
}

export type Options = Partial<PluginOptions>;

export const optionsSchema = Joi.object<PluginOptions>({
  id: Joi.string().default('default'),
  logo: Joi.string().default('img/logo.svg'),
  themeColor: Joi.string().default('#1b1b1d'),
  backgroundColor: Joi.string().default('#1b1b1d'),
  shellPages: Joi.array().items(Joi.string().pattern(/^\//)).default(['/']),
  shellImporters: Joi.array().items(Joi.string()).default([]),
  defaultSearchTags: Joi.array().items(Joi.string()).default(['default']),
  pageLimit: Joi.number().integer().min(1).default(500),
  assetLimit: Joi.number().integer().min(1).default(2000),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
