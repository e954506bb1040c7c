/**
 * Bundler plugin (client production build), once the minifier has run: rewrites the chunk-hash table of each
 * runtime chunk into its compact form (./chunk-hash-table.ts) and drops the translator notes of theme labels from
 * every chunk (./translation-descriptions.ts). Typed by the few members it uses, so it fits the bundler Docusaurus
 * runs (Rspack here) without importing it.
 *
 * The chunks are named before this runs, so a file's hash comes from its text before the rewrite. The new text is
 * a function of that text and of the rewrite's own code; REWRITE_SALT (the rewrite modules' source) goes into
 * every hash through `output.hashSalt`, so changing the rewrite renames the files too.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {compactChunkHashTable} from './chunk-hash-table';
import {stripTranslationDescriptions} from './translation-descriptions';

/** A digest of the modules whose code decides the rewritten text. */
export const REWRITE_SALT = createHash('sha256')
  .update(
    ['./chunk-hash-table.ts', './translation-descriptions.ts']
      .map((file) => readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8'))
      .join('\n'),
  )
  .digest('hex')
  .slice(0, 16);

interface Source {
  source(): string | Buffer;
}
interface Chunk {
  readonly files: ReadonlySet<string>;
  hasRuntime(): boolean;
}
interface Compilation {
  readonly chunks: ReadonlySet<Chunk>;
  getAsset(name: string): {source: Source} | void;
  updateAsset(name: string, source: Source): void;
  hooks: {processAssets: {tap(options: {name: string; stage: number}, run: () => void): void}};
}
interface Compiler {
  webpack: {Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number}; sources: {RawSource: new (code: string) => Source}};
  hooks: {thisCompilation: {tap(name: string, run: (compilation: Compilation) => void): void}};
}

const NAME = 'lean-main-bundle-rewrite-chunks';

export class RewriteChunksPlugin {
  // The bundler's compiler, seen through the members above (webpack's and Rspack's types differ elsewhere).
  apply(bundlerCompiler: unknown): void {
    const compiler = bundlerCompiler as Compiler;
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Right after the minifier (OPTIMIZE_SIZE), so the code is read in its final, minified form.
      compilation.hooks.processAssets.tap({name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1}, () => {
        for (const chunk of compilation.chunks) {
          for (const file of chunk.files) {
            const asset = file.endsWith('.js') ? compilation.getAsset(file) : undefined;
            if (!asset) continue;
            const original = asset.source.source().toString();
            const stripped = stripTranslationDescriptions(original);
            const compacted = chunk.hasRuntime() ? compactChunkHashTable(stripped.code) : {code: stripped.code, replaced: 0};
            if (stripped.removed > 0 || compacted.replaced > 0) compilation.updateAsset(file, new sources.RawSource(compacted.code));
          }
        }
      });
    });
  }
}
