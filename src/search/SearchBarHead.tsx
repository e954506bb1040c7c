/**
 * `@docusaurus/Head` as the theme's SearchBar sees it in local mode (module rule in plugins/local-search).
 * The SearchBar asks the browser to preconnect to `https://<appId>-dsn.algolia.net`, which only makes sense
 * for hosted Algolia: in local mode every page would open a connection to a third-party host that does not
 * exist for us. This drops that link and passes every other head element through unchanged.
 */
import React, {Children, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {isAlgoliaPreconnect} from './algolia-preconnect';

export default function SearchBarHead({children}: {children?: ReactNode}): ReactNode {
  const kept = Children.toArray(children).filter((child) => !isAlgoliaPreconnect(child));
  return kept.length > 0 ? <Head>{kept}</Head> : null;
}
