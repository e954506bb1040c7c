/**
 * Netlify edge function: a doc page's address answers with the page's Markdown twin when the request prefers
 * text/markdown (the rule is deploy/markdown-negotiation.ts, shared with nginx.conf). Both answers say
 * `Vary: Accept`, so a cache keeps them apart. Runs on Deno; deploy/netlify.toml points Netlify here.
 */
import {prefersMarkdown, twinPath} from '../../markdown-negotiation.ts';

interface EdgeContext {
  next(): Promise<Response>;
}

function withVary(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.append('Vary', 'Accept');
  return new Response(response.body, {status: response.status, statusText: response.statusText, headers});
}

export default async function markdownTwin(request: Request, context: EdgeContext): Promise<Response | undefined> {
  const url = new URL(request.url);
  const twin = twinPath(url.pathname);
  if (!twin) return undefined;
  if (prefersMarkdown(request.headers.get('accept'))) {
    const markdown = await fetch(new URL(twin, url), {headers: {accept: 'text/markdown'}});
    if (markdown.ok) {
      const headers = new Headers(markdown.headers);
      headers.set('Content-Type', 'text/markdown; charset=utf-8');
      headers.set('Vary', 'Accept');
      headers.set('Cache-Control', 'no-cache');
      return new Response(markdown.body, {status: 200, headers});
    }
  }
  return withVary(await context.next());
}

export const config = {path: '/docs/*'};
