/**
 * What usage.ts needs from one example block (the names it imports, by import path, and its identifier-like
 * words), and a cache of them on disk keyed by the block's code: parsing every guide example with TypeScript
 * cost about a second each time the API pages were generated, which is on every `docusaurus start` and build,
 * though the examples rarely change between two of them.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import {dirname} from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';

export interface ImportedNames {
  spec: string;
  /** Imported names, `default` for a default import. */
  names: string[];
}

export interface BlockFacts {
  imports: ImportedNames[];
  words: string[];
}

/** Reads (or computes) the facts of a block's code in a language (`ts`, `tsx`, `js`...). */
export type BlockFactsReader = (code: string, lang: string) => BlockFacts;

/** Names a block imports from CommandKit's packages (`default` for a default import), by import path. */
export function commandKitImports(sf: ts.SourceFile): ImportedNames[] {
  const out: ImportedNames[] = [];
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const spec = statement.moduleSpecifier.text;
    if (spec !== 'commandkit' && !spec.startsWith('commandkit/') && !spec.startsWith('@commandkit/')) continue;
    const clause = statement.importClause;
    const names: string[] = clause?.name ? ['default'] : [];
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) names.push((el.propertyName ?? el.name).text);
    out.push({spec, names});
  }
  return out;
}

/** Identifier-like words of a code block (a cheap scan: names in strings and comments count too). */
function wordsOf(code: string): string[] {
  const words = new Set<string>();
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.JSX, code);
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    // Identifiers and keywords alike (`delete` can name a member).
    if (kind === ts.SyntaxKind.Identifier || /^[A-Za-z_$][\w$]*$/.test(scanner.getTokenText())) words.add(scanner.getTokenText());
  }
  return [...words];
}

/** The facts of a block, computed. */
export const computeBlockFacts: BlockFactsReader = (code, lang) => {
  const sf = ts.createSourceFile(
    `b.${lang}`,
    code,
    ts.ScriptTarget.Latest,
    false,
    lang.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  return {imports: commandKitImports(sf), words: wordsOf(code)};
};

/** This file's code and the TypeScript version: what the facts depend on besides the block. */
function factsFingerprint(): string {
  return createHash('sha256')
    .update(ts.version)
    .update('\0')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .digest('hex');
}

interface StoredFacts {
  fingerprint: string;
  blocks: Record<string, BlockFacts>;
}

/**
 * Block facts kept in a JSON file: `read` answers from it or computes, `save` writes the blocks read since
 * opening (so blocks no page has any more drop out) when anything changed. An unreadable file is a cold cache.
 */
export function blockFactsCache(file: string): {read: BlockFactsReader; save(): void} {
  const fingerprint = factsFingerprint();
  let stored: Record<string, BlockFacts> = {};
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as StoredFacts;
    if (parsed.fingerprint === fingerprint && parsed.blocks && typeof parsed.blocks === 'object') stored = parsed.blocks;
  } catch {
    // no cache yet
  }
  const used: Record<string, BlockFacts> = {};
  let computed = 0;
  return {
    read(code, lang) {
      const key = createHash('sha256').update(lang).update('\0').update(code).digest('hex');
      let facts = used[key] ?? stored[key];
      if (!facts) {
        facts = computeBlockFacts(code, lang);
        computed += 1;
      }
      used[key] = facts;
      return facts;
    },
    save() {
      if (!computed && Object.keys(used).length === Object.keys(stored).length) return;
      try {
        mkdirSync(dirname(file), {recursive: true});
        const partial = `${file}.${process.pid}.tmp`;
        writeFileSync(partial, JSON.stringify({fingerprint, blocks: used} satisfies StoredFacts));
        renameSync(partial, file);
      } catch {
        // a cache that cannot be written only costs the next run the parse
      }
    },
  };
}
