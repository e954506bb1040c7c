/**
 * Extraction of both versions: workspace -> TypeDoc JSON -> normalised model per section.
 */
import {mkdtempSync, readFileSync, writeFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve, relative, isAbsolute} from 'node:path';
import type {JSONOutput} from 'typedoc';
import {MODEL_SCHEMA_VERSION, type ApiItem, type ApiPackageModel} from '../model/types';
import type {TypeDocRunOptions} from './typedoc';
import {normaliseProject} from './normalise';
import {prepareWorkspace, SECTIONS_1X} from './workspace';
import {loadDiscordJsKinds} from './discordjs';
import {findDeclaration, findMemberLines, loadV0SourceFiles} from './v0-sources';

// The documented commit lives in one place (plugins/shared/framework.ts).
import {FRAMEWORK_COMMIT as COMMIT_1X, FRAMEWORK_REPO_URL as REPO_URL} from '../../../shared/framework';
import {LEGACY_VERSION} from '../../../shared/docs-versions';
export {COMMIT_1X, REPO_URL};

/**
 * TypeDoc is loaded when an extraction runs, not when this module is: the site build imports the plugin's public
 * module (for the models and the remark transform) and never extracts, and loading TypeDoc cost it about 1.2 s of
 * CPU on every thread that loads the site config.
 */
async function runTypeDoc(options: TypeDocRunOptions): Promise<JSONOutput.ProjectReflection> {
  const {runTypeDoc: run} = await import('./typedoc');
  return run(options);
}

export function groupBySection(items: ApiItem[]): Map<string, ApiItem[]> {
  const out = new Map<string, ApiItem[]>();
  for (const item of items) {
    const list = out.get(item.section) ?? [];
    list.push(item);
    out.set(item.section, list);
  }
  return out;
}

/** Reads lines of repository files (cached), for telling merged declarations apart. */
export function lineReader(root: string): (path: string, line: number) => string | undefined {
  const files = new Map<string, string[] | null>();
  return (path, line) => {
    let lines = files.get(path);
    if (lines === undefined) {
      try {
        lines = readFileSync(join(root, path), 'utf8').split('\n');
      } catch {
        lines = null;
      }
      files.set(path, lines);
    }
    return lines?.[line - 1];
  };
}

export interface Extract1xOptions {
  sourceRoot: string;
  mainRoot: string;
  commit?: string;
  /** For tests/debugging: keep TypeDoc's raw JSON here. */
  rawJsonOut?: string;
  /** Leave out sections whose package the checkout lacks (older commits, for the API history). */
  skipMissingPackages?: boolean;
}

export async function extract1x(options: Extract1xOptions): Promise<ApiPackageModel[]> {
  const ws = prepareWorkspace(options.sourceRoot, options.mainRoot, {skipMissingPackages: options.skipMissingPackages});
  try {
    const project = await runTypeDoc({
      entryPoints: ws.entryPoints.map((e) => e.file),
      tsconfig: ws.tsconfig,
      basePath: ws.sourceRoot,
      missingExports: true,
    });
    if (options.rawJsonOut) writeFileSync(options.rawJsonOut, JSON.stringify(project));
    const toRepoPath = (fileName: string): string | undefined => {
      const abs = resolve(ws.sourceRoot, fileName);
      const mapped = ws.tempToSource.get(abs);
      if (mapped) return mapped;
      const rel = relative(ws.sourceRoot, abs);
      return rel.startsWith('..') || isAbsolute(rel) ? undefined : rel.split('\\').join('/');
    };
    const {kinds} = loadDiscordJsKinds(options.mainRoot);
    const items = normaliseProject(project, {
      entries: ws.entryPoints.map((e) => ({
        fileName: relative(ws.sourceRoot, e.file).split('\\').join('/'),
        importPath: e.importPath,
        section: e.section,
      })),
      sourcePath: toRepoPath,
      sectionOf: (path, fallback) => {
        const m = path && /^packages\/([^/]+)\//.exec(path);
        return m && (SECTIONS_1X as readonly string[]).includes(m[1]!) ? m[1]! : fallback;
      },
      discordJsKinds: kinds,
      packageNames: ws.packageNames,
      isWrapperPath: (path) => /^packages\/[^/]+\/[^/]+\.d\.ts$/.test(path),
      lineText: lineReader(options.sourceRoot),
    });
    // A name re-exported by a wrapper that resolves to nothing (e.g. a stale re-export) has no
    // declaration and so no source: it is not a real item.
    const unresolved = items.filter((i) => !i.source);
    for (const i of unresolved) console.warn(`  skipped ${i.id} (${i.importPaths.join(', ')}): re-export resolves to no declaration`);
    const bySection = groupBySection(items.filter((i) => i.source));
    return SECTIONS_1X.filter((section) => ws.packageNames[section]).map((section) => ({
      schemaVersion: MODEL_SCHEMA_VERSION,
      version: '1.x' as const,
      section,
      packageName: ws.packageNames[section]!,
      sourceBaseUrl: `${REPO_URL}/blob/${options.commit ?? COMMIT_1X}/`,
      items: bySection.get(section) ?? [],
    }));
  } finally {
    rmSync(ws.tempDir, {recursive: true, force: true});
  }
}

