/**
 * Records, at the end of the client compilation, the JavaScript file of each named section chunk, so
 * postBuild can write the script tags (chunk files carry a content hash known only then).
 */
import type {Compiler} from '@rspack/core';

const PLUGIN_NAME = 'route-sections-chunk-files';

export class SectionChunkFiles {
  readonly files = new Map<string, string>();

  constructor(private readonly chunkNames: ReadonlySet<string>) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap(PLUGIN_NAME, (stats) => {
      this.files.clear();
      for (const chunk of stats.compilation.chunks) {
        if (chunk.name && this.chunkNames.has(chunk.name)) {
          const file = [...chunk.files].find((name) => name.endsWith('.js'));
          if (file) this.files.set(chunk.name, file);
        }
      }
    });
  }
}
