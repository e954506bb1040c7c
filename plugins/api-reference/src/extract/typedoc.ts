/**
 * Runs TypeDoc in-process and returns its JSON project (the same object `typedoc --json` writes).
 */
import {Application, type JSONOutput} from 'typedoc';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {pathToFileURL} from 'node:url';

type ExpandFn = (logger: unknown, inputFiles: string[], options: unknown) => unknown;

/**
 * TypeDoc globs every entry point from their common root; when the entry points live under
 * different top-level folders (/tmp and /work) that root is "/" and its globbing fails.
 * We hand TypeDoc the already-resolved file list instead (TypeDoc's own exported helper).
 */
async function loadExpand(): Promise<ExpandFn> {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('typedoc/package.json'));
  const mod = (await import(pathToFileURL(join(dir, 'dist/lib/utils/entry-point.js')).href)) as {
    getExpandedEntryPointsForPaths: ExpandFn;
  };
  return mod.getExpandedEntryPointsForPaths;
}

export interface TypeDocRunOptions {
  entryPoints: string[];
  tsconfig: string;
  /** Paths in `sources[].fileName` are made relative to this directory. */
  basePath: string;
  /** Add referenced-but-not-exported types (typedoc-plugin-missing-exports). */
  missingExports?: boolean;
  /** TypeDoc's externalPattern; pass a pattern that matches nothing to document files in node_modules. */
  externalPattern?: string[];
}

export async function runTypeDoc(options: TypeDocRunOptions): Promise<JSONOutput.ProjectReflection> {
  const app = await Application.bootstrapWithPlugins({
    entryPoints: options.entryPoints,
    entryPointStrategy: 'resolve',
    tsconfig: options.tsconfig,
    basePath: options.basePath,
    displayBasePath: options.basePath,
    skipErrorChecking: true,
    excludeExternals: true,
    excludePrivate: true,
    excludeInternal: false,
    excludeReferences: false,
    disableGit: true,
    sourceLinkTemplate: 'https://example.invalid/{path}#L{line}',
    readme: 'none',
    logLevel: 'Error',
    validation: {notExported: false, invalidLink: false, rewrittenLink: false, notDocumented: false, unusedMergeModuleWith: false},
    plugin: options.missingExports ? ['typedoc-plugin-missing-exports'] : [],
    ...(options.externalPattern ? {externalPattern: options.externalPattern} : {}),
  });
  const expand = await loadExpand();
  (app as unknown as {getEntryPoints: () => unknown}).getEntryPoints = () =>
    expand(app.logger, options.entryPoints, app.options);
  const project = await app.convert();
  if (!project) throw new Error('TypeDoc could not convert the project (see the errors above).');
  return app.serializer.projectToObject(project, options.basePath as Parameters<typeof app.serializer.projectToObject>[1]);
}
