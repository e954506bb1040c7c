/**
 * The code-example checker: the blocks of every page of one version are written as small
 * projects (one folder per page, titled blocks at their title's path) and compiled together in
 * one ts.Program:
 *   - 0.1.10 against the published commandkit@0.1.10 (node_modules/commandkit-v0) and discord.js;
 *   - 1.x in a reader's project (reader-project.ts): the framework built from source at the documented
 *     commit and packed, installed with npm beside discord.js and every package the 1.x guide's install
 *     lines name; the packages' own declarations, with the compiler options of the framework's
 *     create-commandkit TypeScript template (moduleResolution Node, module Preserve, jsxImportSource commandkit).
 * `partial` blocks are only parsed, and their CommandKit imports are checked against the model.
 */
import {builtinModules} from 'node:module';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, extname, join, relative, resolve, sep} from 'node:path';
import ts from 'typescript';
import {API_VERSIONS, type ApiVersion, readRuntime, type RuntimeFacts, loadModels} from '../../../plugins/api-reference/src/public';
import {extractBlocks, type CodeBlock} from './extract';
import {TWIN_SUFFIX} from './twin-suffix';
import {ensureReaderProject, type ReaderProject} from './reader-project';
import {SHIMMED_MODULES, shimDeclarations} from './shims';
import {loadIssues, usedIssueIds, type KnownIssue} from '../../../plugins/known-issues/src/public';
import {coveringIssue, inlineImportLines, issueEntryKey, problemMessage, runtimeImportProblems, runtimeImportRefs} from './runtime-imports';

export interface PageSource {
  /** Path shown in reports (relative to the site). */
  page: string;
  source: string;
  /** The version the page documents (default: the version being checked). */
  version?: ApiVersion;
}

export interface Failure {
  page: string;
  /** 1-based page line of the problem (the block's first line for block-wide problems). */
  line: number;
  /** 1-based line of the block's opening fence. */
  fenceLine: number;
  /** 1-based line inside the block. */
  blockLine: number;
  /** TS error code, or a short name for the checker's own rules. */
  code: string;
  message: string;
}

export interface VersionResult {
  version: ApiVersion;
  /** Pages with at least one block checked for this version. */
  pages: number;
  blocks: number;
  /** Non-partial blocks that compiled without errors. */
  compiled: number;
  /** Partial blocks that passed (parsed, imports exist). */
  partial: number;
  /** Blocks (of either kind) with at least one failure. */
  failed: number;
  failures: Failure[];
  /** Problems not tied to a block (compiler options, the reader's project). */
  globalErrors: string[];
  /** Imports that fail at run time on a page that shows the known issue covering them (not failures). */
  runtimeAccepted: Array<{page: string; line: number; spec: string; name?: string; issue: string}>;
  /** 1.x: imports whose declarations resolve only through the workaround of a known issue the page shows (not failures). */
  typesAccepted: Array<{page: string; spec: string; issue: string}>;
  ms: number;
}

export interface CheckOptions {
  siteDir: string;
  /** Where the page projects are written (git-ignored). */
  cacheDir: string;
  /** 1.x: the reader's project to compile in (default: ensureReaderProject, built and cached on first use). */
  readerProject?: ReaderProject;
  /** Progress lines (a first run builds the framework: minutes). */
  log?: (line: string) => void;
  /** Folder of the run-time facts (default: <siteDir>/api-models). */
  modelsDir?: string;
  /** Folder of known-issues/<version>/<id>.md (default: <siteDir>/known-issues). */
  issuesDir?: string;
  /** Called once the version's program is compiled (before failures are filtered): types on hover read it. */
  onProgram?: (compiled: CompiledExamples) => void;
}

/** A version's compiled examples, for tools that read more than diagnostics from them. */
export interface CompiledExamples {
  version: ApiVersion;
  program: ts.Program;
  languageService: ts.LanguageService;
  /** The full (non-partial) blocks and the file each became. */
  blocks: Array<{block: CodeBlock; file: string}>;
  /** 1.x: the reader's project the examples were compiled in. */
  readerProject?: ReaderProject;
}

