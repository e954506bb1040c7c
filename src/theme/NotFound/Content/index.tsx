/**
 * The not-found page (still served with status 404 by the host). Ejected from the theme because its content is
 * what must change: instead of asking the reader to contact whoever linked here, it offers a search for the words
 * of the missing path and the published pages of the same docs version that look most like it (from the
 * sitemap, fetched only on this page). Docusaurus's doc layout imports this component for a docs URL that matches
 * no doc, so it travels with every docs page: the matching code (closest.ts) is loaded only once a path is missing.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

interface Suggestion {
  path: string;
  label: string;
  place: string;
}

type Suggestions =
  {status: 'loading'; words: string} | {status: 'ready'; words: string; pages: Suggestion[]} | {status: 'failed'; words: string};

const loadClosest = () => import('../../../components/NotFound/closest');

function useMissingPath(): string | undefined {
  const {pathname} = useLocation();
  const [path, setPath] = useState<string>();
  // The static 404.html is rendered once for every missing URL: the path is only known after hydration
  // (reading it during render would make the server and client markup differ).
  useEffect(() => setPath(pathname), [pathname]);
  return path;
}

function useSuggestions(path: string | undefined, sitemapUrl: string, baseUrl: string): Suggestions {
  const [state, setState] = useState<Suggestions>({status: 'loading', words: ''});
  useEffect(() => {
    if (path === undefined) return;
    setState({status: 'loading', words: ''});
    let live = true;
    const relative = path.startsWith(baseUrl) ? `/${path.slice(baseUrl.length)}` : path;
    loadClosest()
      .then((closest) => {
        const words = closest.pathWords(path).join(' ');
        if (live) setState({status: 'loading', words});
        return fetch(sitemapUrl)
          .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
          .then((xml) => {
            const pages = closest
              .closestPages(relative, closest.sitemapPaths(xml))
              .map((page) => ({path: page, label: closest.labelOf(page), place: closest.placeOf(page)}));
            if (live) setState({status: 'ready', words, pages});
          })
          .catch(() => live && setState({status: 'failed', words}));
      })
      .catch(() => live && setState({status: 'failed', words: ''}));
    return () => {
      live = false;
    };
  }, [path, sitemapUrl, baseUrl]);
  return state;
}

export default function NotFoundContent({className}: Props): ReactNode {
  const baseUrl = useBaseUrl('/');
  const path = useMissingPath();
  const suggestions = useSuggestions(path, useBaseUrl('/sitemap.xml'), baseUrl);
  const {words} = suggestions;
  const searchUrl = useBaseUrl(`/search?q=${encodeURIComponent(words)}`);
  const guideUrl = useBaseUrl('/docs');
  const apiUrl = useBaseUrl('/docs/api-reference');
  return (
    <main className={clsx('container margin-vert--xl not-found-page', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>
            Nothing is published at {path ? <code>{path}</code> : 'this address'}. The page may have moved, or the link may have a typo.
          </p>
          {words && (
            <p>
              <Link to={searchUrl}>Search the docs for “{words}”</Link>
            </p>
          )}
          <section aria-labelledby="not-found-suggestions" aria-busy={suggestions.status === 'loading'}>
            {/* A plain h2: the theme's Heading would add an anchor link, of no use on this page. */}
            <h2 id="not-found-suggestions">Pages with a similar address</h2>
            {suggestions.status === 'loading' && <p>Looking for pages like this one…</p>}
            {suggestions.status === 'failed' && <p>The list of pages could not be loaded. The search above still works.</p>}
            {suggestions.status === 'ready' && suggestions.pages.length === 0 && (
              <p>
                No page has an address like this one. Start from the <Link to={guideUrl}>guide</Link> or the{' '}
                <Link to={apiUrl}>API reference</Link>.
              </p>
            )}
            {suggestions.status === 'ready' && suggestions.pages.length > 0 && (
              <ul>
                {suggestions.pages.map((page) => (
                  <li key={page.path}>
                    <Link to={`${baseUrl.replace(/\/$/, '')}${page.path}`}>{page.label}</Link> <small>({page.place})</small>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </main>
  );
}
