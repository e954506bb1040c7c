/**
 * The JavaScript twin of a TypeScript example: the same file, as a reader who writes JavaScript would type it.
 *
 * - Types are removed by ts-blank-space (it uses TypeScript's own parser and only blanks type syntax), then the
 *   blanked characters are deleted and the whitespace around them tidied, so the author's formatting, blank
 *   lines and comments stay as written (TypeScript's printer would re-indent everything to 4 spaces).
 * - Imports are elided exactly as TypeScript elides them: an imported name used only as a type disappears, and
 *   an import left with no name disappears. Which names survive is read from `ts.transpileModule`'s output.
 * - Relative import paths and the block title move to their JavaScript extension (.ts -> .js, .tsx -> .jsx).
 * - Syntax that is not just types (enums, namespaces, parameter properties) cannot be stripped; the whole
 *   file then goes through `ts.transpileModule` instead (`method: 'transpiled'`), which keeps comments but
 *   not the layout.
 */
import ts from 'typescript';
import {blankSourceFile} from 'ts-blank-space';
import {mapCodeAttribute} from '../../shared/code-meta';

export type TypeScriptLang = 'ts' | 'tsx';
export type JavaScriptLang = 'js' | 'jsx';

export interface Twin {
  code: string;
  lang: JavaScriptLang;
  /** 'stripped': types deleted in place; 'transpiled': the file needed TypeScript's emitter. */
  method: 'stripped' | 'transpiled';
}

const EXTENSIONS: Record<string, string> = {'.ts': '.js', '.tsx': '.jsx', '.mts': '.mjs', '.cts': '.cjs'};

/** `.ts`/`.tsx`/`.mts`/`.cts` at the end of a path become their JavaScript form; other paths are unchanged. */
export function javascriptPath(path: string): string {
  return path.replace(/\.(ts|tsx|mts|cts)$/, (ext) => EXTENSIONS[ext]!);
}

/** A block title: its path part changes extension; a trailing remark such as " (excerpt)" is kept. */
export function javascriptTitle(title: string): string {
  const m = /^(.*?)(\s+\([^()]*\))?$/.exec(title)!;
  return javascriptPath(m[1]!) + (m[2] ?? '');
}

/** Replaces the title of a fence's meta string by its JavaScript form (quotes and the rest kept). */
export function javascriptMeta(meta: string): string {
  return mapCodeAttribute(meta, 'title', javascriptTitle);
}

