/**
 * The reader's project the 1.x examples are compiled in: the framework at the documented commit, built from
 * source and packed by the framework harness (framework/src), installed with npm together with every
 * third-party package the 1.x guide's install lines name, as written (an unpinned name gets npm's `latest`),
 * and `@types/node` (create-commandkit installs it in every project). The compiler options are those of the
 * framework's own TypeScript template (create-commandkit), read from the built commit's source.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import ts from 'typescript';
import {DOCUMENTED_COMMIT, ensureFramework, findSnapshot, type Framework} from '../../../framework/src/index';
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

/**
 * Where create-commandkit's TypeScript starter keeps its tsconfig file in the framework's source, newest layout
 * first: from 1.2.0 (392b9d81) create-commandkit downloads the repository's `examples/basic-ts` (its default
 * example); before, it copied `packages/create-commandkit/templates/TypeScript`.
 */
export const TEMPLATE_TSCONFIGS = [
  'examples/basic-ts/tsconfig.json',
  'packages/create-commandkit/templates/TypeScript/tsconfig.json',
] as const;

/**
 * A commit whose snapshot holds the older template, and the reason it may stand in: the framework snapshots
 * leave `examples/` out, and `examples/basic-ts/tsconfig.json` at 392b9d81 has exactly the content of the
 * template's tsconfig at 97094e90 (compared in the framework's repository when the documented commit moved).
 * A clone (no snapshot) has `examples/` and never needs this.
 */
const TEMPLATE_STAND_IN_COMMIT = '97094e905eabed48fc80c5e075edb63d1a504641';

/** The template's tsconfig text and the path it was read from. */
function templateTsconfig(sourceDir: string): {file: string; text: string} {
  for (const candidate of TEMPLATE_TSCONFIGS) {
    const file = join(sourceDir, candidate);
    if (existsSync(file)) return {file, text: readFileSync(file, 'utf8')};
  }
  const snapshot = findSnapshot(TEMPLATE_STAND_IN_COMMIT);
  const older = TEMPLATE_TSCONFIGS[TEMPLATE_TSCONFIGS.length - 1];
  if (snapshot) {
    const text = execFileSync('tar', ['-xzOf', snapshot, '--wildcards', `*/${older}`], {encoding: 'utf8'});
    if (text.trim()) return {file: `${snapshot}:${older}`, text};
  }
  throw new Error(
    `no TypeScript template in ${sourceDir} (${TEMPLATE_TSCONFIGS.join(', ')}) and no framework snapshot ` +
      `of ${TEMPLATE_STAND_IN_COMMIT.slice(0, 8)} to read ${older} from`,
  );
}

/**
 * The compiler options of create-commandkit's TypeScript template, for example files in `projectDir`. Kept
 * apart from the template: `baseUrl`/`paths` (its `@/*` alias; no example uses it), `typeRoots` (the
 * reader's project's own @types, not the site's) and three settings one program of every page needs:
 * `checkJs` (the JavaScript twins are checked, not only parsed), `moduleDetection: force` (a block without
 * imports is still a module of its own) and `noEmit`.
 */
export function templateCompilerOptions(sourceDir: string, projectDir: string): ts.CompilerOptions {
  const {file, text} = templateTsconfig(sourceDir);
  const parsed = ts.parseConfigFileTextToJson(file, text);
  if (parsed.error) throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(parsed.error.messageText, '\n')}`);
  const {options, errors} = ts.convertCompilerOptionsFromJson(
    (parsed.config as {compilerOptions: object}).compilerOptions,
    projectDir,
    file,
  );
  if (errors.length) throw new Error(`${file}: ${errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, '\n')).join('; ')}`);
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
export async function ensureReaderProject(
  siteDir: string,
  log?: (line: string) => void,
  commit: string = DOCUMENTED_COMMIT,
): Promise<ReaderProject> {
  const lines = await guideInstallLines(siteDir);
  const dependencies = readerDependencies(lines);
  const framework = ensureFramework({commit, dependencies, log});
  return {framework, lines, dependencies, compilerOptions: templateCompilerOptions(framework.packed.sourceDir, framework.consumer.dir)};
}
