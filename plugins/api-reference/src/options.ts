/** Options of the api-reference Docusaurus plugin, validated with Joi. */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '../../shared/joi';
import {LEGACY_VERSION, type DocsVersion} from '../../shared/docs-versions';

export interface PluginOptions {
  id?: string;
  /** Folder holding api-models/<version>/*.json, relative to the site dir. */
  modelsDir: string;
  /** Regenerate the MDX pages when the plugin loads (also done by `npm run api:generate`). */
  generateOnLoad: boolean;
  /** URL bases of the reference per version. */
  routeBases: Record<DocsVersion, string>;
  /** discord.js version used in links to discord.js's docs. */
  discordJsVersion: string;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  modelsDir: 'api-models',
  generateOnLoad: false,
  routeBases: {'1.x': '/docs/api-reference', [LEGACY_VERSION]: '/docs/v0/api-reference'},
  discordJsVersion: '14.22.1',
};

const routeBase = Joi.string().pattern(/^\/[^\s]*[^/\s]$/, 'absolute path without trailing slash');

export const optionsSchema = Joi.object<PluginOptions>({
  id: Joi.string(),
  modelsDir: Joi.string().default(DEFAULT_OPTIONS.modelsDir),
  generateOnLoad: Joi.boolean().default(DEFAULT_OPTIONS.generateOnLoad),
  routeBases: Joi.object({
    '1.x': routeBase.default(DEFAULT_OPTIONS.routeBases['1.x']),
    [LEGACY_VERSION]: routeBase.default(DEFAULT_OPTIONS.routeBases[LEGACY_VERSION]),
  }).default(DEFAULT_OPTIONS.routeBases),
  discordJsVersion: Joi.string()
    .pattern(/^\d+\.\d+\.\d+$/)
    .default(DEFAULT_OPTIONS.discordJsVersion),
});

export function validateOptions({validate, options}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options ?? {});
}
