/**
 * The reader's project the 1.x examples are compiled in: the framework at the documented commit, built from
 * source and packed by the framework harness (framework/src), installed with npm together with every
 * third-party package the 1.x guide's install lines name, as written (an unpinned name gets npm's `latest`),
 * and `@types/node` (create-commandkit installs it in every project). The compiler options are those of the
 * framework's own TypeScript template (create-commandkit), read from the built commit's source.
 */
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import ts from 'typescript';
import {DOCUMENTED_COMMIT, ensureFramework, type Framework} from '../../../framework/src/index';
import {listPages} from '../../../plugins/shared/pages';
import {installLines, isFrameworkPackage, type InstallLine} from './install-lines';
import {DOCS_VERSIONS, LATEST_VERSION} from '../../../plugins/shared/docs-versions';

export interface ReaderProject {
  framework: Framework;
  /** The install lines of the 1.x guide the project was installed from. */
  lines: InstallLine[];
  /** Third-party packages as given to npm: name -> range. */
  dependencies: Record<string, string>;
  /** The template's compiler options (see templateCompilerOptions). */
  compilerOptions: ts.CompilerOptions;
}

/** The install lines of every 1.x guide page. */
export async function guideInstallLines(siteDir: string): Promise<InstallLine[]> {
  const guide = `${DOCS_VERSIONS.find((v) => v.name === LATEST_VERSION)!.contentDir}/guide`;
  const files = await listPages([resolve(siteDir, guide)]);
  return files.flatMap((file) => installLines(file.slice(resolve(siteDir).length + 1), readFileSync(file, 'utf8')));
}

/**
 * name -> range for npm, from the install lines: framework packages are left to the packs; a package named on
 * several lines with different ranges takes the first pinned one (check-installs.ts reports the disagreement).
 */
export function readerDependencies(lines: readonly InstallLine[]): Record<string, string> {
  const out: Record<string, string> = {'@types/node': 'latest'};
  for (const line of lines) {
    for (const pkg of line.packages) {
      if (isFrameworkPackage(pkg.name)) continue;
      if (!(pkg.name in out) || (pkg.pinned && out[pkg.name] === 'latest')) out[pkg.name] = pkg.range;
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The template's tsconfig file inside the framework's source (the TypeScript flavour of create-commandkit). */
export const TEMPLATE_TSCONFIG = 'packages/create-commandkit/templates/TypeScript/tsconfig.json';

/**
 * The compiler options of create-commandkit's TypeScript template, for example files in `projectDir`. Kept
 * apart from the template: `baseUrl`/`paths` (its `@/*` alias; no example uses it), `typeRoots` (the
 * reader's project's own @types, not the site's) and three settings one program of every page needs:
 * `checkJs` (the JavaScript twins are checked, not only parsed), `moduleDetection: force` (a block without
 * imports is still a module of its own) and `noEmit`.
 */
export function templateCompilerOptions(sourceDir: string, projectDir: string): ts.CompilerOptions {
  const file = join(sourceDir, TEMPLATE_TSCONFIG);
  const parsed = ts.parseConfigFileTextToJson(file, readFileSync(file, 'utf8'));
  if (parsed.error) throw new Error(`${TEMPLATE_TSCONFIG}: ${ts.flattenDiagnosticMessageText(parsed.error.messageText, '\n')}`);
  const {options, errors} = ts.convertCompilerOptionsFromJson((parsed.config as {compilerOptions: object}).compilerOptions, projectDir, file);
  if (errors.length) throw new Error(`${TEMPLATE_TSCONFIG}: ${errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, '\n')).join('; ')}`);
  delete options.baseUrl;
  delete options.paths;
  return {
    ...options,
    typeRoots: [join(projectDir, 'node_modules', '@types')],
    checkJs: true,
    moduleDetection: ts.ModuleDetectionKind.Force,
    noEmit: true,
  };
}

/** The reader's project for the 1.x examples (built and installed on the first call, cached afterwards). */
export async function ensureReaderProject(siteDir: string, log?: (line: string) => void, commit: string = DOCUMENTED_COMMIT): Promise<ReaderProject> {
  const lines = await guideInstallLines(siteDir);
  const dependencies = readerDependencies(lines);
  const framework = ensureFramework({commit, dependencies, log});
  return {framework, lines, dependencies, compilerOptions: templateCompilerOptions(framework.packed.sourceDir, framework.consumer.dir)};
}
