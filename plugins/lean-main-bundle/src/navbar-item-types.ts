/**
 * The navbar item types the site's theme map (theme/NavbarItem/ComponentTypes.tsx) keeps. theme-classic's map
 * imports every type it knows, so the layout every page loads carried the locale dropdown (with its icon), the
 * raw-HTML item, the single-doc link and the version label although this site has one locale and none of those
 * items (≈0.8 KiB gzip on every page). A type the config starts to use must be added here and to the map; the unit
 * test fails until it is (tests/unit/lean-main-bundle.test.ts), and the build would fail on it (theme-classic's
 * NavbarItem throws on an unknown type while rendering the pages).
 */
export const NAVBAR_ITEM_TYPES = ['default', 'search', 'dropdown', 'docSidebar', 'docsVersionDropdown'] as const;

interface NavbarItemConfig {
  type?: string;
  items?: NavbarItemConfig[];
}

/** The item types a navbar config uses (theme-classic's rules: `default` when none is given, or `dropdown` with items). */
export function navbarItemTypesOf(items: readonly NavbarItemConfig[]): string[] {
  const types = new Set<string>();
  const visit = (item: NavbarItemConfig): void => {
    types.add(item.type ?? (item.items ? 'dropdown' : 'default'));
    // A dropdown's own items are drawn by the same map.
    item.items?.forEach(visit);
  };
  items.forEach(visit);
  return [...types].sort();
}
