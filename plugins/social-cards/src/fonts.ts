/** The card's font (kept apart from card.ts so that reading it does not load satori and resvg). */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {SatoriOptions} from 'satori';

type Fonts = SatoriOptions['fonts'];

const require = createRequire(import.meta.url);

let fonts: Fonts | undefined;

/** Inter from its npm package (WOFF: satori reads WOFF and TTF, not WOFF2). */
export function cardFonts(): Fonts {
  fonts ??= [400, 700, 800].map((weight) => ({
    name: 'Inter',
    weight: weight as 400 | 700 | 800,
    style: 'normal' as const,
    data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  }));
  return fonts;
}