export interface ExtractV0Options {
  mainRoot: string;
  /** Folder of the published package (default <mainRoot>/node_modules/commandkit-v0). */
  packageDir?: string;
  /** A v0.1.10 checkout of the framework, for source lines. */
  v0Source?: string;
}

export async function runV0TypeDoc(mainRoot: string, packageDir: string): Promise<JSONOutput.ProjectReflection> {
  const entry = join(packageDir, 'dist', 'index.d.ts');
  const dir = mkdtempSync(join(tmpdir(), 'ck-api-v0-'));
  try {
    const tsconfig = join(dir, 'tsconfig.json');
    const nm = join(mainRoot, 'node_modules');
    writeFileSync(
      tsconfig,
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'CommonJS',
          moduleResolution: 'Node',
          strict: true,
          skipLibCheck: true,
          typeRoots: [join(nm, '@types')],
          types: ['node'],
          paths: {'*': [join(nm, '*'), join(nm, '@types', '*')]},
        },
        files: [entry],
      }),
    );
    // The entry is inside node_modules: make nothing of the package itself count as external.
    return await runTypeDoc({
      entryPoints: [entry],
      tsconfig,
      basePath: packageDir,
      externalPattern: ['**/node_modules/!(commandkit-v0)/**'],
      // CommandKitOptions and ReloadOptions are used by public signatures but not exported.
      missingExports: true,
    });
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

export async function extractV0(options: ExtractV0Options): Promise<ApiPackageModel> {
  const packageDir = options.packageDir ?? join(options.mainRoot, 'node_modules', 'commandkit-v0');
  const project = await runV0TypeDoc(options.mainRoot, packageDir);
  const {kinds} = loadDiscordJsKinds(options.mainRoot);
  const items = normaliseProject(project, {
    entries: [{fileName: 'dist/index.d.ts', importPath: 'commandkit', section: 'commandkit'}],
    sourcePath: () => undefined,
    sectionOf: () => 'commandkit',
    discordJsKinds: kinds,
    packageNames: {commandkit: 'commandkit'},
  });
  const files = options.v0Source ? loadV0SourceFiles(options.v0Source) : [];
  for (const item of items) {
    const source = files.length ? findDeclaration(files, item.name, item.kind) : undefined;
    if (source) item.source = source;
    else delete item.source;
    findMemberLines(files, item);
  }
  return {
    schemaVersion: MODEL_SCHEMA_VERSION,
    version: LEGACY_VERSION,
    section: 'commandkit',
    packageName: 'commandkit',
    sourceBaseUrl: `${REPO_URL}/blob/v0.1.10/`,
    items,
  };
}