/**
 * TS2347 "Untyped function calls may not accept type arguments" only arises when an example calls
 * an `any` value with type arguments, i.e. a class from a shimmed third-party module
 * (`new PubSubRedisBroker<Events>(...)`): it says nothing about the example.
 */
const IGNORED_CODES = new Set([2347]);

const CODE_EXTENSIONS = new Set(['.ts', '.tsx', '.js', '.jsx', '.mts', '.cts', '.mjs', '.cjs']);
const NODE_BUILTINS = new Set(builtinModules);

/** Names importable from each CommandKit import path of a version, per its committed model. */
export interface ImportIndex {
  paths: Map<string, Set<string>>;
  /** Names of internal (not exported) items. */
  internal: Set<string>;
}

export function buildImportIndex(siteDir: string, version: ApiVersion): ImportIndex {
  const paths = new Map<string, Set<string>>();
  const internal = new Set<string>();
  for (const model of loadModels(join(siteDir, 'api-models'), version)) {
    for (const item of model.items) {
      if (item.internal) internal.add(item.name);
      for (const p of item.importPaths) {
        const set = paths.get(p) ?? new Set<string>();
        set.add(item.name);
        paths.set(p, set);
      }
    }
  }
  return {paths, internal};
}

export function isCommandKitModule(spec: string): boolean {
  return spec === 'commandkit' || spec.startsWith('commandkit/') || spec.startsWith('@commandkit/');
}

