/**
 * Run-time facts (api-models/<version>/runtime.json): for every public entry point, whether it loads in
 * Node and which names an ESM `import` and a CommonJS `require` really get. Written by `api:extract`
 * from the real built packages; read by the page generator (import lines, load warnings) and by the
 * code-example check (value imports must exist at run time).
 *
 * The type model (<section>.json) says what TypeScript accepts; this file says what Node does. A name the
 * type model exports from a path but run time does not is "type-only" at that path.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {ApiItem, ApiVersion} from './types';
import {LEGACY_VERSION} from '../../../shared/docs-versions';

/** 2: each load result also says what a default import binds (`default`). */
export const RUNTIME_SCHEMA_VERSION = 2;

/**
 * What a default import of an entry binds: under ESM `import X from '<entry>'`, under CommonJS
 * `require('<entry>').default`. Described by the value it is identical to.
 * - `export`: one of the entry's named exports (`name`), e.g. the class the declarations call the default;
 * - `module`: the CommonJS `module.exports` object itself, which Node's ESM gives as the default of every
 *   CommonJS file whatever its `exports.default` says (so `new X()` throws "X is not a constructor");
 * - `none`: undefined;
 * - `value`: another value (`type` is its typeof).
 */
export type DefaultImport = {binds: 'export'; name: string} | {binds: 'module'} | {binds: 'none'} | {binds: 'value'; type: string};

/** One way of loading an entry: `import(...)` (ESM) or `require(...)` (CommonJS). */
export interface LoadResult {
  loads: boolean;
  /** Names the loader gives, with a value other than undefined (sorted; `default` excluded). */
  names: string[];
  /** What a default import binds (when the entry loads). */
  default?: DefaultImport;
  /** First line of the error when it does not load, machine paths removed. */
  error?: string;
}

export interface RuntimeEntry {
  /** Package that publishes the path, e.g. "commandkit" or "@commandkit/tasks". */
  package: string;
  /** File the path resolves to, relative to the package root (e.g. "ratelimit.cjs", "dist/index.mjs"). */
  file: {esm?: string; cjs?: string};
  esm: LoadResult;
  cjs: LoadResult;
  /**
   * `node:` built-ins the Node that took the facts lacks, replaced by empty stubs so the entry's names could
   * be read (node:sqlite before Node 22.5); the framework asks for a newer Node than the one used.
   */
  stubbedBuiltins?: string[];
}

export interface RuntimeFacts {
  schemaVersion: number;
  version: ApiVersion;
  /** What was loaded: "built from the framework source at <commit>" or "the published package commandkit@0.1.10". */
  loaded: string;
  /** Node version the facts were taken with. */
  node: string;
  /** Entries read statically (their package could not be built): the reason, by import path. */
  staticOnly?: Record<string, string>;
  /** By public import path. */
  entries: Record<string, RuntimeEntry>;
}

export type LoadMode = 'esm' | 'cjs';

/**
 * How a reader's code loads the framework. 1.x: the CLI compiles a bot to ES modules (tsdown, format esm),
 * so `import` is what runs; a package that publishes only an "import" condition is fine there. 0.1.10:
 * readers run their own CommonJS or ESM code, and the guide shows both.
 */
export const READER_MODES: Record<ApiVersion, readonly LoadMode[]> = {'1.x': ['esm'], [LEGACY_VERSION]: ['esm', 'cjs']};

export function runtimePath(modelsDir: string, version: ApiVersion): string {
  return join(modelsDir, version, 'runtime.json');
}

/** The run-time facts of a version, or undefined when api:extract has not recorded them. */
export function readRuntime(modelsDir: string, version: ApiVersion): RuntimeFacts | undefined {
  const file = runtimePath(modelsDir, version);
  if (!existsSync(file)) return undefined;
  const facts = JSON.parse(readFileSync(file, 'utf8')) as RuntimeFacts;
  if (facts.schemaVersion !== RUNTIME_SCHEMA_VERSION) {
    throw new Error(`${file}: schemaVersion ${facts.schemaVersion}, expected ${RUNTIME_SCHEMA_VERSION}: run npm run api:extract again.`);
  }
  return facts;
}

export function serialiseRuntime(facts: RuntimeFacts): string {
  const entries = Object.fromEntries(Object.entries(facts.entries).sort(([a], [b]) => (a < b ? -1 : 1)));
  return JSON.stringify({...facts, entries}, null, 1) + '\n';
}

/** What a reader gets when they import `name` from `path` with `mode`. */
export type NameAtRunTime =
  | {ok: true}
  /** The entry itself throws while loading: nothing from it can be imported. */
  | {ok: false; reason: 'entry-fails'; error: string}
  /** The entry loads but does not give this name (type-only at this path, or missing from the built wrapper). */
  | {ok: false; reason: 'missing'}
  /** A default import binds something other than the value the declarations call the default. */
  | {ok: false; reason: 'default-differs'; binds: DefaultImport}
  /** No facts for this path (not a public entry, or not recorded). */
  | {ok: false; reason: 'unknown-entry'};

