/**
 * The web app manifest that makes the site installable, and the icons it names (pure, unit tested). The icons
 * are drawn from the site's logo at build time, so the logo stays their one source.
 */

export const ICON_SIZES = [192, 512] as const;
export const MANIFEST_FILE = 'manifest.webmanifest';

export function iconFile(size: number): string {
  return `img/pwa/icon-${size}.png`;
}

export interface ManifestFacts {
  title: string;
  tagline: string;
  baseUrl: string;
  themeColor: string;
  backgroundColor: string;
}

export function webManifest(facts: ManifestFacts): Record<string, unknown> {
  return {
    name: `${facts.title} documentation`,
    short_name: facts.title,
    description: facts.tagline,
    id: facts.baseUrl,
    start_url: facts.baseUrl,
    scope: facts.baseUrl,
    display: 'standalone',
    theme_color: facts.themeColor,
    background_color: facts.backgroundColor,
    icons: ICON_SIZES.map((size) => ({
      src: `${facts.baseUrl}${iconFile(size)}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
}

/** The logo centred on the background colour with a margin, as an SVG document of the icon's size. */
export function iconSvg(logoSvg: string, size: number, background: string): string {
  const inner = Math.round(size * 0.72);
  const offset = Math.round((size - inner) / 2);
  const logo = logoSvg
    .replace(/<\?xml[^>]*>\s*/, '')
    .replace(/<svg\b/, `<svg x="${offset}" y="${offset}" width="${inner}" height="${inner}"`)
    // The logo's own width/height (if any) would fight the ones set above: the first pair after <svg wins.
    .replace(/(<svg x="\d+" y="\d+" width="\d+" height="\d+"[^>]*?)\s(width|height)="[^"]*"/g, '$1')
    .replace(/(<svg x="\d+" y="\d+" width="\d+" height="\d+"[^>]*?)\s(width|height)="[^"]*"/g, '$1');
  const square = `width="${size}" height="${size}"`;
  const viewBox = `viewBox="0 0 ${size} ${size}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" ${square} ${viewBox}><rect ${square} fill="${background}"/>${logo}</svg>`;
}