function parse(code: string, lang: TypeScriptLang | JavaScriptLang): ts.SourceFile {
  const kind = {ts: ts.ScriptKind.TS, tsx: ts.ScriptKind.TSX, js: ts.ScriptKind.JS, jsx: ts.ScriptKind.JSX}[lang];
  return ts.createSourceFile(`example.${lang}`, code, ts.ScriptTarget.ESNext, true, kind);
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

function applyEdits(code: string, edits: Edit[]): string {
  let out = code;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/**
 * The local names that survive TypeScript's import elision, per module specifier (local names are unique in
 * a file, so one set per specifier says which names of each of its import declarations stay).
 */
function keptImportNames(code: string, lang: TypeScriptLang): Map<string, Set<string>> {
  const {outputText} = ts.transpileModule(code, {
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      verbatimModuleSyntax: false,
      isolatedModules: true,
    },
    fileName: `example.${lang}`,
  });
  const out = parse(outputText, lang === 'tsx' ? 'jsx' : 'js');
  const kept = new Map<string, Set<string>>();
  for (const statement of out.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const names = kept.get(statement.moduleSpecifier.text) ?? new Set<string>();
    const clause = statement.importClause;
    if (clause?.name) names.add(clause.name.text);
    if (clause?.namedBindings) {
      if (ts.isNamespaceImport(clause.namedBindings)) names.add(clause.namedBindings.name.text);
      else for (const el of clause.namedBindings.elements) names.add(el.name.text);
    }
    kept.set(statement.moduleSpecifier.text, names);
  }
  return kept;
}

/**
 * The source with the imports TypeScript would drop removed (whole declarations, or single names), and
 * relative import paths renamed to their JavaScript extension. Still TypeScript.
 */
export function elideTypeOnlyImports(code: string, lang: TypeScriptLang): string {
  const sf = parse(code, lang);
  const kept = keptImportNames(code, lang);
  const edits: Edit[] = [];
  const rename = (literal: ts.StringLiteral) => {
    if (!literal.text.startsWith('.')) return;
    const renamed = javascriptPath(literal.text);
    if (renamed !== literal.text) edits.push({start: literal.getStart(sf) + 1, end: literal.getEnd() - 1, text: renamed});
  };
  for (const statement of sf.statements) {
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier))
      rename(statement.moduleSpecifier);
    if (!ts.isImportDeclaration(statement)) continue;
    const names = ts.isStringLiteral(statement.moduleSpecifier) ? kept.get(statement.moduleSpecifier.text) : undefined;
    const clause = statement.importClause;
    if (!clause) {
      if (ts.isStringLiteral(statement.moduleSpecifier)) rename(statement.moduleSpecifier);
      continue;
    }
    const bound = [clause.name, clause.namedBindings && ts.isNamespaceImport(clause.namedBindings) ? clause.namedBindings.name : undefined]
      .concat(clause.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements.map((el) => el.name) : [])
      .filter((name): name is ts.Identifier => name !== undefined);
    if (clause.isTypeOnly || !names || !bound.some((name) => names.has(name.text))) {
      edits.push({start: statement.getStart(sf), end: statement.getEnd(), text: ''});
      continue;
    }
    if (ts.isStringLiteral(statement.moduleSpecifier)) rename(statement.moduleSpecifier);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      const elements = bindings.elements;
      const keeps = elements.map((el) => !el.isTypeOnly && names.has(el.name.text));
      if (!keeps.includes(true)) {
        // `import Default, {OnlyTypes} from` -> `import Default from`
        edits.push({start: clause.name ? clause.name.getEnd() : bindings.getStart(sf), end: bindings.getEnd(), text: ''});
      } else {
        // Each run of dropped names goes with the separator after it (or, at the end, the one before it).
        for (let first = 0; first < elements.length; first++) {
          if (keeps[first]) continue;
          let last = first;
          while (last + 1 < elements.length && !keeps[last + 1]) last++;
          const next = elements[last + 1];
          if (next) edits.push({start: elements[first]!.getStart(sf), end: next.getStart(sf), text: ''});
          else edits.push({start: elements[first - 1]!.getEnd(), end: elements[last]!.getEnd(), text: ''});
          first = last;
        }
      }
    }
    if (clause.name && !names.has(clause.name.text) && bindings) {
      edits.push({start: clause.name.getStart(sf), end: bindings.getStart(sf), text: ''});
    }
  }
  return applyEdits(code, edits);
}

/** Thrown (and caught below) when ts-blank-space meets syntax that has run-time meaning. */
class NotStrippable extends Error {}

const CLOSERS = new Set([')', ']', '}', ',', ';', '.', ':', '']);

/**
 * Deletes the characters ts-blank-space turned into spaces, and tidies what is left: a line that held only
 * types goes away, a modifier at the start of a line takes its following space with it, a type before a
 * closing bracket or another space takes the space before it, and runs of blank lines shrink to one.
 */
