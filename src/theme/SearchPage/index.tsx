/**
 * The theme's search page (@docusaurus/theme-search-algolia 3.8.1, MIT licence, Copyright (c) Facebook,
 * Inc. and its affiliates), ejected only to fix its markup. Search, URL syncing (`?q=`), the version filter
 * and infinite scroll are unchanged. What changed, and why:
 *
 * 1. The page content is wrapped in `<main>` (stock: only the result list was, so the heading, the search
 *    form and the counts sat outside every landmark), and the result list is a plain `<div>`.
 * 2. Each version `<select>` has an accessible name (stock: none).
 * 3. A result's path is a labelled list, not a `<nav aria-label="breadcrumbs">`: it holds no links, and one
 *    nav per result repeated the same landmark name on every row.
 * 4. Until hydration ends the page renders as the server did, with no query: the stock page read `?q=` on
 *    the first client render, which the server (no query string) could not match, so opening a shared
 *    /search?q=... link made React log a hydration mismatch (#418) and re-render the page from scratch.
 * 5. With the local search, the results are asked for again when its full index replaces the quick one
 *    (src/search/client.ts), so a query answered from titles alone does not stay on screen.
 *
 * The stock page is one 300-line component; here its parts are named (the search hook, the helper, infinite
 * scroll, the form, a result, the Algolia logo in AlgoliaLogo.tsx) so each can be read on its own. The markup and
 * the order of the hooks' effects are the stock page's.
 */
/* eslint-disable jsx-a11y/no-autofocus */

import React, {type ReactNode, useEffect, useReducer, useRef, useState} from 'react';
import clsx from 'clsx';

import algoliaSearchHelper from 'algoliasearch-helper';
import {liteClient} from 'algoliasearch/lite';

import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider, PageMetadata, useEvent, usePluralForm, useSearchQueryString} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import AlgoliaLogo from './AlgoliaLogo';
import styles from './styles.module.css';

// Very simple pluralization: probably good enough for now
function useDocumentsFoundPlural() {
  const {selectMessage} = usePluralForm();
  return (count: number) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.documentsFound.plurals',
          description:
            'Pluralized label for "{count} documents found". Use as much plural forms (separated by "|") as your ' +
            'language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
          message: 'One document found|{count} documents found',
        },
        {count},
      ),
    );
}

function useDocsSearchVersionsHelpers() {
  const allDocsData = useAllDocsData();

  // State of the version select menus / algolia facet filters
  // docsPluginId -> versionName map
  const [searchVersions, setSearchVersions] = useState<{
    [pluginId: string]: string;
  }>(() =>
    Object.entries(allDocsData).reduce(
      (acc, [pluginId, pluginData]) => ({
        ...acc,
        [pluginId]: pluginData.versions[0]!.name,
      }),
      {},
    ),
  );

  // Set the value of a single select menu
  const setSearchVersion = (pluginId: string, searchVersion: string) => setSearchVersions((s) => ({...s, [pluginId]: searchVersion}));

  const versioningEnabled = Object.values(allDocsData).some((docsData) => docsData.versions.length > 1);

  return {
    allDocsData,
    versioningEnabled,
    searchVersions,
    setSearchVersion,
  };
}

