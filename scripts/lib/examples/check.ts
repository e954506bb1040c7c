/**
 * The code-example checker: the blocks of every page of one version are written as small
 * projects (one folder per page, titled blocks at their title's path) and compiled together in
 * one ts.Program:
 *   - 0.1.10 against the published commandkit@0.1.10 (node_modules/commandkit-v0) and discord.js;
 *   - 1.x against declarations generated from the committed model (declarations.ts), discord.js
 *     and commandkit's JSX runtime.
 * `partial` blocks are only parsed, and their CommandKit imports are checked against the model.
 */
import {builtinModules} from 'node:module';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, extname, join, relative, resolve, sep} from 'node:path';
import ts from 'typescript';
import {API_VERSIONS, type ApiVersion, readRuntime, type RuntimeFacts} from '../../../plugins/api-reference/src/public';
import {generateDeclarations, INTERNAL_MODULE_PREFIX, readModels, type GeneratedDeclarations} from './declarations';
import {extractBlocks, type CodeBlock} from './extract';
import type {KnownGap} from './model-gaps';
import {SHIMMED_MODULES, shimDeclarations} from './shims';
import {loadIssues, usedIssueIds, type KnownIssue} from '../../../plugins/known-issues/src/public';
import {TWIN_SUFFIX} from './javascript-twins';
import {coveringIssue, inlineImportLines, problemMessage, runtimeImportProblems, runtimeImportRefs} from './runtime-imports';

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
  /** Blocks without failures but with errors a known model gap explains (not counted as compiled). */
  gappedBlocks: number;
  failures: Failure[];
  /** Problems not tied to a block (compiler options, declarations, stale model-gap entries). */
  globalErrors: string[];
  /** Errors explained by a known model gap (not failures). */
  gapped: Array<Failure & {gap: KnownGap}>;
  /** Imports that fail at run time on a page that shows the known issue covering them (not failures). */
  runtimeAccepted: Array<{page: string; line: number; spec: string; name?: string; issue: string}>;
  ms: number;
}

