/**
 * The dialog's footer names what answers the search. DocSearch's footer always credits Algolia ("Search by"
 * and Algolia's logo, linking to algolia.com); in local mode nothing is sent to Algolia, so the link is
 * hidden and a line saying what does answer takes its place. Hosted mode keeps the stock footer (this
 * module is only reached through the local mode's modal wrapper).
 */
export const LOCAL_CREDIT_CLASS = 'local-search-credit';
export const LOCAL_CREDIT_TEXT = "Search by this site's own index, in your browser";

/** Idempotent: runs after each change DocSearch makes to its dialog. */
export function creditLocalSearch(container: Element): void {
  const logo = container.querySelector('.DocSearch-Logo');
  if (!logo) {
    return;
  }
  for (const link of Array.from(logo.querySelectorAll('a'))) {
    if (!link.hidden) {
      link.hidden = true;
    }
  }
  if (!logo.querySelector(`.${LOCAL_CREDIT_CLASS}`)) {
    const credit = logo.ownerDocument.createElement('span');
    credit.className = `${LOCAL_CREDIT_CLASS} DocSearch-Label`;
    credit.textContent = LOCAL_CREDIT_TEXT;
    logo.append(credit);
  }
}