// We want to display one select per versioned docs plugin instance
function SearchVersionSelectList({
  docsSearchVersionsHelpers,
}: {
  docsSearchVersionsHelpers: ReturnType<typeof useDocsSearchVersionsHelpers>;
}) {
  const versionedPluginEntries = Object.entries(docsSearchVersionsHelpers.allDocsData)
    // Do not show a version select for unversioned docs plugin instances
    .filter(([, docsData]) => docsData.versions.length > 1);

  return (
    <div className={clsx('col', 'col--3', 'padding-left--none', styles.searchVersionColumn)}>
      {versionedPluginEntries.map(([pluginId, docsData]) => {
        const labelPrefix = versionedPluginEntries.length > 1 ? `${pluginId}: ` : '';
        return (
          <select
            key={pluginId}
            // Change 2: the select's name.
            aria-label={`${labelPrefix}${translate({
              id: 'theme.SearchPage.versionSelectLabel',
              message: 'Documentation version to search',
              description: 'The ARIA label for a version select of the search page',
            })}`}
            onChange={(e) => docsSearchVersionsHelpers.setSearchVersion(pluginId, e.target.value)}
            defaultValue={docsSearchVersionsHelpers.searchVersions[pluginId]}
            className={styles.searchVersionInput}>
            {docsData.versions.map((version, i) => (
              <option key={i} label={`${labelPrefix}${version.label}`} value={version.name} />
            ))}
          </select>
        );
      })}
    </div>
  );
}

type ResultItem = {
  title: string;
  url: string;
  summary: string;
  breadcrumbs: string[];
};

type ResultDispatcherState = {
  items: ResultItem[];
  query: string | null;
  totalResults: number | null;
  totalPages: number | null;
  lastPage: number | null;
  hasMore: boolean | null;
  loading: boolean | null;
};

type ResultDispatcher =
  | {type: 'reset'; value?: undefined}
  | {type: 'loading'; value?: undefined}
  | {type: 'update'; value: ResultDispatcherState}
  | {type: 'advance'; value?: undefined};

function getSearchPageTitle(searchQuery: string | undefined): string {
  return searchQuery
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        {
          query: searchQuery,
        },
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });
}

function emptyResults(): ResultDispatcherState {
  return {
    items: [],
    query: null,
    totalResults: null,
    totalPages: null,
    lastPage: null,
    hasMore: null,
    loading: null,
  };
}

/**
 * The results' state. An update for another query than `searchQuery` (the one on screen) is dropped; a later
 * page's results are added to the earlier pages'; 'advance' asks for the next page (infinite scroll).
 */
function resultsReducer(
  prevState: ResultDispatcherState,
  data: ResultDispatcher,
  searchQuery: string,
  initialSearchResultState: ResultDispatcherState,
): ResultDispatcherState {
  switch (data.type) {
    case 'reset': {
      return initialSearchResultState;
    }
    case 'loading': {
      return {...prevState, loading: true};
    }
    case 'update': {
      if (searchQuery !== data.value.query) {
        return prevState;
      }

      return {
        ...data.value,
        items: data.value.lastPage === 0 ? data.value.items : prevState.items.concat(data.value.items),
      };
    }
    case 'advance': {
      const hasMore = prevState.totalPages! > prevState.lastPage! + 1;

      return {
        ...prevState,
        lastPage: hasMore ? prevState.lastPage! + 1 : prevState.lastPage,
        hasMore,
      };
    }
    default:
      return prevState;
  }
}

type Hit = {
  url: string;
  _highlightResult: {hierarchy: {[key: string]: {value: string}}};
  _snippetResult: {content?: {value: string}};
};

/** A page of hits as the page lists them: the last heading is the title, the ones above it the path. */
function resultItems(hits: Hit[], processSearchResultUrl: (url: string) => string): ResultItem[] {
  const sanitizeValue = (value: string) => value.replace(/algolia-docsearch-suggestion--highlight/g, 'search-result-match');

  return hits.map(({url, _highlightResult: {hierarchy}, _snippetResult: snippet = {}}) => {
    const titles = Object.keys(hierarchy).map((key) => sanitizeValue(hierarchy[key]!.value));
    return {
      title: titles.pop()!,
      url: processSearchResultUrl(url),
      summary: snippet.content ? `${sanitizeValue(snippet.content.value)}...` : '',
      breadcrumbs: titles,
    };
  });
}

/**
 * The search behind the page: the Algolia helper (the local client answers it), the results' state, the next page
 * when the loader scrolls into view, and a new search when the query, the versions or the local index change.
 */