export interface CheckOptions {
  siteDir: string;
  /** Where the page projects and generated declarations are written (git-ignored). */
  cacheDir: string;
  /** Where the generated 1.x declarations are cached (default: <cacheDir>/1.x/types). */
  declarationsDir?: string;
  /** Errors to accept because the 1.x model cannot express the API faithfully (model-gaps.ts). */
  knownGaps?: readonly KnownGap[];
  /** Report known-gap entries that match nothing (only meaningful when all pages are checked). */
  reportStaleGaps?: boolean;
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
  /** 1.x: the declarations generated from the model. */
  declarations?: GeneratedDeclarations;
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
  for (const model of readModels(siteDir, version)) {
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
  return spec === 'commandkit' || spec.startsWith('commandkit/') || spec.startsWith('@commandkit/') || spec.startsWith(INTERNAL_MODULE_PREFIX);
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
      out.push({spec: node.moduleSpecifier.text, names: whole && names.length === 0 ? undefined : names, pos: node.moduleSpecifier.getStart(sf)});
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const names = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements.map((el) => (el.propertyName ?? el.name).text) : undefined;
      out.push({spec: node.moduleSpecifier.text, names, pos: node.moduleSpecifier.getStart(sf)});
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) {
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
          names = parent.name.elements.map((el) => (el.propertyName && ts.isIdentifier(el.propertyName) ? el.propertyName.text : ts.isIdentifier(el.name) ? el.name.text : '')).filter(Boolean);
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
  const title = block.title?.replace(/\s+\([^()]*\)$/, '').replace(/\\/g, '/').replace(/^\.?\/+/, '');
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
 * The language service over a version's example files. Every import, require() included, is resolved with
 * the "import" condition: discord.js ships index.d.ts (require) and index.d.mts (import), and a mix gives two
 * unrelated copies of each class (commandkit's Client is then not the example's Client). For 0.1.10 the
 * published package, installed under an alias, is what `commandkit` means.
 */
function createExamplesLanguageService(version: ApiVersion, siteDir: string, opts: ts.CompilerOptions, rootNames: string[]): ts.LanguageService {
  const cache = ts.createModuleResolutionCache(siteDir, (f) => f, opts);
  const moduleHost: ts.ModuleResolutionHost = {fileExists: ts.sys.fileExists, readFile: ts.sys.readFile, realpath: ts.sys.realpath, directoryExists: ts.sys.directoryExists, getDirectories: ts.sys.getDirectories};
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
        return ts.resolveModuleName(name, containingFile, compilerOptions, moduleHost, cache, redirected, ts.ModuleKind.ESNext);
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

export async function checkVersion(version: ApiVersion, pages: PageSource[], options: CheckOptions): Promise<VersionResult & {declarations?: GeneratedDeclarations}> {
  const t0 = performance.now();
  const siteDir = resolve(options.siteDir);
  const cacheDir = resolve(options.cacheDir);
  const root = join(cacheDir, version, 'pages');
  rmSync(root, {recursive: true, force: true});
  mkdirSync(root, {recursive: true});
  const index = buildImportIndex(siteDir, version);
  const failures: Failure[] = [];
  const globalErrors: string[] = [];
  const runtime = runtimeContext(siteDir, version, pages, options);
  if (!runtime.facts) globalErrors.push(`no run-time facts for ${version} (api-models/${version}/runtime.json): run npm run api:extract`);
  const failedBlocks = new Set<CodeBlock>();
  const fail = (block: CodeBlock, blockLine: number, code: string, message: string) => {
    failedBlocks.add(block);
    failures.push({page: block.page, line: block.startLine + blockLine - 1, fenceLine: block.fenceLine, blockLine, code, message});
  };

  const full: FileEntry[] = [];
  const partial: FileEntry[] = [];
  let blockCount = 0;
  const badVersion: CodeBlock[] = [];
  for (const {page, source, version: pageVersion = version} of pages) {
    const taken = new Set<string>();
    const folder = join(root, pageFolder(page));
    for (const block of extractBlocks(page, source)) {
      if (block.version !== undefined && !(API_VERSIONS as readonly string[]).includes(block.version)) {
        // Reported once, by the page's own version.
        if (pageVersion === version) {
          blockCount++;
          badVersion.push(block);
        }
        continue;
      }
      if ((block.version ?? pageVersion) !== version) continue;
      blockCount++;
      const file = join(folder, blockFileName(block, taken));
      if (block.partial) {
        partial.push({block, file});
        continue;
      }
      mkdirSync(dirname(file), {recursive: true});
      writeFileSync(file, block.code);
      full.push({block, file});
    }
  }

  for (const block of badVersion) fail(block, 1, 'meta', `unknown version="${block.version}" (one of ${API_VERSIONS.join(', ')})`);

  // Module specifiers allowed in this version's examples.
  let declarations: GeneratedDeclarations | undefined;
  const extraRoots: string[] = [];
  const shimFile = join(cacheDir, version, 'shims.d.ts');
  writeFileSync(shimFile, shimDeclarations());
  extraRoots.push(shimFile);
  let commandkitModules: Set<string>;
  if (version === '1.x') {
    declarations = generateDeclarations(siteDir, options.declarationsDir ? resolve(options.declarationsDir) : join(cacheDir, '1.x', 'types'));
    extraRoots.push(...declarations.files);
    commandkitModules = new Set([...declarations.modules.keys()].filter((m) => !m.startsWith(INTERNAL_MODULE_PREFIX)));
  } else {
    commandkitModules = new Set(['commandkit']);
  }

  const checkImports = (entry: FileEntry, sf: ts.SourceFile, withNames: boolean) => {
    for (const ref of collectImports(sf)) {
      const line = sf.getLineAndCharacterOfPosition(ref.pos).line + 1;
      const spec = ref.spec;
      if (spec.startsWith('.') || spec.startsWith('/')) continue;
      if (isCommandKitModule(spec)) {
        if (SHIMMED_MODULES.has(spec)) continue;
        if (!commandkitModules.has(spec)) {
          fail(entry.block, line, 'import-path', `'${spec}' is not a public import path of CommandKit ${version} (per api-models/${version}).`);
          continue;
        }
        if (!withNames || !ref.names) continue;
        const exported = index.paths.get(spec) ?? new Set();
        for (const name of ref.names) {
          if (exported.has(name)) continue;
          const elsewhere = [...index.paths].filter(([, names]) => names.has(name)).map(([p]) => `'${p}'`);
          const hint = elsewhere.length ? ` (it is exported from ${elsewhere.join(', ')})` : index.internal.has(name) ? ' (it is internal: not exported from any entry point)' : '';
          fail(entry.block, line, 'import-name', `'${name}' is not exported from '${spec}' in CommandKit ${version}${hint}.`);
        }
        continue;
      }
      if (spec === 'discord.js' || isNodeBuiltin(spec) || SHIMMED_MODULES.has(spec)) continue;
      fail(entry.block, line, 'import-unknown', `'${spec}' is neither installed for the check nor in the shim allowlist (scripts/lib/examples/shims.ts).`);
    }
  };

  // Partial blocks: parse only, then check their imports against the model.
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

  // Import lines written as inline code in the prose of this version's pages: they must work at run time too.
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

  // Full blocks: one program for all pages of the version, made by a language service so that the same
  // compile can also answer quick-info questions (types on hover, options.onProgram) at no extra cost.
  const opts = compilerOptions(version);
  const languageService = createExamplesLanguageService(version, siteDir, opts, [...extraRoots, ...full.map((f) => f.file)]);
  const program = languageService.getProgram()!;
  for (const d of program.getOptionsDiagnostics().concat(program.getGlobalDiagnostics())) {
    globalErrors.push(`TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  }
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
  options.onProgram?.({version, program, languageService, blocks: full.map((e) => ({block: e.block, file: e.file})), declarations});
  // Errors a known model gap explains are not failures.
  const gaps = version === '1.x' ? (options.knownGaps ?? []) : [];
  const gapped: VersionResult['gapped'] = [];
  const used = new Set<KnownGap>();
  for (let i = failures.length - 1; i >= 0; i--) {
    const f = failures[i]!;
    const gap = gaps.find((g) => g.page === f.page && g.code === f.code && f.message.includes(g.message));
    if (!gap) continue;
    used.add(gap);
    gapped.push({...f, gap});
    failures.splice(i, 1);
  }
  failedBlocks.clear();
  const blockOf = new Map<string, CodeBlock>();
  for (const b of [...badVersion, ...inlineBlocks]) blockOf.set(`${b.page}:${b.fenceLine}`, b);
  for (const e of [...full, ...partial]) blockOf.set(`${e.block.page}:${e.block.fenceLine}`, e.block);
  for (const f of failures) failedBlocks.add(blockOf.get(`${f.page}:${f.fenceLine}`)!);
  if (options.reportStaleGaps) {
    for (const g of gaps) if (!used.has(g)) globalErrors.push(`stale model-gap entry (nothing matches it any more, delete it from model-gaps.ts): ${g.page} ${g.code} ${g.item}`);
  }
  gapped.reverse();
  failures.sort((a, b) => (a.page === b.page ? a.line - b.line : a.page < b.page ? -1 : 1));
  const withGaps = new Set(gapped.map((g) => blockOf.get(`${g.page}:${g.fenceLine}`)!));
  const ok = (e: FileEntry) => !failedBlocks.has(e.block) && !withGaps.has(e.block);
  const partialPassed = partial.filter(ok).length;
  const compiled = full.filter(ok).length;
  const gappedBlocks = [...withGaps].filter((b) => !failedBlocks.has(b)).length;
  return {
    version,
    pages: new Set([...full, ...partial].map((e) => e.block.page).concat(badVersion.map((b) => b.page))).size,
    blocks: blockCount,
    compiled,
    partial: partialPassed,
    failed: failedBlocks.size,
    gappedBlocks,
    failures,
    globalErrors,
    gapped,
    runtimeAccepted: runtime.accepted,
    ms: performance.now() - t0,
    declarations,
  };
}

interface RuntimeContext {
  facts?: RuntimeFacts;
  issues: ReadonlyMap<string, KnownIssue>;
  /** Known-issue ids each page of this version shows. */
  idsOnPage: Map<string, string[]>;
  accepted: VersionResult['runtimeAccepted'];
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
      ctx.accepted.push({page: block.page, line: block.startLine + line - 1, spec: problem.spec, ...(problem.name ? {name: problem.name} : {}), issue: issue.id});
      continue;
    }
    const candidates = [...ctx.issues.values()].filter((i) => i.entries.includes(problem.spec));
    fail(block, line, problem.kind === 'entry-fails' ? 'runtime-load' : 'runtime-name', problemMessage(problem, ctx.facts, candidates));
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
