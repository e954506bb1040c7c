/**
 * TypeScript of ours (bot kit, reproductions) turned into plain ES modules that Node 24 runs inside the
 * reader's project: Node will not strip types from files below node_modules, where the project lives.
 * JSX compiles to commandkit's runtime, as a reader's `.tsx` files do; relative `.ts` imports become `.js`.
 */
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import ts from 'typescript';

const COMPILER_OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2022,
  jsx: ts.JsxEmit.ReactJSX,
  jsxImportSource: 'commandkit',
  verbatimModuleSyntax: false,
  isolatedModules: true,
};

/** Relative specifiers ending in .ts/.tsx/.mts point at the emitted .js files instead. */
export function rewriteRelativeSpecifiers(code: string): string {
  return code.replace(/(from\s+|import\s*\(\s*|import\s+)(['"])(\.{1,2}\/[^'"]+?)\.(?:m?tsx?)\2/g, '$1$2$3.js$2');
}

export function transpileToJs(source: string, fileName: string): string {
  const {outputText} = ts.transpileModule(source, {compilerOptions: COMPILER_OPTIONS, fileName, reportDiagnostics: false});
  return rewriteRelativeSpecifiers(outputText);
}

/** Transpiles `file` to `outFile` (.js). */
export function transpileFile(file: string, outFile: string): void {
  mkdirSync(dirname(outFile), {recursive: true});
  writeFileSync(outFile, transpileToJs(readFileSync(file, 'utf8'), file));
}

/** Transpiles every .ts/.tsx file below `dir` (tests excluded) into the same layout below `outDir`. */
export function transpileFolder(dir: string, outDir: string): string[] {
  const written: string[] = [];
  for (const entry of readdirSync(dir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const out = join(outDir, relative(dir, file)).replace(/\.tsx?$/, '.js');
    transpileFile(file, out);
    written.push(out);
  }
  return written;
}