function useSearchResults(
  searchQuery: string,
  searchVersions: ReturnType<typeof useDocsSearchVersionsHelpers>['searchVersions'],
): {searchResultState: ResultDispatcherState; setLoaderRef: (element: HTMLDivElement | null) => void} {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {
    algolia: {appId, apiKey, indexName, contextualSearch},
  } = useAlgoliaThemeConfig();
  const processSearchResultUrl = useSearchResultUrlProcessor();

  const initialSearchResultState = emptyResults();
  const [searchResultState, searchResultStateDispatcher] = useReducer(
    (prevState: ResultDispatcherState, data: ResultDispatcher) => resultsReducer(prevState, data, searchQuery, initialSearchResultState),
    initialSearchResultState,
  );

  const {algoliaClient, algoliaHelper} = searchHelper(
    {appId, apiKey, indexName, contextualSearch},
    resultsDispatcher(searchResultStateDispatcher, processSearchResultUrl),
  );
  const setLoaderRef = useNextPageOnScroll(() => searchResultStateDispatcher({type: 'advance'}));

  const makeSearch = useEvent((page: number = 0) => {
    if (contextualSearch) {
      algoliaHelper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
      algoliaHelper.addDisjunctiveFacetRefinement('language', currentLocale);

      Object.entries(searchVersions).forEach(([pluginId, searchVersion]) => {
        algoliaHelper.addDisjunctiveFacetRefinement('docusaurus_tag', `docs-${pluginId}-${searchVersion}`);
      });
    }

    algoliaHelper.setQuery(searchQuery).setPage(page).search();
  });

  useEffect(() => {
    searchResultStateDispatcher({type: 'reset'});

    if (searchQuery) {
      searchResultStateDispatcher({type: 'loading'});

      setTimeout(() => {
        makeSearch();
      }, 300);
    }
  }, [searchQuery, searchVersions, makeSearch]);

  useEffect(() => {
    // Local search answers the first query from a quick index of titles and headings; when the full index
    // (with body text) is ready, the results on screen are asked for again so they rank like the dialog's.
    const local = algoliaClient as {onUpgrade?: (listener: () => void) => () => void};
    return local.onUpgrade?.(() => {
      if (searchQuery) {
        searchResultStateDispatcher({type: 'reset'});
        makeSearch();
      }
    });
  }, [algoliaClient, searchQuery, makeSearch]);

  useEffect(() => {
    if (!searchResultState.lastPage || searchResultState.lastPage === 0) {
      return;
    }

    makeSearch(searchResultState.lastPage);
  }, [makeSearch, searchResultState.lastPage]);

  return {searchResultState, setLoaderRef};
}

/** What the helper's answers do to the results' state: an empty query resets it, an answer updates it. */
function resultsDispatcher(
  searchResultStateDispatcher: (action: ResultDispatcher) => void,
  processSearchResultUrl: (url: string) => string,
): (results: HelperResults) => void {
  return (results) => {
    if (results.query === '' || !Array.isArray(results.hits)) {
      searchResultStateDispatcher({type: 'reset'});
      return;
    }
    const {query, hits, page, nbHits, nbPages} = results;

    searchResultStateDispatcher({
      type: 'update',
      value: {
        items: resultItems(hits as Hit[], processSearchResultUrl),
        query,
        totalResults: nbHits,
        totalPages: nbPages,
        lastPage: page,
        hasMore: nbPages > page + 1,
        loading: false,
      },
    });
  };
}

/** What the page reads of an answer of the helper. */
type HelperResults = {query: string; hits: unknown; page: number; nbHits: number; nbPages: number};

