/**
 * npm run code:measures: figures the codebase's shape is tracked by (issue 29): functions longer than 80 lines
 * (name, file, length), lines longer than 140 characters, and `as never` casts in tests. Reads the TypeScript
 * files git tracks; prints a report, changes nothing.
 *
 * The callback a test file passes to `describe`, `test`, `it` or `suite` is counted apart: a long `describe`
 * callback is a list of tests, not a function doing several jobs. (A long `test` callback may still be a test
 * doing too much; it is listed, under its own heading.)
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import ts from 'typescript';

const LONG_FUNCTION = 80;
const LONG_LINE = 140;
const TEST_CONTAINERS = new Set(['describe', 'test', 'it', 'suite']);

const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], {encoding: 'utf8'}).split('\n').filter(Boolean);

function functionName(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText();
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  return '(anonymous)';
}

/**
 * The test function (`describe`, `test.skip`, `it.each(...)`…) a function is the callback of, with the name of the
 * suite or test it declares, or undefined when it is not such a callback.
 */
function testContainer(node: ts.Node): {kind: string; title: string} | undefined {
  const call = node.parent;
  if (!call || !ts.isCallExpression(call) || !call.arguments.some((argument) => argument === node)) return undefined;
  let callee: ts.Expression = call.expression;
  while (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee)) callee = callee.expression;
  if (!ts.isIdentifier(callee) || !TEST_CONTAINERS.has(callee.text)) return undefined;
  const first = call.arguments[0];
  const title = first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)) ? first.text : '(untitled)';
  return {kind: callee.text, title};
}

interface LongFunction {
  file: string;
  name: string;
  lines: number;
}

const long: LongFunction[] = [];
const longContainers: LongFunction[] = [];
let longLines = 0;
let asNever = 0;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  longLines += text.split('\n').filter((line) => line.length > LONG_LINE).length;
  const inTests = file.startsWith('tests/');
  if (inTests) asNever += (text.match(/\bas never\b/g) ?? []).length;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > LONG_FUNCTION) {
        const container = inTests ? testContainer(node) : undefined;
        if (container) longContainers.push({file, name: `${container.kind}(${JSON.stringify(container.title)})`, lines});
        else long.push({file, name: functionName(node), lines});
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

function list(title: string, entries: LongFunction[]): void {
  entries.sort((a, b) => b.lines - a.lines);
  console.log(`${title}: ${entries.length}`);
  for (const f of entries) console.log(`  ${String(f.lines).padStart(4)}  ${f.name}  ${f.file}`);
}

list(`functions over ${LONG_FUNCTION} lines`, long);
list(`test-suite callbacks over ${LONG_FUNCTION} lines (describe/test/it/suite in tests/, counted apart)`, longContainers);
console.log(`lines over ${LONG_LINE} characters: ${longLines}`);
console.log(`'as never' in tests: ${asNever}`);
