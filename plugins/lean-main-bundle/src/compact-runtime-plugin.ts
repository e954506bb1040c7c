/**
 * Bundler plugin (client production build): rewrites the chunk-hash table of each runtime chunk into its compact
 * form (./chunk-hash-table.ts) once the minifier has run. Typed by the few members it uses, so it fits the
 * bundler Docusaurus runs (Rspack here) without importing it.
 */
import {compactChunkHashTable} from './chunk-hash-table';

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

const NAME = 'lean-main-bundle-compact-runtime';

export class CompactRuntimePlugin {
  // The bundler's compiler, seen through the members above (webpack's and Rspack's types differ elsewhere).
  apply(bundlerCompiler: unknown): void {
    const compiler = bundlerCompiler as Compiler;
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Right after the minifier (OPTIMIZE_SIZE), so the table is read in its final, minified form.
      compilation.hooks.processAssets.tap({name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1}, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.hasRuntime()) continue;
          for (const file of chunk.files) {
            const asset = file.endsWith('.js') ? compilation.getAsset(file) : undefined;
            if (!asset) continue;
            const {code, replaced} = compactChunkHashTable(asset.source.source().toString());
            if (replaced > 0) compilation.updateAsset(file, new sources.RawSource(code));
          }
        }
      });
    });
  }
}
