/** Reading and writing model files (stable formatting so diffs stay small). */
import {mkdirSync, readFileSync, writeFileSync, existsSync, readdirSync, statSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import type {ApiPackageModel, ApiSummaries, ApiVersion} from './types';
import type {ApiMemberDescriptions, DescriptionEntry} from './description-keys';

export function modelPath(modelsDir: string, version: ApiVersion, section: string): string {
  return join(modelsDir, version, `${section}.json`);
}

export function summariesPath(modelsDir: string, version: ApiVersion, section: string): string {
  return join(modelsDir, version, `${section}.summaries.json`);
}

export function writeModel(modelsDir: string, model: ApiPackageModel): string {
  const file = modelPath(modelsDir, model.version, model.section);
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, JSON.stringify(model, null, 1) + '\n');
  return file;
}

export function readModel(file: string): ApiPackageModel {
  return JSON.parse(readFileSync(file, 'utf8')) as ApiPackageModel;
}

export function readSummaries(file: string): ApiSummaries {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ApiSummaries) : {};
}

/**
 * Files of a version folder that are not section models: data kept beside them (run-time import facts,
 * pages for names the old site documented). Section models are `<section>.json`; prose files have a second
 * dot (`<section>.summaries.json`, `<section>.members.json`).
 */
export const NON_SECTION_FILES = new Set(['runtime.json', 'former-pages.json']);

/** Section names that have a model file for a version, sorted. */
export function listSections(modelsDir: string, version: ApiVersion): string[] {
  const dir = join(modelsDir, version);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /^[a-z0-9-]+\.json$/.test(f) && !NON_SECTION_FILES.has(f))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

/**
 * The member and parameter descriptions of a section: `<section>.members.json` plus any part files
 * `<section>.members.<part>.json` (written separately, e.g. internal items), merged. `duplicates` lists keys
 * set by more than one file (the main file, then parts in name order: the first wins), so a test can reject them.
 */
export function readMemberDescriptions(
  modelsDir: string,
  version: ApiVersion,
  section: string,
): {descriptions: ApiMemberDescriptions; files: string[]; duplicates: string[]} {
  const dir = join(modelsDir, version);
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f === `${section}.members.json` || (f.startsWith(`${section}.members.`) && f.endsWith('.json')))
        // The main file first, then the parts by name.
        .sort((a, b) => Number(b === `${section}.members.json`) - Number(a === `${section}.members.json`) || (a < b ? -1 : 1))
        .map((f) => join(dir, f))
    : [];
  const descriptions: ApiMemberDescriptions = {};
  const duplicates: string[] = [];
  for (const file of files) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${file}: expected an object of description keys`);
    for (const [key, entry] of Object.entries(parsed as Record<string, unknown>)) {
      const valid =
        typeof entry === 'string' ||
        (!!entry && typeof entry === 'object' && typeof (entry as {description?: unknown}).description === 'string');
      if (!valid) throw new Error(`${file}: "${key}" must be a string or {"description": "...", "default": "..."}`);
      if (key in descriptions) {
        duplicates.push(key);
        continue;
      }
      descriptions[key] = entry as DescriptionEntry;
    }
  }
  return {descriptions, files, duplicates};
}

/**
 * What has been read of each version folder, with the stamp (names, sizes and times of its files) it was read
 * at: a build reads every model once however many plugins and pages ask, and a dev server that sees
 * `api:extract` rewrite a file reads the folder again.
 */
const loaded = new Map<string, {stamp: string; value: unknown}>();

function folderStamp(dir: string): string {
  if (!existsSync(dir)) return 'none';
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const stat = statSync(join(dir, f));
      return `${f}:${stat.size}:${stat.mtimeMs}`;
    })
    .join('|');
}

function memoised<T>(what: string, modelsDir: string, version: ApiVersion, read: () => T): T {
  const dir = resolve(modelsDir, version);
  const key = `${what}|${dir}`;
  const stamp = folderStamp(dir);
  const hit = loaded.get(key);
  if (hit && hit.stamp === stamp) return hit.value as T;
  const value = read();
  loaded.set(key, {stamp, value});
  return value;
}

/**
 * Every section model of a version, in section order: the one loader of the API models (the remark links,
 * the generated pages, the hovers, the examples check and the MCP server all read through it). Shared between
 * callers: treat the result as read-only.
 */
export function loadModels(modelsDir: string, version: ApiVersion): readonly ApiPackageModel[] {
  return memoised('models', modelsDir, version, () =>
    listSections(modelsDir, version).map((s) => readModel(modelPath(modelsDir, version, s))),
  );
}

/** Every section's one-line summaries of a version, in one map (keys are item ids). Read-only, shared. */
export function loadSummaries(modelsDir: string, version: ApiVersion): Readonly<ApiSummaries> {
  return memoised('summaries', modelsDir, version, () => {
    const all: ApiSummaries = {};
    for (const section of listSections(modelsDir, version)) Object.assign(all, readSummaries(summariesPath(modelsDir, version, section)));
    return all;
  });
}

/** Every section's member and parameter descriptions of a version, in one map (keys carry their item id). Read-only, shared. */
export function loadDescriptions(modelsDir: string, version: ApiVersion): Readonly<ApiMemberDescriptions> {
  return memoised('descriptions', modelsDir, version, () => {
    const all: ApiMemberDescriptions = {};
    for (const section of listSections(modelsDir, version))
      Object.assign(all, readMemberDescriptions(modelsDir, version, section).descriptions);
    return all;
  });
}
