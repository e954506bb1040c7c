/**
 * Stands in for `@theme/SearchTranslations` in the theme's SearchBar only (local mode, plugins/local-search): the
 * search button's label, which every page draws. The dialog's texts (about forty, half a KiB on every page) come
 * with the dialog's own code instead: ./DocSearchModal.tsx takes them from the stock module when the SearchBar
 * hands it none, so they load on the first open, with the rest of the dialog.
 */
import {translate} from '@docusaurus/Translate';

const label = translate({id: 'theme.SearchBar.label', message: 'Search'});

export default {button: {buttonText: label, buttonAriaLabel: label}};