/** A new Algolia client and helper (made on every render, as the theme's page does), which calls `onResult` with each answer. */
function searchHelper(
  {appId, apiKey, indexName, contextualSearch}: {appId: string; apiKey: string; indexName: string; contextualSearch: boolean},
  onResult: (results: HelperResults) => void,
) {
  // respect settings from the theme config for facets
  const disjunctiveFacets = contextualSearch ? ['language', 'docusaurus_tag'] : [];

  const algoliaClient = liteClient(appId, apiKey);
  const algoliaHelper = algoliaSearchHelper(algoliaClient, indexName, {
    // eslint-disable-next-line @typescript-eslint/ban-ts-comment
    // @ts-ignore: why errors happens after upgrading to TS 5.5 ?
    hitsPerPage: 15,
    advancedSyntax: true,
    disjunctiveFacets,
  });

  algoliaHelper.on('result', ({results}) => onResult(results));
  return {algoliaClient, algoliaHelper};
}

/**
 * Infinite scroll: `advance` is called when the loader (the element given to the returned ref callback) comes into
 * view while the page scrolls down.
 */
function useNextPageOnScroll(advance: () => void): (element: HTMLDivElement | null) => void {
  const [loaderRef, setLoaderRef] = useState<HTMLDivElement | null>(null);
  const prevY = useRef(0);
  const observer = useRef(
    ExecutionEnvironment.canUseIntersectionObserver &&
      new IntersectionObserver(
        // TODO need to fix this React Compiler lint error
        // eslint-disable-next-line react-compiler/react-compiler
        (entries) => {
          const {
            isIntersecting,
            boundingClientRect: {y: currentY},
          } = entries[0]!;

          if (isIntersecting && prevY.current > currentY) {
            advance();
          }

          prevY.current = currentY;
        },
        {threshold: 1},
      ),
  );

  useEffect(() => {
    if (!loaderRef) {
      return undefined;
    }
    const currentObserver = observer.current;
    if (currentObserver) {
      currentObserver.observe(loaderRef);
      return () => currentObserver.unobserve(loaderRef);
    }
    return () => true;
  }, [loaderRef]);

  return setLoaderRef;
}

function SearchPageContent(): ReactNode {
  const {
    algolia: {contextualSearch},
  } = useAlgoliaThemeConfig();
  const documentsFoundPlural = useDocumentsFoundPlural();

  const docsSearchVersionsHelpers = useDocsSearchVersionsHelpers();
  const [searchQuery, setSearchQuery] = useSearchQueryString();
  // Change 4: what the markup shows (the server has no query string); searches still use searchQuery.
  const isBrowser = useIsBrowser();
  const shownQuery = isBrowser ? searchQuery : '';
  const pageTitle = getSearchPageTitle(shownQuery);
  const {searchResultState, setLoaderRef} = useSearchResults(searchQuery, docsSearchVersionsHelpers.searchVersions);

  return (
    <Layout>
      <PageMetadata title={pageTitle} />

      <Head>
        {/*
         We should not index search pages
          See https://github.com/facebook/docusaurus/pull/3233
        */}
        <meta property="robots" content="noindex, follow" />
      </Head>

      {/* Change 1: the page's main landmark. */}
      <main className="container margin-vert--lg">
        <Heading as="h1">{pageTitle}</Heading>

        <SearchForm
          shownQuery={shownQuery}
          setSearchQuery={setSearchQuery}
          contextualSearch={contextualSearch}
          docsSearchVersionsHelpers={docsSearchVersionsHelpers}
        />

        <div className="row">
          <div className={clsx('col', 'col--8', styles.searchResultsColumn)}>
            {!!searchResultState.totalResults && documentsFoundPlural(searchResultState.totalResults)}
          </div>

          <div className={clsx('col', 'col--4', 'text--right', styles.searchLogoColumn)}>
            <Link
              to="https://www.algolia.com/"
              aria-label={translate({
                id: 'theme.SearchPage.algoliaLabel',
                message: 'Search by Algolia',
                description: 'The ARIA label for Algolia mention',
              })}>
              <AlgoliaLogo />
            </Link>
          </div>
        </div>

        <SearchResults state={searchResultState} shownQuery={shownQuery} />

        {searchResultState.hasMore && (
          <div className={styles.loader} ref={setLoaderRef}>
            <Translate id="theme.SearchPage.fetchingNewResults" description="The paragraph for fetching new search results">
              Fetching new results...
            </Translate>
          </div>
        )}
      </main>
    </Layout>
  );
}

