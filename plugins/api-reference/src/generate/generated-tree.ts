/**
 * The files of one version's generated tree, collected while the pages are built and written once at the end
 * (write.ts): only pages whose text changed are rewritten, so the dev server recompiles what changed rather than
 * every page, and stale pages are removed.
 */
import {join, relative} from 'node:path';

export class GeneratedTree {
  /** Path relative to the tree's folder -> file text. */
  readonly files = new Map<string, string>();
  /** Pages written (category files are not pages). */
  pages = 0;

  constructor(readonly outDir: string) {}

  page(file: string, text: string): void {
    this.files.set(relative(this.outDir, file), text);
    this.pages++;
  }

  /** The sidebar category of a folder: its label and position, collapsed. */
  category(dir: string, label: string, position: number): void {
    const text = JSON.stringify({label, position, collapsed: true, collapsible: true}, null, 2) + '\n';
    this.files.set(relative(this.outDir, join(dir, '_category_.json')), text);
  }
}
