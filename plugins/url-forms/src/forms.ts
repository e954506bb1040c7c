/**
 * Which extra files make every page answer at its trailing-slash and `/index.html` forms on any static host.
 *
 * With `trailingSlash: false` Docusaurus writes a page `/docs/x` to `docs/x.html`. Hosts that map `/docs/x`
 * to `docs/x.html` serve it, but `/docs/x/` and `/docs/x/index.html` answer 404, and a plain file server
 * (no extension fallback) finds nothing at `/docs/x` at all. A copy at `docs/x/index.html` answers all three:
 * the host's directory index serves `/docs/x/` and `/docs/x/index.html`, a plain server redirects `/docs/x`
 * to `/docs/x/`, and the client router normalises either form to the page's route (spec section 2). The copy
 * keeps the page's canonical link, so search engines still see one URL. Pure, unit tested.
 */

export interface FormCopy {
  /** Built file, relative to the output folder: "docs/x.html". */
  from: string;
  /** Its directory-index twin: "docs/x/index.html". */
  to: string;
}

/** Files never copied: the not-found page and anything already a directory index. */
function isCopyable(file: string, exclude: readonly RegExp[]): boolean {
  if (!file.endsWith('.html')) return false;
  if (file === '404.html' || file === 'index.html' || file.endsWith('/index.html')) return false;
  return !exclude.some((pattern) => pattern.test(file));
}

/** The copies to write for a build's HTML files (paths with forward slashes); existing targets are kept. */
export function formCopies(htmlFiles: readonly string[], exclude: readonly RegExp[] = []): FormCopy[] {
  const present = new Set(htmlFiles);
  return htmlFiles
    .filter((file) => isCopyable(file, exclude))
    .map((file) => ({from: file, to: `${file.slice(0, -'.html'.length)}/index.html`}))
    .filter(({to}) => !present.has(to));
}

/** Whether a built file is the directory-index twin of another (readers of the build skip twins). */
export function isFormCopy(file: string, htmlFiles: ReadonlySet<string>): boolean {
  const normalised = file.replace(/\\/g, '/');
  if (!normalised.endsWith('/index.html')) return false;
  return htmlFiles.has(`${normalised.slice(0, -'/index.html'.length)}.html`);
}
