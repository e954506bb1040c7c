/** Reading and writing model files (stable formatting so diffs stay small). */
import {mkdirSync, readFileSync, writeFileSync, existsSync, readdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {ApiPackageModel, ApiSummaries, ApiVersion} from './types';

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
