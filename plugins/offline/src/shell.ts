/**
 * The shell: what every reader needs offline before having read anything (pure, unit tested). It is the
 * scripts and styles the shell pages name in their HTML (runtime, main bundle, styles, each page type's
 * section chunk) plus the chunks that some modules load on interaction and that must work offline without
 * having been used online (the search dialog and engine), found by their import's origin in the bundler's stats.
 * Pages themselves are not precached: a page is kept when the reader opens it, and always fetched fresh online.
 */
import {firstLoadAssets} from '../../shared/html-assets';

/** Same-site paths (below `<baseUrl>assets/`) of the stylesheets and scripts an HTML page loads first. */
export function assetsOfHtml(html: string, baseUrl: string): string[] {
  const {stylesheets, scripts} = firstLoadAssets(html);
  return [...new Set([...stylesheets, ...scripts])].filter((url) => url.startsWith(`${baseUrl}assets/`));
}

/** The part of a bundler stats chunk this module reads (webpack and Rspack both write these fields). */
export interface StatsChunk {
  id: string | number | null;
  files: string[];
  /** The imports that load this chunk: the importing module and the import's specifier. */
  origins?: Array<{moduleName?: string; moduleIdentifier?: string; request?: string}>;
}

/**
 * Files of every chunk loaded by a dynamic import() in one of these source files (a path suffix): the imported
 * module's chunk and the chunks split out of it, which all name that import as their origin.
 */
export function chunkFilesImportedBy(chunks: readonly StatsChunk[], importers: readonly string[]): string[] {
  const wanted = importers.map((file) => file.replace(/\\/g, '/'));
  const files = new Set<string>();
  for (const chunk of chunks) {
    const loadedByWanted = (chunk.origins ?? []).some((origin) => {
      const names = [origin.moduleName ?? '', origin.moduleIdentifier ?? ''].map((name) => name.replace(/\\/g, '/'));
      return wanted.some((file) => names.some((name) => name.includes(file)));
    });
    if (!loadedByWanted) continue;
    for (const file of chunk.files) {
      if (/\.(js|css)$/.test(file)) files.add(file);
    }
  }
  return [...files].sort();
}

/** The shell as paths below the build folder (no leading slash, the form the precache manifest uses). */
export function shellFiles(
  pageAssets: readonly string[],
  chunkFiles: readonly string[],
  extra: readonly string[],
  baseUrl: string,
): string[] {
  const relative = (file: string) => (file.startsWith(baseUrl) ? file.slice(baseUrl.length) : file.replace(/^\//, ''));
  return [...new Set([...pageAssets, ...chunkFiles, ...extra].map(relative))].sort();
}
