/**
 * Small typed helpers for tests, in place of `as never` casts.
 */
import type {OptionValidationContext, Plugin} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

type DeepPartial<T> = T extends (...args: never[]) => unknown ? T : T extends object ? {[K in keyof T]?: DeepPartial<T[K]>} : T;

/** A value a test builds with only the fields the code under test reads (the rest would be noise). */
export function partial<T>(value: DeepPartial<T>): T {
  return value as T;
}

/** A value of the wrong shape on purpose: the code under test must refuse it (untyped input from a page or a request). */
export function malformed<T>(value: unknown): T {
  return value as T;
}

/**
 * A plugin's validateOptions, run the way Docusaurus runs it (its own normalizePluginOptions as `validate`, which
 * also checks the plugin id), so a test passes options in and gets the normalised options or the error out.
 */
export function testValidate<Options, PluginOptions>(
  validateOptions: (context: OptionValidationContext<Options, PluginOptions>) => PluginOptions,
): (options: Options) => PluginOptions {
  // normalizePluginOptions is typed for schemas with an id; every plugin schema here is an object schema.
  const validate = normalizePluginOptions as unknown as OptionValidationContext<Options, PluginOptions>['validate'];
  return (options) => validateOptions({validate, options});
}

type WebpackConfig = Parameters<NonNullable<Plugin['configureWebpack']>>[0];
type WebpackUtils = Parameters<NonNullable<Plugin['configureWebpack']>>[2];

/**
 * A plugin's configureWebpack (client build unless `isServer`), given only the parts of the bundler config the
 * plugin reads; its content is the plugin's loaded content (none for these plugins).
 */
export function configureWebpack<Content>(
  plugin: Pick<Plugin<Content>, 'configureWebpack'>,
  config: DeepPartial<WebpackConfig>,
  isServer = false,
): unknown {
  return plugin.configureWebpack!(partial<WebpackConfig>(config), isServer, partial<WebpackUtils>({}), undefined as Content);
}
