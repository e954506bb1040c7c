/**
 * How Docusaurus turns a docs file path into a URL, for the framework's own site (the one whose links
 * we must keep answering): numeric prefixes ("01-") are stripped from every segment, an `index`,
 * `README` or folder-named file stands for its folder, and the extension goes. Pure, unit tested.
 */

/** "01-getting-started" -> "getting-started"; Docusaurus strips `<digits>-`, `<digits>_` and `<digits>.` prefixes. */
export function stripNumberPrefix(segment: string): string {
  const stripped = segment.replace(/^\d+\s*[-_.]\s*/, '');
  return stripped === '' ? segment : stripped;
}

/**
 * URL path of a doc, given its path relative to the docs folder ("guide/01-getting-started/01-introduction.mdx")
 * and the version's base path ("/docs" or "/docs/v0"). Front matter `slug` wins when present.
 */
export function docUrl(relativeFile: string, basePath: string, slug?: string): string {
  const base = basePath.replace(/\/$/, '');
  const parts = relativeFile.replace(/\\/g, '/').split('/');
  const file = parts.pop() ?? '';
  const folders = parts.map(stripNumberPrefix);
  const name = stripNumberPrefix(file.replace(/\.mdx?$/, ''));
  const lastFolder = folders[folders.length - 1];
  const isIndex = /^(index|readme)$/i.test(name) || (lastFolder !== undefined && name === lastFolder);
  if (slug !== undefined) {
    if (slug.startsWith('/')) return `${base}${slug}`.replace(/\/$/, '') || '/';
    return [base, ...folders, slug].join('/').replace(/\/$/, '');
  }
  const segments = isIndex ? folders : [...folders, name];
  return [base, ...segments].join('/');
}

/** The value of one simple `key: value` line in a front matter block, unquoted. */
export function frontMatterValue(source: string, key: string): string | undefined {
  const block = source.match(/^---\r?\n([\s\S]*?)\r?\n---/);
  if (!block) return undefined;
  const line = block[1].split(/\r?\n/).find((l) => l.startsWith(`${key}:`));
  if (!line) return undefined;
  return line
    .slice(key.length + 1)
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2');
}
