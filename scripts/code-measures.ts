/**
 * npm run code:measures: figures the codebase's shape is tracked by (issue 29): functions longer than 80 lines
 * (name, file, length), lines longer than 140 characters, and `as never` casts in tests. Reads the TypeScript
 * files git tracks; prints a report, changes nothing.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import ts from 'typescript';

const LONG_FUNCTION = 80;
const LONG_LINE = 140;

const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], {encoding: 'utf8'}).split('\n').filter(Boolean);

function functionName(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText();
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  return '(anonymous)';
}

const long: Array<{file: string; name: string; lines: number}> = [];
let longLines = 0;
let asNever = 0;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  longLines += text.split('\n').filter((line) => line.length > LONG_LINE).length;
  if (file.startsWith('tests/')) asNever += (text.match(/\bas never\b/g) ?? []).length;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (end - start + 1 > LONG_FUNCTION) long.push({file, name: functionName(node), lines: end - start + 1});
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
long.sort((a, b) => b.lines - a.lines);
console.log(`functions over ${LONG_FUNCTION} lines: ${long.length}`);
for (const f of long) console.log(`  ${String(f.lines).padStart(4)}  ${f.name}  ${f.file}`);
console.log(`lines over ${LONG_LINE} characters: ${longLines}`);
console.log(`'as never' in tests: ${asNever}`);