/** The query box, and a version select per versioned docs plugin (contextual search). */
function SearchForm({
  shownQuery,
  setSearchQuery,
  contextualSearch,
  docsSearchVersionsHelpers,
}: {
  shownQuery: string;
  setSearchQuery: (query: string) => void;
  contextualSearch: boolean;
  docsSearchVersionsHelpers: ReturnType<typeof useDocsSearchVersionsHelpers>;
}): ReactNode {
  return (
    <form className="row" onSubmit={(e) => e.preventDefault()}>
      <div
        className={clsx('col', styles.searchQueryColumn, {
          'col--9': docsSearchVersionsHelpers.versioningEnabled,
          'col--12': !docsSearchVersionsHelpers.versioningEnabled,
        })}>
        <input
          type="search"
          name="q"
          className={styles.searchQueryInput}
          placeholder={translate({
            id: 'theme.SearchPage.inputPlaceholder',
            message: 'Type your search here',
            description: 'The placeholder for search page input',
          })}
          aria-label={translate({
            id: 'theme.SearchPage.inputLabel',
            message: 'Search',
            description: 'The ARIA label for search page input',
          })}
          onChange={(e) => setSearchQuery(e.target.value)}
          value={shownQuery}
          autoComplete="off"
          autoFocus
        />
      </div>

      {contextualSearch && docsSearchVersionsHelpers.versioningEnabled && (
        <SearchVersionSelectList docsSearchVersionsHelpers={docsSearchVersionsHelpers} />
      )}
    </form>
  );
}

/** The results found, else "No results" or the spinner. */
function SearchResults({state, shownQuery}: {state: ResultDispatcherState; shownQuery: string}): ReactNode {
  return (
    <>
      {state.items.length > 0 ? (
        <div>
          {state.items.map((item, i) => (
            <SearchResult key={i} item={item} />
          ))}
        </div>
      ) : (
        [
          shownQuery && !state.loading && (
            <p key="no-results">
              <Translate id="theme.SearchPage.noResultsText" description="The paragraph for empty search result">
                No results were found
              </Translate>
            </p>
          ),
          !!state.loading && <div key="spinner" className={styles.loadingSpinner} />,
        ]
      )}
    </>
  );
}

function SearchResult({item: {title, url, summary, breadcrumbs}}: {item: ResultItem}): ReactNode {
  return (
    <article className={styles.searchResultItem}>
      <Heading as="h2" className={styles.searchResultItemHeading}>
        <Link to={url} dangerouslySetInnerHTML={{__html: title}} />
      </Heading>

      {/* Change 3: a labelled list instead of a breadcrumbs landmark. */}
      {breadcrumbs.length > 0 && (
        <ul
          aria-label={translate({
            id: 'theme.SearchPage.resultPathLabel',
            message: 'Location',
            description: 'The ARIA label for the path of a search result',
          })}
          className={clsx('breadcrumbs', styles.searchResultItemPath)}>
          {breadcrumbs.map((html, index) => (
            <li
              key={index}
              className="breadcrumbs__item"
              // Developer provided the HTML, so assume it's safe.
              // eslint-disable-next-line react/no-danger
              dangerouslySetInnerHTML={{__html: html}}
            />
          ))}
        </ul>
      )}

      {summary && (
        <p
          className={styles.searchResultItemSummary}
          // Developer provided the HTML, so assume it's safe.
          // eslint-disable-next-line react/no-danger
          dangerouslySetInnerHTML={{__html: summary}}
        />
      )}
    </article>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}
