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

/** Files of api-models/<version>/ that are not section models (run-time facts, member prose...). */
const NOT_SECTIONS = /\.summaries\.json$|\.members[^/]*\.json$|^runtime\.json$/;

/** Section names that have a model file for a version, sorted. */
export function listSections(modelsDir: string, version: ApiVersion): string[] {
  const dir = join(modelsDir, version);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !NOT_SECTIONS.test(f))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}
