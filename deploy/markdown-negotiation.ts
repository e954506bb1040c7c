/**
 * When a doc page's address answers with its Markdown twin instead of its HTML: the request's Accept header
 * prefers `text/markdown`. One rule for every host, simple enough for an nginx `map` of regular expressions
 * (deploy/nginx.conf implements the same table; tests/e2e/deploy-markdown.test.ts runs both on the same cases):
 *
 * - text/markdown must be listed, and not refused with q=0;
 * - text/html at full weight (no q, or q=1) listed before it wins (a tie goes to the first listed);
 * - text/markdown at full weight wins otherwise;
 * - text/markdown weighted below 1 wins only when text/html is not listed at all.
 *
 * Agents that want Markdown send `text/markdown, text/html;q=0.9, ...` or similar; browsers never list
 * text/markdown. No host code beyond this file (Deno for Netlify's edge function, Node for the tests).
 */

interface MediaRange {
  type: string;
  q: number;
}

export function parseAccept(accept: string): MediaRange[] {
  return accept
    .split(',')
    .map((part) => {
      const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
      const q = params.find((p) => /^q\s*=/.test(p));
      const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ''));
      return {type, q: Number.isFinite(weight) ? weight : 1};
    })
    .filter((range) => range.type !== '');
}

export function prefersMarkdown(accept: string | null | undefined): boolean {
  if (!accept) return false;
  const ranges = parseAccept(accept);
  const markdown = ranges.findIndex((r) => r.type === 'text/markdown');
  const html = ranges.findIndex((r) => r.type === 'text/html');
  if (markdown < 0 || ranges[markdown]!.q <= 0) return false;
  if (html >= 0 && html < markdown && ranges[html]!.q >= 1) return false;
  if (ranges[markdown]!.q >= 1) return true;
  return html < 0;
}

/**
 * The twin's path for a doc page path (`/docs/guide/x` → `/docs/guide/x.md`), or null for anything that is not
 * a doc page address (files with an extension, the home page, search).
 */
export function twinPath(pathname: string, baseUrl = '/'): string | null {
  const docs = `${baseUrl}docs/`;
  if (!pathname.startsWith(docs) || /\.[a-z0-9]+$/i.test(pathname)) return null;
  const page = pathname.replace(/\/+$/, '');
  return page.length > docs.length - 1 ? `${page}.md` : null;
}