export function deleteBlanked(original: string, blanked: string): string {
  if (original.length !== blanked.length) throw new Error('ts-blank-space changed the length of the text');
  const isBlanked = (i: number) => original[i] !== blanked[i] && blanked[i] === ' ';
  // Characters that were already blank lines in the original, to know which empty lines are the author's.
  const out: string[] = [];
  let i = 0;
  const n = original.length;
  while (i < n) {
    if (!isBlanked(i)) {
      out.push(blanked[i]!);
      i++;
      continue;
    }
    // A run: blanked characters and the whitespace between them.
    let end = i;
    let j = i;
    while (j < n && (isBlanked(j) || /\s/.test(blanked[j]!))) {
      if (isBlanked(j)) end = j + 1;
      j++;
    }
    const written = out.join('');
    const before = written.slice(written.lastIndexOf('\n') + 1);
    const afterLineEnd = blanked.indexOf('\n', end);
    const after = blanked.slice(end, afterLineEnd === -1 ? n : afterLineEnd);
    const beforeBlank = before.trim() === '';
    const afterBlank = after.trim() === '';
    if (beforeBlank && afterBlank) {
      // Whole lines of types: drop them, newline included.
      out.length = 0;
      out.push(written.slice(0, written.length - before.length));
      i = afterLineEnd === -1 ? n : afterLineEnd + 1;
      continue;
    }
    if (beforeBlank) {
      // `  private x = 1` -> `  x = 1`
      let k = end;
      while (k < n && (blanked[k] === ' ' || blanked[k] === '\t')) k++;
      i = k;
      continue;
    }
    const next = after.trimStart()[0] ?? '';
    if (/\s$/.test(before) && (/^\s/.test(after) || CLOSERS.has(next))) {
      const trimmed = written.replace(/[ \t]+$/, '');
      out.length = 0;
      out.push(trimmed);
    }
    i = end;
  }
  return out
    .join('')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+/, '');
}

function strip(code: string, lang: TypeScriptLang): string {
  const sf = parse(code, lang);
  let blanked = blankSourceFile(sf, (node) => {
    throw new NotStrippable(ts.SyntaxKind[node.kind]);
  });
  // A comment that documents a type declaration goes with it.
  for (const statement of sf.statements) {
    if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement)) continue;
    for (const range of ts.getLeadingCommentRanges(code, statement.getFullStart()) ?? []) {
      blanked = blanked.slice(0, range.pos) + blanked.slice(range.pos, range.end).replace(/\S/g, ' ') + blanked.slice(range.end);
    }
  }
  return deleteBlanked(code, blanked);
}

function transpile(code: string, lang: TypeScriptLang): string {
  // Blank lines survive TypeScript's printer only as comments.
  const marked = code.replace(/^[ \t]*$/gm, '//__blank__');
  const {outputText} = ts.transpileModule(marked, {
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      removeComments: false,
      isolatedModules: true,
    },
    fileName: `example.${lang}`,
  });
  return outputText
    .replace(/^[ \t]*\/\/__blank__$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+/, '');
}

/** The JavaScript twin of one TypeScript example block. The code must parse; a syntax error throws. */
export function javascriptTwin(code: string, lang: TypeScriptLang): Twin {
  const sf = parse(code, lang);
  const syntax = (sf as unknown as {parseDiagnostics: ts.DiagnosticWithLocation[]}).parseDiagnostics;
  if (syntax.length > 0) {
    const d = syntax[0]!;
    const {line, character} = sf.getLineAndCharacterOfPosition(d.start);
    throw new SyntaxError(`line ${line + 1}:${character + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
  }
  const jsLang: JavaScriptLang = lang === 'tsx' ? 'jsx' : 'js';
  const withImports = elideTypeOnlyImports(code, lang);
  let out: string;
  let method: Twin['method'] = 'stripped';
  try {
    out = strip(withImports, lang);
  } catch (error) {
    if (!(error instanceof NotStrippable)) throw error;
    out = transpile(withImports, lang);
    method = 'transpiled';
  }
  // The twin ends as the TypeScript ends: with one newline or none.
  out = out.replace(/\n+$/, '') + (code.endsWith('\n') ? '\n' : '');
  return {code: out, lang: jsLang, method};
}

/**
 * The twin a block is shown with, or undefined when JavaScript has no counterpart: a declaration file
 * (`*.d.ts` title) or code made only of types (its twin would be empty).
 */
export function twinOf(code: string, lang: TypeScriptLang, title?: string): Twin | undefined {
  if (title && /\.d\.[mc]?ts(\s|$)/.test(title)) return undefined;
  const twin = javascriptTwin(code, lang);
  const sf = parse(twin.code, twin.lang);
  return sf.statements.length === 0 ? undefined : twin;
}
