/**
 * Writes the offline bot kit (bot-kit/*.ts) as plain ES modules into a folder of the reader's project: Node 24
 * does not strip types from files below node_modules (the harness cache lives there), and the kit must import
 * the reader's own discord.js, so it is transpiled here and resolved there.
 */
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';

const KIT_DIR = fileURLToPath(new URL('./bot-kit/', import.meta.url));

/** Transpiles the kit into `<targetDir>/` and returns the path of its entry module (index.js). */
export function installBotKit(targetDir: string): string {
  mkdirSync(targetDir, {recursive: true});
  for (const file of readdirSync(KIT_DIR).filter((f) => f.endsWith('.ts'))) {
    const {outputText} = ts.transpileModule(readFileSync(join(KIT_DIR, file), 'utf8'), {
      fileName: file,
      compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false},
    });
    writeFileSync(join(targetDir, file.replace(/\.ts$/, '.js')), outputText);
  }
  return join(targetDir, 'index.js');
}
