// Stands in for Docusaurus's base-URL issue banner when the site turns it off (`baseUrlIssueBanner: false`): the
// stock component then renders nothing, but its code (≈0.7 KiB gzip: the inline script and styles it would write)
// still sat in the main bundle of every page. The server render keeps the stock component.
export default function NoBaseUrlIssueBanner(): null {
  return null;
}