export function nameAtRunTime(facts: RuntimeFacts, path: string, name: string, mode: LoadMode): NameAtRunTime {
  const entry = facts.entries[path];
  if (!entry) return {ok: false, reason: 'unknown-entry'};
  const result = entry[mode];
  if (!result.loads) return {ok: false, reason: 'entry-fails', error: result.error ?? 'fails to load'};
  if (name === 'default')
    return defaultWorks(result.default) ? {ok: true} : {ok: false, reason: 'default-differs', binds: result.default ?? {binds: 'none'}};
  if (result.names.includes(name)) return {ok: true};
  return {ok: false, reason: 'missing'};
}

/**
 * Whether a default import gets a value of its own: a named export or another value. Not when it binds
 * nothing, nor when it binds the CommonJS module object: type declarations that declare a default export
 * (`export default X`, what TypeScript checks the import against) then describe another value than Node gives.
 */
export function defaultWorks(binding: DefaultImport | undefined): boolean {
  return binding?.binds === 'export' || binding?.binds === 'value';
}

/** What the default import of `path` binds the way readers of the version load it, per mode. */
export function defaultImportFacts(facts: RuntimeFacts, path: string): Array<{mode: LoadMode; binding: DefaultImport}> {
  const entry = facts.entries[path];
  if (!entry) return [];
  return READER_MODES[facts.version].filter((m) => entry[m].loads).map((mode) => ({mode, binding: entry[mode].default ?? {binds: 'none'}}));
}

/** Words for a default binding, for warnings and check messages. */
export function describeDefault(binding: DefaultImport, path: string): string {
  switch (binding.binds) {
    case 'export':
      return `the export \`${binding.name}\``;
    case 'module':
      return `the whole CommonJS \`module.exports\` object of \`${path}\``;
    case 'none':
      return '`undefined`';
    default:
      return `a ${binding.type}`;
  }
}

/** Entry points that throw while loading the way readers load them (READER_MODES), with the error. */
export function failingEntries(
  facts: RuntimeFacts,
  modes: readonly LoadMode[] = READER_MODES[facts.version],
): Array<{path: string; error: string}> {
  const out: Array<{path: string; error: string}> = [];
  for (const [path, e] of Object.entries(facts.entries)) {
    const failed = modes.find((m) => !e[m].loads);
    if (failed) out.push({path, error: e[failed].error ?? 'fails to load'});
  }
  return out;
}

/** True when the item has a run-time value at all (classes, functions, variables, enums, const+type pairs). */
export function hasValue(item: ApiItem): boolean {
  return item.kind === 'classes' || item.kind === 'functions' || item.kind === 'variables' || item.kind === 'enums' || Boolean(item.value);
}

export interface ImportAdvice {
  /** The path to show first: one that loads and gives the name in both modes, when there is one. */
  path: string;
  /** The item has a value in its type declarations but no import path gives it at run time. */
  typeOnly: boolean;
  /** Every path the type model lists that fails to load (each needs a warning). */
  failing: Array<{path: string; error: string}>;
  /** Paths that load but lack the name at run time although the types export it. */
  missingAt: string[];
}

/**
 * Which import line to show for an item: the first of its paths (most specific first) that loads and gives
 * the name the way readers load the version (READER_MODES); else its primary path, flagged.
 */
export function importAdvice(item: ApiItem, facts: RuntimeFacts | undefined): ImportAdvice | undefined {
  if (!item.primaryImport) return undefined;
  const paths = [item.primaryImport, ...item.importPaths.filter((p) => p !== item.primaryImport)];
  if (!facts || !hasValue(item)) return {path: item.primaryImport, typeOnly: false, failing: [], missingAt: []};
  const failing: ImportAdvice['failing'] = [];
  const missingAt: string[] = [];
  let working: string | undefined;
  for (const path of paths) {
    const results = READER_MODES[facts.version].map((mode) => nameAtRunTime(facts, path, item.name, mode));
    if (results.every((r) => r.ok)) {
      working ??= path;
      continue;
    }
    const broken = results.find((r): r is Extract<NameAtRunTime, {reason: 'entry-fails'}> => !r.ok && r.reason === 'entry-fails');
    if (broken) failing.push({path, error: broken.error});
    else if (results.some((r) => !r.ok && r.reason === 'missing')) missingAt.push(path);
  }
  return {path: working ?? item.primaryImport, typeOnly: !working && failing.length === 0 && missingAt.length > 0, failing, missingAt};
}
