/**
 * The remark plugins the docs pages are compiled with, read from the site config (the classic preset's
 * `docs` options, or a standalone content-docs plugin), so the twins see the same links and expansions.
 */
import type {PluggableList} from 'unified';
import {isTwinSource} from './twin-source';

type ConfigEntry = unknown;

function optionsOf(entry: ConfigEntry, names: string[]): Record<string, unknown> | undefined {
  if (!Array.isArray(entry)) return undefined;
  const [name, options] = entry as [unknown, unknown];
  return typeof name === 'string' &&
    names.some((candidate) => name === candidate || name.endsWith(candidate)) &&
    options &&
    typeof options === 'object'
    ? (options as Record<string, unknown>)
    : undefined;
}

export function docsRemarkPlugins(
  siteConfig: {presets?: ConfigEntry[]; plugins?: ConfigEntry[]},
  docsPluginId = 'default',
  skip: ReadonlyArray<unknown> = [],
): PluggableList {
  const candidates: Array<Record<string, unknown> | undefined> = [
    ...(siteConfig.presets ?? []).map(
      (preset) => optionsOf(preset, ['classic', '@docusaurus/preset-classic'])?.docs as Record<string, unknown> | undefined,
    ),
    ...(siteConfig.plugins ?? []).map((plugin) =>
      optionsOf(plugin, ['content-docs', '@docusaurus/plugin-content-docs', 'docs-per-sidebar/src/index.ts']),
    ),
  ];
  const docs = candidates.find((options) => options && ((options.id as string | undefined) ?? 'default') === docsPluginId);
  const plugins = [
    ...((docs?.beforeDefaultRemarkPlugins as PluggableList | undefined) ?? []),
    ...((docs?.remarkPlugins as PluggableList | undefined) ?? []),
  ];
  // The twin-source plugin hands the loader's tree to the twins: it is not part of making one.
  return plugins.filter((plugin) => !isTwinSource(plugin) && !skip.includes(Array.isArray(plugin) ? plugin[0] : plugin));
}
