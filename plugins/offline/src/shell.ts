/**
 * The shell: what every reader needs offline before having read anything (pure, unit tested). It is the
 * scripts and styles the shell pages name in their HTML (runtime, main bundle, styles, each page type's
 * section chunk) plus the chunks of the code loaded on interaction that must work offline (the search dialog and
 * engine), found in the bundler's stats. Pages themselves are not precached: a page is kept when the reader
 * opens it, and always fetched fresh when online.
 */

/** Same-site paths of the scripts, styles and preloaded files an HTML page names. */
export function assetsOfHtml(html: string, baseUrl: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attributes = new Map<string, string>();
    for (const [, name, value] of tag.matchAll(/([\w-]+)=("[^"]*"|'[^']*'|[^\s>]+)/g)) {
      attributes.set(name!.toLowerCase(), value!.replace(/^["']|["']$/g, ''));
    }
    const isScript = /^<script/i.test(tag);
    const rel = attributes.get('rel') ?? '';
    const target = isScript ? attributes.get('src') : /\b(stylesheet|preload|modulepreload)\b/.test(rel) ? attributes.get('href') : undefined;
    if (target && target.startsWith(`${baseUrl}assets/`)) {
      found.add(target);
    }
  }
  return [...found];
}

/** The part of a bundler stats chunk this module reads (webpack and Rspack both write these fields). */
export interface StatsChunk {
  id: string | number | null;
  files: string[];
  siblings?: Array<string | number>;
  modules?: Array<{nameForCondition?: string | null; identifier?: string; name?: string}>;
}

/**
 * Files of the chunks holding any of these source files, and of the chunks loaded with them (siblings: a lazy
 * import downloads its chunk together with the split-out chunks it shares with others).
 */
export function chunkFilesOfModules(chunks: readonly StatsChunk[], sourceFiles: readonly string[]): string[] {
  const wanted = sourceFiles.map((file) => file.replace(/\\/g, '/'));
  const holds = (chunk: StatsChunk) =>
    (chunk.modules ?? []).some((module) => {
      const name = (module.nameForCondition ?? module.identifier ?? module.name ?? '').replace(/\\/g, '/');
      return wanted.some((file) => name.endsWith(file));
    });
  const byId = new Map(chunks.map((chunk) => [String(chunk.id), chunk]));
  const files = new Set<string>();
  for (const chunk of chunks.filter(holds)) {
    for (const related of [chunk, ...(chunk.siblings ?? []).map((id) => byId.get(String(id)))]) {
      for (const file of related?.files ?? []) {
        if (/\.(js|css)$/.test(file)) files.add(file);
      }
    }
  }
  return [...files].sort();
}

/** The shell as paths below the build folder (no leading slash, the form the precache manifest uses). */
export function shellFiles(pageAssets: readonly string[], chunkFiles: readonly string[], extra: readonly string[], baseUrl: string): string[] {
  const relative = (file: string) => (file.startsWith(baseUrl) ? file.slice(baseUrl.length) : file.replace(/^\//, ''));
  return [...new Set([...pageAssets, ...chunkFiles, ...extra].map(relative))].sort();
}
