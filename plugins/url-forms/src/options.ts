/** Options of the url-forms plugin (Docusaurus's `validateOptions` convention). */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '../../shared/joi';

export interface PluginOptions {
  id: string;
  /** Regular expressions (as strings) of built HTML files, relative to the output folder, not to copy. */
  exclude: string[];
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {id: 'default', exclude: []};

export const optionsSchema = Joi.object<PluginOptions>({
  id: Joi.string().default(DEFAULT_OPTIONS.id),
  exclude: Joi.array()
    .items(
      Joi.string().custom((value: string) => {
        new RegExp(value); // throws "Invalid regular expression: ..." for a bad pattern
        return value;
      }, 'regular expression'),
    )
    .default(DEFAULT_OPTIONS.exclude),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options);
}
