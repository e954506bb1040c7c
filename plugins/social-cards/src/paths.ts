/** Where a page's social card is served (shared by the build plugin and the theme's meta tags). */
export const CARDS_FOLDER = 'social-cards';

/** `/docs/guide/x` -> `/social-cards/docs/guide/x.png` (base path kept in front). */
export function cardPath(permalink: string, baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const relative = permalink.startsWith(base) ? permalink.slice(base.length) : permalink.replace(/^\//, '');
  return `${base}${CARDS_FOLDER}/${relative.replace(/\/$/, '') || 'index'}.png`;
}

/** The card's alt text: what it shows. */
export function cardAlt(title: string, versionLabel: string, siteName: string): string {
  return `${title}: ${siteName} ${versionLabel} documentation`;
}
