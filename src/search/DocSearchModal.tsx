/**
 * Stands in for `@docsearch/react/modal` in local mode (bundler alias set by plugins/local-search).
 * DocSearch bundles its own Algolia client, so the only change is to hand it the local client
 * through its documented `transformSearchClient` prop; everything else is DocSearch's own modal, whose
 * ARIA is repaired while it is open (see ./dialog-markup.ts for what is wrong and what it becomes).
 */
import React, {useCallback, useEffect, useLayoutEffect, useMemo} from 'react';
import {DocSearchModal as StockDocSearchModal, type DocSearchModalProps} from '@docsearch/react/dist/esm/index.js';
import stockTranslations from '@theme/SearchTranslations';
import {askAgain} from './ask-again';
import {DIALOG_HITS, fitDialogGrouping} from './dialog-order';
import {parseFacetFilters, requiredTags} from './facets';
import {handleHitActionEvents} from './hitActionEvents';
import {keepDialogMarkupRepaired} from './keepDialogMarkupRepaired';
import './dialog-selection.css';
import {getLocalSearchClient} from './runtime';
import {surfaceFailure} from './surfaceFailure';

type TransformClient = NonNullable<DocSearchModalProps['transformSearchClient']>;

export function DocSearchModal(props: DocSearchModalProps): React.JSX.Element {
  const {transformSearchClient, searchParameters} = props;
  const transform = useCallback<TransformClient>(() => {
    const shared = getLocalSearchClient();
    // Same client and caches; failures are shaped so DocSearch shows its error screen, and the hits are the
    // ones its grouping by category cannot push below the engine's best five.
    const local = {
      ...shared,
      search: (input: unknown) =>
        surfaceFailure(
          shared
            .search(input)
            .then(({results}) => ({results: results.map((result) => ({...result, hits: fitDialogGrouping(result.hits)}))})),
        ),
    } as unknown as Parameters<TransformClient>[0];
    return transformSearchClient ? transformSearchClient(local) : local;
  }, [transformSearchClient]);
  // One row per page (its best section): the dialog groups rows by category, so a page's second row would push
  // the next pages down (bench/search-relevance.ts scores the dialog's order).
  const dialogParameters = useMemo(() => ({...searchParameters, hitsPerPage: DIALOG_HITS, distinct: true}), [searchParameters]);
  const facetFilters = searchParameters?.facetFilters as Parameters<typeof parseFacetFilters>[0];
  useEffect(() => {
    // Opening the dialog is the last moment to start the download before the first query.
    getLocalSearchClient()
      .warm(requiredTags(parseFacetFilters(facetFilters)))
      .catch(() => undefined);
  }, [facetFilters]);
  useEffect(
    // Results shown from the quick index (titles and headings) are asked for again once the full index is in.
    () => getLocalSearchClient().onUpgrade(() => askAgain(document.querySelector<HTMLInputElement>('.DocSearch-Input'))),
    [],
  );
  useLayoutEffect(() => {
    // DocSearch renders a single `.DocSearch-Container` and offers no ref to it; it is in the DOM by now
    // (children commit first), and repairing before paint means the stock markup is never announced.
    const container = document.querySelector('.DocSearch-Container');
    if (!container) {
      return undefined;
    }
    const stopRepairing = keepDialogMarkupRepaired(container);
    // The recent / favorite searches' save and remove, which the repair takes out of the tab order.
    const stopHandlingActions = handleHitActionEvents(container);
    return () => {
      stopHandlingActions();
      stopRepairing();
    };
  }, []);
  // The SearchBar hands no texts in local mode (./SearchBarTranslations.ts): the stock ones load with the dialog.
  return (
    <StockDocSearchModal
      {...props}
      placeholder={props.placeholder ?? stockTranslations.placeholder}
      translations={props.translations ?? stockTranslations.modal}
      searchParameters={dialogParameters}
      transformSearchClient={transform}
    />
  );
}

export default DocSearchModal;
