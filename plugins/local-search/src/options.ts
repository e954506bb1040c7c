/** Options of the local-search plugin, validated with Joi (Docusaurus's `validateOptions` convention). */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '../../shared/joi';

export interface PluginOptions {
  id: string;
  /** Folder under the build output that receives the shards and the manifest. */
  indexDir: string;
  /** Route prefixes never indexed (e.g. redirects, the 404 page). */
  excludeRoutes: string[];
  /** Forces a mode instead of deciding from the ALGOLIA_* environment variables. */
  mode: 'auto' | 'local' | 'hosted';
  /** Longest text kept for one content record (characters). */
  maxContentLength: number;
}

export type Options = Partial<Omit<PluginOptions, 'id'>> & {id?: string};

export const DEFAULT_OPTIONS: Omit<PluginOptions, 'id'> = {
  indexDir: 'search',
  excludeRoutes: ['/404'],
  mode: 'auto',
  maxContentLength: 1500,
};

export const optionsSchema = Joi.object<PluginOptions>({
  id: Joi.string().default('default'),
  indexDir: Joi.string()
    .pattern(/^[a-z0-9][a-z0-9_-]*$/i)
    .default(DEFAULT_OPTIONS.indexDir),
  excludeRoutes: Joi.array().items(Joi.string().pattern(/^\//)).default(DEFAULT_OPTIONS.excludeRoutes),
  mode: Joi.string().valid('auto', 'local', 'hosted').default(DEFAULT_OPTIONS.mode),
  maxContentLength: Joi.number().integer().min(100).max(20_000).default(DEFAULT_OPTIONS.maxContentLength),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
