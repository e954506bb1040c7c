/** Options of the llms-markdown plugin (Docusaurus's `validateOptions` convention). */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '../../shared/joi';

export interface PluginOptions {
  id: string;
  /** The docs plugin instance whose pages get twins. */
  docsPluginId: string;
  /** The one-paragraph summary under the title of /llms.txt. */
  summary: string;
  /** Folder of the twins kept between builds (relative to the site). */
  cacheDir: string;
  /**
   * Remark plugins of the docs that only change how a page looks (build-time highlighting, diagrams drawn to
   * SVG, example twins and message previews): the twins keep the plain code blocks instead.
   */
  skipRemarkPlugins: Array<(...args: never[]) => unknown>;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_SUMMARY =
  'CommandKit is a framework for building Discord bots with discord.js: commands and events as files in folders, ' +
  'middlewares, JSX for message components, and official plugins for AI, caching, i18n, analytics, scheduled tasks, ' +
  'workflows and Redis. This site documents the current 1.x release line and the earlier 0.1.10 release.';

export const optionsSchema = Joi.object<PluginOptions>({
  id: Joi.string().default('default'),
  docsPluginId: Joi.string().default('default'),
  summary: Joi.string().trim().min(1).default(DEFAULT_SUMMARY),
  cacheDir: Joi.string().default('node_modules/.cache/llms-markdown'),
  skipRemarkPlugins: Joi.array().items(Joi.function()).default([]),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
