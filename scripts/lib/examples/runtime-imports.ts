/**
 * Run-time import check of the code examples: the type checker accepts `import { x } from 'commandkit/y'`
 * whenever the declarations export `x`, but a reader's bot runs the built JavaScript. Every value import of
 * CommandKit in an example must load and give its names at run time, per api-models/<version>/runtime.json.
 *
 * What counts as a value import follows what TypeScript and the bundlers emit: `import type` and type-only
 * specifiers are erased, and so is a binding used only in type positions (an import whose bindings are all
 * erased does not load its module at all). In plain JavaScript every use is a value use.
 *
 * An example may still use a broken path when the page shows the known issue that covers it
 * (`<KnownIssue id>` whose `entries` list the path): the reader is warned right there.
 */
import ts from 'typescript';
import {
  describeDefault,
  nameAtRunTime,
  READER_MODES,
  type DefaultImport,
  type LoadMode,
  type RuntimeFacts,
} from '../../../plugins/api-reference/src/public';
import type {KnownIssue} from '../../../plugins/known-issues/src/public';

export interface RuntimeImportRef {
  spec: string;
  /** Bindings used as values (imported names, `default` for default imports). */
  names: string[];
  /** The module is loaded at run time (a side-effect import, or at least one binding is a value). */
  loads: boolean;
  /** How it is loaded: static or dynamic `import` (ESM) or `require` (CommonJS). */
  via: 'import' | 'require';
  pos: number;
}