/** The package a bare module specifier names (`@scope/name/sub` -> `@scope/name`). */
export function packageOf(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function isNodeBuiltin(spec: string): boolean {
  return spec.startsWith('node:') || NODE_BUILTINS.has(spec) || NODE_BUILTINS.has(spec.split('/')[0]!);
}

interface ImportRef {
  spec: string;
  /** Imported names (`default` for default imports); undefined for namespace / side-effect imports. */
  names?: string[];
  pos: number;
}

/** Module specifiers and imported names of a source file (static, dynamic, require, import types). */
export function collectImports(sf: ts.SourceFile): ImportRef[] {
  const out: ImportRef[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const names: string[] = [];
      const clause = node.importClause;
      let whole = !clause;
      if (clause?.name) names.push('default');
      if (clause?.namedBindings) {
        if (ts.isNamespaceImport(clause.namedBindings)) whole = true;
        else for (const el of clause.namedBindings.elements) names.push((el.propertyName ?? el.name).text);
      }
      out.push({
        spec: node.moduleSpecifier.text,
        names: whole && names.length === 0 ? undefined : names,
        pos: node.moduleSpecifier.getStart(sf),
      });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const names =
        node.exportClause && ts.isNamedExports(node.exportClause)
          ? node.exportClause.elements.map((el) => (el.propertyName ?? el.name).text)
          : undefined;
      out.push({spec: node.moduleSpecifier.text, names, pos: node.moduleSpecifier.getStart(sf)});
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      out.push({spec: node.moduleReference.expression.text, pos: node.moduleReference.expression.getStart(sf)});
    } else if (ts.isCallExpression(node) && node.arguments.length >= 1 && ts.isStringLiteralLike(node.arguments[0]!)) {
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      if (isRequire || isImport) {
        const arg = node.arguments[0] as ts.StringLiteralLike;
        let names: string[] | undefined;
        // const { a, b: c } = require('x')
        const parent = node.parent;
        if (isRequire && parent && ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name)) {
          names = parent.name.elements
            .map((el) =>
              el.propertyName && ts.isIdentifier(el.propertyName) ? el.propertyName.text : ts.isIdentifier(el.name) ? el.name.text : '',
            )
            .filter(Boolean);
        }
        out.push({spec: arg.text, names, pos: arg.getStart(sf)});
      }
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      const names = node.qualifier ? [ts.isIdentifier(node.qualifier) ? node.qualifier.text : node.qualifier.left.getText(sf)] : undefined;
      out.push({spec: node.argument.literal.text, names, pos: node.argument.literal.getStart(sf)});
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

const SCRIPT_KIND: Record<string, ts.ScriptKind> = {
  '.ts': ts.ScriptKind.TS,
  '.mts': ts.ScriptKind.TS,
  '.cts': ts.ScriptKind.TS,
  '.tsx': ts.ScriptKind.TSX,
  '.js': ts.ScriptKind.JS,
  '.mjs': ts.ScriptKind.JS,
  '.cjs': ts.ScriptKind.JS,
  '.jsx': ts.ScriptKind.JSX,
};

/** The file a block becomes inside its page's folder. */
export function blockFileName(block: CodeBlock, taken: Set<string>): string {
  let name: string;
  // "src/index.js (0.1.10)": a trailing remark in parentheses is not part of the path.
  const title = block.title
    ?.replace(/\s+\([^()]*\)$/, '')
    .replace(/\\/g, '/')
    .replace(/^\.?\/+/, '');
  if (title && !title.includes('..') && CODE_EXTENSIONS.has(extname(title))) {
    name = title;
  } else {
    name = `__block_L${block.fenceLine}.${block.lang}`;
  }
  if (taken.has(name)) {
    const ext = extname(name);
    name = `${name.slice(0, -ext.length)}.__L${block.fenceLine}${ext}`;
  }
  taken.add(name);
  return name;
}

export function compilerOptions(version: ApiVersion): ts.CompilerOptions {
  return {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.esnext.d.ts'],
    // Bundler resolution always takes the "import" condition, so commandkit's and the examples'
    // imports of discord.js resolve to the same typings (index.d.mts) — one copy of every type.
    module: ts.ModuleKind.Preserve,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    esModuleInterop: true,
    resolveJsonModule: true,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    noEmit: true,
    allowJs: true,
    checkJs: true,
    noUnusedLocals: false,
    noUnusedParameters: false,
    // Only @types/node: @types/react (installed for the site) would add React's global JSX namespace.
    types: ['node'],
    jsx: ts.JsxEmit.ReactJSX,
    jsxImportSource: 'commandkit',
  };
}

/**
 * A package path whose declarations the template's `moduleResolution: Node` cannot find, or finds other ones
 * than the package's `exports` give (it ignores `exports`), on a page that shows the known issue listing
 * `<path>#types`: the import is resolved through
 * `exports` instead, as the issue's workaround (`moduleResolution: Bundler`) makes it, and noted.
 */
export interface TypesWorkaround {
  /** Known issue id by `<path>` for each page folder (absolute) whose page shows it. */
  byFolder: Map<string, Map<string, string>>;
  used: Array<{folder: string; spec: string; issue: string}>;
}

/**
 * The language service over a version's example files. 0.1.10: every import, require() included, is resolved
 * with the "import" condition: discord.js ships index.d.ts (require) and index.d.mts (import), and a mix gives
 * two unrelated copies of each class (commandkit's Client is then not the example's Client); the published
 * package, installed under an alias, is what `commandkit` means. 1.x: resolved as tsc resolves them with the
 * template's options, from the reader's project.
 */
function createExamplesLanguageService(
  version: ApiVersion,
  siteDir: string,
  opts: ts.CompilerOptions,
  rootNames: string[],
  reader?: ReaderProject,
  workaround?: TypesWorkaround,
): ts.LanguageService {
  const cache = ts.createModuleResolutionCache(siteDir, (f) => f, opts);
  // 1.x: a bare import of an example resolves as it would from a file of the reader's project, and only to
  // what that project installed (the walk up from it would otherwise reach the site's own node_modules).
  const projectDir = reader ? ts.sys.realpath!(reader.framework.consumer.dir) : undefined;
  const projectFile = projectDir ? join(projectDir, 'src', 'index.ts') : undefined;
  const inNodeModules = (file: string) => /[\\/]node_modules[\\/]/.test(file);
  const moduleHost: ts.ModuleResolutionHost = {
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    realpath: ts.sys.realpath,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => opts,
    getScriptFileNames: () => rootNames,
    // The files and their text never change while one check runs: a constant project version lets every
    // language-service call skip comparing each root file with the program (~1 s over the ~14,000 quick-info
    // questions of types on hover).
    getProjectVersion: () => '0',
    getScriptVersion: () => '0',
    getScriptSnapshot: (file) => {
      const text = ts.sys.readFile(file);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => siteDir,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
    useCaseSensitiveFileNames: () => ts.sys.useCaseSensitiveFileNames,
    resolveModuleNameLiterals: (literals, containingFile, redirected, compilerOptions) =>
      literals.map((lit) => {
        const name = version === '0.1.10' && lit.text === 'commandkit' ? 'commandkit-v0' : lit.text;
        const bare = !name.startsWith('.') && !name.startsWith('/');
        if (!projectFile)
          return ts.resolveModuleName(name, containingFile, compilerOptions, moduleHost, cache, redirected, ts.ModuleKind.ESNext);
        if (!bare || inNodeModules(containingFile))
          return ts.resolveModuleName(name, containingFile, compilerOptions, moduleHost, cache, redirected);
        // No forced resolution mode: the template's moduleResolution (Node10) then ignores package `exports`, as tsc does.
        let r = ts.resolveModuleName(name, projectFile, compilerOptions, moduleHost, cache, redirected);
        if (workaround) {
          const folder = [...workaround.byFolder.keys()].find((f) => containingFile.startsWith(f + '/'));
          const issue = folder ? workaround.byFolder.get(folder)!.get(name) : undefined;
          // Also when Node10 finds something: a package whose `main` has other declarations than its `exports`
          // (`workflow` resolves to its TypeScript plugin's types) is covered by the same workaround.
          if (issue) {
            r = ts.resolveModuleName(
              name,
              projectFile,
              {...compilerOptions, moduleResolution: ts.ModuleResolutionKind.Bundler},
              moduleHost,
              undefined,
              redirected,
            );
            workaround.used.push({folder: folder!, spec: name, issue});
          }
        }
        const file = r.resolvedModule && ts.sys.realpath!(r.resolvedModule.resolvedFileName);
        return file && !file.startsWith(projectDir + '/') ? {resolvedModule: undefined} : r;
      }),
  };
  return ts.createLanguageService(host, ts.createDocumentRegistry(ts.sys.useCaseSensitiveFileNames, siteDir));
}

interface FileEntry {
  block: CodeBlock;
  file: string;
}

function pageFolder(page: string): string {
  return page.replace(/\.mdx?$/, '').replace(/[^A-Za-z0-9._/-]+/g, '_');
}

export async function checkVersion(
  version: ApiVersion,
  pages: PageSource[],
  options: CheckOptions,
): Promise<VersionResult & {readerProject?: ReaderProject}> {
  const t0 = performance.now();
  const siteDir = resolve(options.siteDir);
  const cacheDir = resolve(options.cacheDir);
  const root = join(cacheDir, version, 'pages');
  rmSync(root, {recursive: true, force: true});
  mkdirSync(root, {recursive: true});
  const index = buildImportIndex(siteDir, version);
  const reader = version === '1.x' ? (options.readerProject ?? (await ensureReaderProject(siteDir, options.log))) : undefined;
  const failures: Failure[] = [];
  const globalErrors: string[] = [];
  const runtime = runtimeContext(siteDir, version, pages, options);
  if (!runtime.facts) globalErrors.push(`no run-time facts for ${version} (api-models/${version}/runtime.json): run npm run api:extract`);
  const fail: FailBlock = (block, blockLine, code, message) =>
    failures.push({page: block.page, line: block.startLine + blockLine - 1, fenceLine: block.fenceLine, blockLine, code, message});

  const written = writePageProjects(version, pages, root);
  const {full, partial, badVersion} = written;
  for (const block of badVersion) fail(block, 1, 'meta', `unknown version="${block.version}" (one of ${API_VERSIONS.join(', ')})`);
  const allowed = allowedModules(version, reader, runtime, cacheDir);
  const checkImports = importChecker({version, reader, index, allowed, fail});
  checkPartialBlocks(partial, checkImports, runtime, index, fail);
  const inlineBlocks = checkInlineImports(version, pages, runtime, index, fail);

  // Full blocks: one program for all pages of the version, made by a language service so that the same
  // compile can also answer quick-info questions (types on hover, options.onProgram) at no extra cost.
  const opts = reader ? reader.compilerOptions : compilerOptions(version);
  const workaround = typesWorkaround(version, pages, runtime, root, reader);
  const languageService = createExamplesLanguageService(
    version,
    siteDir,
    opts,
    [...allowed.extraRoots, ...full.map((f) => f.file)],
    reader,
    workaround,
  );
  const program = languageService.getProgram()!;
  for (const d of program.getOptionsDiagnostics().concat(program.getGlobalDiagnostics())) {
    globalErrors.push(`TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  }
  checkFullBlocks(program, full, checkImports, runtime, index, fail);
  options.onProgram?.({
    version,
    program,
    languageService,
    blocks: full.map((e) => ({block: e.block, file: e.file})),
    readerProject: reader,
  });
  acceptWorkaroundTypes(workaround, pages, root, runtime);
  if (reader) globalErrors.push(...staleTypesIssues(reader, runtime, opts));
  return {
    version,
    ...tally(written, inlineBlocks, failures),
    failures,
    globalErrors,
    runtimeAccepted: runtime.accepted,
    typesAccepted: runtime.typesAccepted,
    ms: performance.now() - t0,
    readerProject: reader,
  };
}

/** Records a failure of `block` at its line `blockLine`. */
type FailBlock = (block: CodeBlock, blockLine: number, code: string, message: string) => void;

interface PageProjects {
  /** Blocks compiled in the version's program, each written to its file. */
  full: FileEntry[];
  /** Blocks only parsed (not written). */
  partial: FileEntry[];
  /** Blocks whose `version="..."` names no version. */
  badVersion: CodeBlock[];
  /** Every block counted for this version. */
  blockCount: number;
}

/** Writes the blocks of `version` as one project folder per page (titled blocks at their title's path). */
function writePageProjects(version: ApiVersion, pages: PageSource[], root: string): PageProjects {
  const out: PageProjects = {full: [], partial: [], badVersion: [], blockCount: 0};
  for (const {page, source, version: pageVersion = version} of pages) {
    const taken = new Set<string>();
    const folder = join(root, pageFolder(page));
    for (const block of extractBlocks(page, source)) {
      if (block.version !== undefined && !(API_VERSIONS as readonly string[]).includes(block.version)) {
        // Reported once, by the page's own version.
        if (pageVersion === version) {
          out.blockCount++;
          out.badVersion.push(block);
        }
        continue;
      }
      if ((block.version ?? pageVersion) !== version) continue;
      out.blockCount++;
      const file = join(folder, blockFileName(block, taken));
      if (block.partial) {
        out.partial.push({block, file});
        continue;
      }
      mkdirSync(dirname(file), {recursive: true});
      writeFileSync(file, block.code);
      out.full.push({block, file});
    }
  }
  return out;
}

interface AllowedModules {
  /** CommandKit import paths an example may use. */
  commandkitModules: Set<string>;
  /** Other packages the reader has installed. */
  installedPackages: Set<string>;
  /** Extra root files of the program (0.1.10: the shims' declarations). */
  extraRoots: string[];
}

/**
 * Module specifiers allowed in this version's examples. 0.1.10: CommandKit, discord.js and the typed-as-any
 * shims. 1.x: every public entry point of the packed framework (its run-time facts), discord.js, and the
 * packages the guide's install lines install; each compiles against its own declarations.
 */
function allowedModules(version: ApiVersion, reader: ReaderProject | undefined, runtime: RuntimeContext, cacheDir: string): AllowedModules {
  if (reader) {
    return {
      commandkitModules: new Set(Object.keys(runtime.facts?.entries ?? {})),
      installedPackages: new Set(['discord.js', ...Object.keys(reader.dependencies)]),
      extraRoots: [],
    };
  }
  const shimFile = join(cacheDir, version, 'shims.d.ts');
  writeFileSync(shimFile, shimDeclarations());
  return {
    commandkitModules: new Set(['commandkit']),
    installedPackages: new Set(['discord.js', ...SHIMMED_MODULES]),
    extraRoots: [shimFile],
  };
}

type ImportCheck = (entry: FileEntry, sf: ts.SourceFile, withNames: boolean) => void;

/**
 * Checks a block's imports: CommandKit paths must be public (and, `withNames`, export the names imported),
 * other packages installed.
 */
function importChecker(ctx: {
  version: ApiVersion;
  reader?: ReaderProject;
  index: ImportIndex;
  allowed: AllowedModules;
  fail: FailBlock;
}): ImportCheck {
  const {version, reader, index, allowed, fail} = ctx;
  const shimmed = (spec: string) => !reader && SHIMMED_MODULES.has(spec);
  return (entry, sf, withNames) => {
    for (const ref of collectImports(sf)) {
      const line = sf.getLineAndCharacterOfPosition(ref.pos).line + 1;
      const spec = ref.spec;
      if (spec.startsWith('.') || spec.startsWith('/')) continue;
      if (isCommandKitModule(spec)) {
        if (shimmed(spec)) continue;
        if (!allowed.commandkitModules.has(spec)) {
          fail(
            entry.block,
            line,
            'import-path',
            `'${spec}' is not a public import path of CommandKit ${version} (per api-models/${version}).`,
          );
          continue;
        }
        if (!withNames || !ref.names) continue;
        for (const name of ref.names) {
          const problem = importNameProblem(index, spec, name, version);
          if (problem) fail(entry.block, line, 'import-name', problem);
        }
        continue;
      }
      if (isNodeBuiltin(spec) || allowed.installedPackages.has(packageOf(spec))) continue;
      fail(
        entry.block,
        line,
        'import-unknown',
        reader
          ? `'${spec}' is installed by no install line of the 1.x guide (<PackageInstall packages="..." />): a ` +
              `reader's project would not have it.`
          : `'${spec}' is neither installed for the check nor in the shim allowlist (scripts/lib/examples/shims.ts).`,
      );
    }
  };
}

/** Why `name` cannot be imported from `spec` (with where it is exported instead), or undefined when it can. */
function importNameProblem(index: ImportIndex, spec: string, name: string, version: ApiVersion): string | undefined {
  const exported = index.paths.get(spec) ?? new Set();
  if (exported.has(name)) return undefined;
  const elsewhere = [...index.paths].filter(([, names]) => names.has(name)).map(([p]) => `'${p}'`);
  const hint = elsewhere.length
    ? ` (it is exported from ${elsewhere.join(', ')})`
    : index.internal.has(name)
      ? ' (it is internal: not exported from any entry point)'
      : '';
  return `'${name}' is not exported from '${spec}' in CommandKit ${version}${hint}.`;
}

/** Partial blocks: parse only, then check their imports against the model. */
function checkPartialBlocks(
  partial: FileEntry[],
  checkImports: ImportCheck,
  runtime: RuntimeContext,
  index: ImportIndex,
  fail: FailBlock,
): void {
  for (const entry of partial) {
    const ext = extname(entry.file);
    const sf = ts.createSourceFile(entry.file, entry.block.code, ts.ScriptTarget.ES2022, true, SCRIPT_KIND[ext] ?? ts.ScriptKind.TS);
    const parseDiagnostics = (sf as unknown as {parseDiagnostics: ts.DiagnosticWithLocation[]}).parseDiagnostics ?? [];
    for (const d of parseDiagnostics) {
      const {line} = sf.getLineAndCharacterOfPosition(d.start);
      fail(entry.block, line + 1, `TS${d.code}`, ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    }
    checkImports(entry, sf, true);
    checkRuntimeImports(entry.block, sf, runtime, index, fail);
  }
}

/** Import lines written as inline code in the prose of this version's pages: they must work at run time too. */
function checkInlineImports(
  version: ApiVersion,
  pages: PageSource[],
  runtime: RuntimeContext,
  index: ImportIndex,
  fail: FailBlock,
): CodeBlock[] {
  const inlineBlocks: CodeBlock[] = [];
  for (const {page, source, version: pageVersion = version} of pages) {
    if (pageVersion !== version) continue;
    for (const {line, code} of inlineImportLines(source)) {
      const block: CodeBlock = {page, lang: 'ts', meta: '', partial: true, fenceLine: line, startLine: line, code, index: -1};
      inlineBlocks.push(block);
      const sf = ts.createSourceFile(`${page}.inline.ts`, code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
      checkRuntimeImports(block, sf, runtime, index, fail, {assumeUsed: true});
    }
  }
  return inlineBlocks;
}

/** 1.x: for each page folder, the `<path>#types` entries of the known issues its page shows. */
function typesWorkaround(
  version: ApiVersion,
  pages: PageSource[],
  runtime: RuntimeContext,
  root: string,
  reader: ReaderProject | undefined,
): TypesWorkaround {
  const workaround: TypesWorkaround = {byFolder: new Map(), used: []};
  if (!reader) return workaround;
  for (const {page, version: pageVersion = version} of pages) {
    if (pageVersion !== version) continue;
    const covered = new Map<string, string>();
    // A JavaScript twin page stands for its TypeScript page, which shows the known issues.
    const shownOn = page.endsWith(TWIN_SUFFIX) ? page.slice(0, -TWIN_SUFFIX.length) : page;
    for (const id of runtime.idsOnPage.get(shownOn) ?? []) {
      for (const entry of runtime.issues.get(id)?.entries ?? [])
        if (entry.endsWith('#types')) covered.set(entry.slice(0, -'#types'.length), id);
    }
    if (covered.size) workaround.byFolder.set(join(root, pageFolder(page)), covered);
  }
  return workaround;
}

/** Full blocks: their imports, their run-time imports, and the compiler's diagnostics. */
function checkFullBlocks(
  program: ts.Program,
  full: FileEntry[],
  checkImports: ImportCheck,
  runtime: RuntimeContext,
  index: ImportIndex,
  fail: FailBlock,
): void {
  for (const entry of full) {
    const sf = program.getSourceFile(entry.file);
    if (!sf) {
      fail(entry.block, 1, 'internal', 'the block was not part of the program');
      continue;
    }
    checkImports(entry, sf, false);
    checkRuntimeImports(entry.block, sf, runtime, index, fail);
    const diags = [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)].filter((d) => !IGNORED_CODES.has(d.code));
    for (const d of diags) {
      const line = d.start !== undefined ? sf.getLineAndCharacterOfPosition(d.start).line + 1 : 1;
      fail(entry.block, line, `TS${d.code}`, ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    }
  }
}

/** The imports the types workaround resolved become accepted types (not failures), once per page and path. */
function acceptWorkaroundTypes(workaround: TypesWorkaround, pages: PageSource[], root: string, runtime: RuntimeContext): void {
  const pageOfFolder = new Map(pages.map((p) => [join(root, pageFolder(p.page)), p.page]));
  for (const {folder, spec, issue} of workaround.used) {
    const page = pageOfFolder.get(folder)!.replace(TWIN_SUFFIX, '');
    if (!runtime.typesAccepted.some((a) => a.page === page && a.spec === spec)) runtime.typesAccepted.push({page, spec, issue});
  }
}

/** A `#types` entry whose path resolves with the template's options is stale: the issue no longer happens. */
function staleTypesIssues(reader: ReaderProject, runtime: RuntimeContext, opts: ts.CompilerOptions): string[] {
  const stale: string[] = [];
  const projectFile = join(reader.framework.consumer.dir, 'src', 'index.ts');
  for (const issue of runtime.issues.values()) {
    for (const entry of issue.entries.filter((e) => e.endsWith('#types'))) {
      const spec = entry.slice(0, -'#types'.length);
      const asTemplate = ts.resolveModuleName(spec, projectFile, opts, ts.sys).resolvedModule;
      const throughExports = ts.resolveModuleName(
        spec,
        projectFile,
        {...opts, moduleResolution: ts.ModuleResolutionKind.Bundler},
        ts.sys,
      ).resolvedModule;
      if (asTemplate && asTemplate.resolvedFileName === throughExports?.resolvedFileName)
        stale.push(`stale known issue ${issue.file}: '${spec}' resolves with the template's compiler options`);
    }
  }
  return stale;
}

/** The counts of a version's result; sorts `failures` by page and line. */
function tally(
  {full, partial, badVersion, blockCount}: PageProjects,
  inlineBlocks: CodeBlock[],
  failures: Failure[],
): Pick<VersionResult, 'pages' | 'blocks' | 'compiled' | 'partial' | 'failed'> {
  const blockOf = new Map<string, CodeBlock>();
  for (const b of [...badVersion, ...inlineBlocks]) blockOf.set(`${b.page}:${b.fenceLine}`, b);
  for (const e of [...full, ...partial]) blockOf.set(`${e.block.page}:${e.block.fenceLine}`, e.block);
  const failedBlocks = new Set<CodeBlock>();
  for (const f of failures) failedBlocks.add(blockOf.get(`${f.page}:${f.fenceLine}`)!);
  failures.sort((a, b) => (a.page === b.page ? a.line - b.line : a.page < b.page ? -1 : 1));
  const ok = (e: FileEntry) => !failedBlocks.has(e.block);
  return {
    pages: new Set([...full, ...partial].map((e) => e.block.page).concat(badVersion.map((b) => b.page))).size,
    blocks: blockCount,
    compiled: full.filter(ok).length,
    partial: partial.filter(ok).length,
    failed: failedBlocks.size,
  };
}

interface RuntimeContext {
  facts?: RuntimeFacts;
  issues: ReadonlyMap<string, KnownIssue>;
  /** Known-issue ids each page of this version shows. */
  idsOnPage: Map<string, string[]>;
  accepted: VersionResult['runtimeAccepted'];
  typesAccepted: VersionResult['typesAccepted'];
}

function runtimeContext(siteDir: string, version: ApiVersion, pages: PageSource[], options: CheckOptions): RuntimeContext {
  const idsOnPage = new Map<string, string[]>();
  // A page's <KnownIssue> boxes are of the page's own version: they cover blocks checked as that version.
  for (const p of pages) if ((p.version ?? version) === version) idsOnPage.set(p.page, usedIssueIds(p.source));
  return {
    facts: readRuntime(options.modelsDir ? resolve(options.modelsDir) : join(siteDir, 'api-models'), version),
    issues: loadIssues(options.issuesDir ? resolve(options.issuesDir) : join(siteDir, 'known-issues'), version),
    idsOnPage,
    accepted: [],
    typesAccepted: [],
  };
}

/** Value imports of CommandKit must work at run time, unless the page shows the known issue covering them. */
function checkRuntimeImports(
  block: CodeBlock,
  sf: ts.SourceFile,
  ctx: RuntimeContext,
  index: ImportIndex,
  fail: (block: CodeBlock, line: number, code: string, message: string) => void,
  options: {assumeUsed?: boolean} = {},
): void {
  if (!ctx.facts) return;
  const refs = runtimeImportRefs(sf, (spec) => isCommandKitModule(spec) && !SHIMMED_MODULES.has(spec), options);
  for (const problem of runtimeImportProblems(refs, ctx.facts)) {
    // A name the types do not export either is already a type error / import-name failure: reported once.
    if (problem.kind === 'missing' && !index.paths.get(problem.spec)?.has(problem.name!)) continue;
    const line = sf.getLineAndCharacterOfPosition(problem.pos).line + 1;
    // A JavaScript twin is covered by the boxes of the page it was made from.
    const page = block.page.endsWith(TWIN_SUFFIX) ? block.page.slice(0, -TWIN_SUFFIX.length) : block.page;
    const issue = coveringIssue(problem, ctx.issues, ctx.idsOnPage.get(page) ?? []);
    if (issue) {
      ctx.accepted.push({
        page: block.page,
        line: block.startLine + line - 1,
        spec: problem.spec,
        ...(problem.name ? {name: problem.name} : {}),
        issue: issue.id,
      });
      continue;
    }
    const candidates = [...ctx.issues.values()].filter((i) => i.entries.includes(issueEntryKey(problem)));
    fail(
      block,
      line,
      problem.kind === 'entry-fails' ? 'runtime-load' : problem.kind === 'default' ? 'runtime-default' : 'runtime-name',
      problemMessage(problem, ctx.facts, candidates),
    );
  }
}

export function formatFailure(f: Failure): string {
  const where = `${f.page}:${f.line}`;
  const msg = f.message.split('\n').join('\n      ');
  return `✗ ${where} (block at line ${f.fenceLine}, line ${f.blockLine} of the block) ${f.code}: ${msg}`;
}

export function relativeTo(siteDir: string, file: string): string {
  return relative(siteDir, file).split(sep).join('/');
}
