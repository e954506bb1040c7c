/** Reads every built HTML page of an output folder and extracts the records (used by postBuild and the export CLI). */
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {extractRecords, routeFromFile, type ExtractOptions} from './extract';
import type {SearchRecord} from '../../../src/search/types';

export async function listHtmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

export function isExcluded(route: string, excludeRoutes: readonly string[]): boolean {
  return excludeRoutes.some((prefix) => route === prefix || route.startsWith(`${prefix.replace(/\/$/, '')}/`));
}

export async function collectRecords(
  outDir: string,
  options: ExtractOptions & {excludeRoutes: readonly string[]; baseUrl?: string},
): Promise<SearchRecord[]> {
  const files = await listHtmlFiles(outDir);
  const baseUrl = (options.baseUrl ?? '/').replace(/\/$/, '');
  const records: SearchRecord[] = [];
  for (const file of files) {
    const route = `${baseUrl}${routeFromFile(file)}`;
    if (isExcluded(route, options.excludeRoutes.map((r) => `${baseUrl}${r}`))) {
      continue;
    }
    const html = await readFile(path.join(outDir, file), 'utf8');
    records.push(...extractRecords(html, route || '/', options));
  }
  return records;
}
