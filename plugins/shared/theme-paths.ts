/**
 * The two theme-path hooks of a plugin that ships theme components in a `theme` folder beside its entry
 * module: the same folder serves Docusaurus's resolution and `swizzle --typescript`.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

/** Spread into a plugin: `...themePaths(import.meta.url)`. */
export function themePaths(entryModuleUrl: string): Required<Pick<Plugin, 'getThemePath' | 'getTypeScriptThemePath'>> {
  const themeDir = path.join(path.dirname(fileURLToPath(entryModuleUrl)), 'theme');
  return {getThemePath: () => themeDir, getTypeScriptThemePath: () => themeDir};
}