/** Identifier texts used in value positions anywhere in the file (type positions and declarations skipped). */
export function valueIdentifiers(sf: ts.SourceFile): Set<string> {
  const out = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return;
    if (ts.isHeritageClause(node) && node.token === ts.SyntaxKind.ImplementsKeyword) return;
    if (ts.isExpressionWithTypeArguments(node)) {
      // `class A extends B<T>`: B is a value, T a type.
      visit(node.expression);
      return;
    }
    if (ts.isTypeNode(node)) return;
    if (ts.isIdentifier(node)) {
      const p = node.parent;
      const isNameOf =
        (ts.isPropertyAccessExpression(p) && p.name === node) ||
        ((ts.isPropertyAssignment(p) ||
          ts.isPropertyDeclaration(p) ||
          ts.isMethodDeclaration(p) ||
          ts.isGetAccessor(p) ||
          ts.isSetAccessor(p) ||
          ts.isEnumMember(p)) &&
          p.name === node) ||
        (ts.isJsxAttribute(p) && p.name === node) ||
        (ts.isBindingElement(p) && p.propertyName === node) ||
        ts.isQualifiedName(p);
      if (!isNameOf) out.add(node.text);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  // JSX tag names are identifiers too (handled above), `<Button>` = a use of Button.
  return out;
}

/** CommandKit-relevant imports of a file with their value-used bindings. */
export function runtimeImportRefs(
  sf: ts.SourceFile,
  isModule: (spec: string) => boolean,
  options: {assumeUsed?: boolean} = {},
): RuntimeImportRef[] {
  // A lone import line (inline code in prose) has no uses to look at: the reader imports it to use it.
  const all = {has: () => true};
  const used = options.assumeUsed ? all : valueIdentifiers(sf);
  const out: RuntimeImportRef[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && isModule(node.moduleSpecifier.text)) {
      const clause = node.importClause;
      const pos = node.moduleSpecifier.getStart(sf);
      const spec = node.moduleSpecifier.text;
      if (!clause) {
        out.push({spec, names: [], loads: true, via: 'import', pos});
      } else if (!clause.isTypeOnly) {
        const names: string[] = [];
        let anyValue = false;
        if (clause.name && used.has(clause.name.text)) {
          anyValue = true;
          names.push('default');
        }
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) anyValue ||= used.has(bindings.name.text);
        else if (bindings) {
          for (const el of bindings.elements) {
            if (el.isTypeOnly || !used.has(el.name.text)) continue;
            anyValue = true;
            names.push((el.propertyName ?? el.name).text);
          }
        }
        if (anyValue) out.push({spec, names, loads: true, via: 'import', pos});
      }
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      isModule(node.moduleSpecifier.text)
    ) {
      const names =
        node.exportClause && ts.isNamedExports(node.exportClause)
          ? node.exportClause.elements.filter((el) => !el.isTypeOnly).map((el) => (el.propertyName ?? el.name).text)
          : [];
      out.push({spec: node.moduleSpecifier.text, names, loads: true, via: 'import', pos: node.moduleSpecifier.getStart(sf)});
    } else if (
      ts.isCallExpression(node) &&
      node.arguments.length >= 1 &&
      ts.isStringLiteralLike(node.arguments[0]!) &&
      isModule(node.arguments[0].text)
    ) {
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      if (isRequire || isImport) {
        const names: string[] = [];
        const parent = node.parent;
        if (isRequire && parent && ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name)) {
          for (const el of parent.name.elements) {
            const key = el.propertyName ?? el.name;
            if (ts.isIdentifier(key)) names.push(key.text);
          }
        }
        if (isRequire && parent && ts.isPropertyAccessExpression(parent) && parent.expression === node) names.push(parent.name.text);
        out.push({
          spec: node.arguments[0].text,
          names,
          loads: true,
          via: isRequire ? 'require' : 'import',
          pos: node.arguments[0].getStart(sf),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

export interface RuntimeImportProblem {
  spec: string;
  /** Undefined when the entry itself fails to load; `default` for a default import. */
  name?: string;
  /** `default`: a default import binds something other than what the declarations call the default. */
  kind: 'entry-fails' | 'missing' | 'default';
  mode: LoadMode;
  error?: string;
  /** kind `default`: what the import binds instead. */
  binds?: DefaultImport;
  pos: number;
}

/** What fails at run time among a file's imports (each entry failure once per reference, each missing name once). */
export function runtimeImportProblems(refs: RuntimeImportRef[], facts: RuntimeFacts): RuntimeImportProblem[] {
  const out: RuntimeImportProblem[] = [];
  for (const ref of refs) {
    const modes: readonly LoadMode[] = ref.via === 'require' ? ['cjs'] : READER_MODES[facts.version];
    const entry = facts.entries[ref.spec];
    if (!entry) continue; // Not a public path: the import-path rule reports it.
    let reported = false;
    for (const mode of modes) {
      if (!entry[mode].loads) {
        out.push({spec: ref.spec, kind: 'entry-fails', mode, error: entry[mode].error, pos: ref.pos});
        reported = true;
        break;
      }
    }
    if (reported) continue;
    for (const name of ref.names) {
      for (const mode of modes) {
        const r = nameAtRunTime(facts, ref.spec, name, mode);
        if (r.ok) continue;
        if (r.reason === 'default-differs') out.push({spec: ref.spec, name, kind: 'default', mode, binds: r.binds, pos: ref.pos});
        else out.push({spec: ref.spec, name, kind: 'missing', mode, pos: ref.pos});
        break;
      }
    }
  }
  return out;
}

/**
 * The `entries` value of a known issue that covers a problem: the import path for a path that fails to load
 * or lacks names, `<path>#default` for a default import that binds the wrong value.
 */
export function issueEntryKey(problem: Pick<RuntimeImportProblem, 'spec' | 'kind'>): string {
  return problem.kind === 'default' ? `${problem.spec}#default` : problem.spec;
}

/** The known issue shown on the page that covers a problem (its `entries` list the problem's key). */
export function coveringIssue(
  problem: RuntimeImportProblem,
  issues: ReadonlyMap<string, KnownIssue>,
  idsOnPage: readonly string[],
): KnownIssue | undefined {
  for (const id of idsOnPage) {
    const issue = issues.get(id);
    if (issue?.entries.includes(issueEntryKey(problem))) return issue;
  }
  return undefined;
}

/** Other import paths that give `name` at run time (for the hint in a failure). */
export function workingPaths(facts: RuntimeFacts, name: string): string[] {
  return Object.keys(facts.entries)
    .filter((p) => READER_MODES[facts.version].every((m) => nameAtRunTime(facts, p, name, m).ok))
    .sort();
}

export function problemMessage(problem: RuntimeImportProblem, facts: RuntimeFacts, issuesForPath: readonly KnownIssue[]): string {
  const how = problem.mode === 'esm' ? 'import' : 'require()';
  const cover = issuesForPath.length
    ? ` Show the known issue on this page (<KnownIssue id="${issuesForPath[0]!.id}" />) if the example must keep this import.`
    : '';
  if (problem.kind === 'default') {
    const named = problem.binds?.binds === 'module' ? ` Import the value by name instead (\`import { X } from '${problem.spec}'\`).` : '';
    return (
      `The default import of '${problem.spec}' does not get what its type declarations call the default ` +
      `export: at run time in CommandKit ${facts.version} (${how}) it binds ` +
      `${describeDefault(problem.binds ?? {binds: 'none'}, problem.spec)}.${named}${cover}`
    );
  }
  if (problem.kind === 'entry-fails') {
    return (
      `'${problem.spec}' fails to load at run time in CommandKit ${facts.version} (${how}: ` +
      `${problem.error ?? 'throws'}), so the reader's code crashes.${cover}`
    );
  }
  const elsewhere = workingPaths(facts, problem.name!).map((p) => `'${p}'`);
  const hint = elsewhere.length
    ? ` It works from ${elsewhere.join(', ')}.`
    : ' No entry gives it at run time: it exists only as a type (use `import type`, or a value that exists).';
  return (
    `'${problem.name}' is not given by '${problem.spec}' at run time in CommandKit ${facts.version} ` +
    `(${how} gets undefined or throws; only the type declarations export it).${hint}${cover}`
  );
}

/**
 * Import statements written as inline code in a page's prose (`import { x } from 'commandkit/y'`), outside
 * fenced blocks, with their 1-based page line: a reader copies those too.
 */
export function inlineImportLines(source: string): Array<{line: number; code: string}> {
  const out: Array<{line: number; code: string}> = [];
  let fence: string | undefined;
  source.split(/\r?\n/).forEach((text, i) => {
    const f = /^\s*(`{3,}|~{3,})/.exec(text);
    if (f) {
      if (!fence) fence = f[1]![0]!.repeat(f[1]!.length);
      else if (f[1]!.startsWith(fence)) fence = undefined;
      return;
    }
    if (fence) return;
    for (const m of text.matchAll(/`(import\s[^`]*?from\s*['"][^'"]+['"];?)`/g)) out.push({line: i + 1, code: m[1]!});
  });
  return out;
}
