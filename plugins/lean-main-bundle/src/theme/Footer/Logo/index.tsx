/**
 * The footer's logo, left out: this site's footer has none, and theme-classic's component (with the themed
 * image it draws) was in every page's layout code. Docusaurus renders it only when `footer.logo` is set, so
 * setting one fails the build here, naming the fix.
 */
export default function FooterLogo(): never {
  throw new Error('footer.logo is not drawn (lean-main-bundle)');
}
