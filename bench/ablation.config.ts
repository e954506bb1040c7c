/**
 * The site config without the plugins named in ABLATE (comma-separated parts of their paths), to measure
 * what a plugin still buys: `ABLATE=route-sections npx docusaurus build --config bench/ablation.config.ts
 * --out-dir <folder>`, then `bench/reader-bytes.ts` on that folder (bench/RESULTS.md, "Reader weight").
 */
import path from 'node:path';
import type {Config, PluginConfig} from '@docusaurus/types';
import config from '../docusaurus.config';

const drop = (process.env.ABLATE ?? '').split(',').filter(Boolean);

/** What a plugin entry is matched on: its path and options, or the name of a plugin given as a function. */
const describe = (plugin: unknown): string => (typeof plugin === 'function' ? plugin.name : (JSON.stringify(plugin) ?? ''));

/** Docusaurus resolves a plugin's relative path from the config file's folder: the site's plugins, from here. */
const siteDir = path.resolve(__dirname, '..');
const fromSite = (plugin: unknown): PluginConfig => {
  const resolve = (name: string) => (name.startsWith('./') ? path.join(siteDir, name) : name);
  if (typeof plugin === 'string') return resolve(plugin);
  if (Array.isArray(plugin) && typeof plugin[0] === 'string') return [resolve(plugin[0]), plugin[1]];
  return plugin as PluginConfig;
};

const ablated: Config = {
  ...config,
  plugins: (config.plugins ?? []).filter((plugin) => !drop.some((name) => describe(plugin).includes(name))).map(fromSite),
};

export default ablated;
