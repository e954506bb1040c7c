/**
 * The social card of a doc page: 1200x630 (the size Discord, Slack and X show large), laid out with satori
 * (text to vector paths with our bundled font, so the result is the same on every machine) and rasterised
 * by resvg. Sizes are chosen for Discord's preview, about a third of the card's width: the title stays at
 * 22 px or more there.
 */
import {Resvg} from '@resvg/resvg-js';
import satori from 'satori';
import {cardFonts} from './fonts';
import {indexImage, palettePng, palettePngOver, type IndexedImage, type PixelPatch} from './png';
import {skeleton, textRegions, type PixelBox} from './regions';

export {cardFonts} from './fonts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface CardText {
  title: string;
  /** "Guide · Commands", "API reference · commandkit". */
  section: string;
  /** "1.x", "0.1.10". */
  version: string;
  /** Marks the older release on the card. */
  older: boolean;
  siteName: string;
}

/** Our mark (static/img/logo.svg), drawn inline so the card needs no file. */
const MARK =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
      '<rect width="64" height="64" rx="14" fill="#5b5bd6"/>' +
      '<path d="M18 22l12 10-12 10" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>' +
      '<path d="M34 44h12" stroke="#fff" stroke-width="6" stroke-linecap="round"/>' +
      '</svg>',
  ).toString('base64');

interface El {
  type: string;
  props: Record<string, unknown> & {style?: Record<string, unknown>; children?: unknown};
}

const el = (type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}): El => ({
  type,
  props: {...props, style, children},
});

/** Title size: long API names and sentences get a smaller size so they fit in three lines. */
export function titleSize(title: string): number {
  const length = [...title].length;
  return length <= 28 ? 84 : length <= 48 ? 72 : length <= 80 ? 60 : 50;
}

/**
 * Lets a long identifier wrap between its words (`CommandKitPlugin` + `Runtime`) rather than mid-word:
 * a zero-width space at each lower-to-upper case step of words too long for one line.
 */
export function breakableTitle(title: string): string {
  return title.replace(/\S{17,}/g, (word) => word.replace(/([a-z0-9])(?=[A-Z])/g, '$1\u200b'));
}

const CARD_BOX = {
  width: CARD_WIDTH,
  height: CARD_HEIGHT,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  padding: '64px 72px',
  background: '#16162e',
  borderBottom: '12px solid #5b5bd6',
  color: '#ffffff',
  fontFamily: 'Inter',
};
/** Height of the section line (34 px type) and of the footer row (the mark, its tallest item). */
const SECTION_HEIGHT = 41;
const FOOTER_HEIGHT = 64;

const sectionRow = (card: CardText) =>
  el('div', {display: 'flex', alignItems: 'center', fontSize: 34, fontWeight: 700, color: '#c7c7ff', letterSpacing: 0.5}, card.section);

const titleRow = (card: CardText) =>
  el(
    'div',
    {
      display: 'flex',
      fontSize: titleSize(card.title),
      fontWeight: 800,
      lineHeight: 1.12,
      wordBreak: 'break-word',
      maxHeight: 3 * 1.12 * titleSize(card.title),
      overflow: 'hidden',
    },
    breakableTitle(card.title),
  );

const footerRow = (card: CardText) =>
  el('div', {display: 'flex', alignItems: 'center', justifyContent: 'space-between'}, [
    el('div', {display: 'flex', alignItems: 'center', fontSize: 40, fontWeight: 700}, [
      el('img', {width: 64, height: 64, marginRight: 20}, undefined, {src: MARK, width: 64, height: 64}),
      card.siteName,
    ]),
    el(
      'div',
      {
        display: 'flex',
        fontSize: 34,
        fontWeight: 700,
        padding: '8px 24px',
        borderRadius: 999,
        background: card.older ? '#6b4e16' : '#5b5bd6',
        color: '#ffffff',
      },
      card.older ? `v${card.version} · older release` : `v${card.version}`,
    ),
  ]);

/** The whole card as one tree (the design; cardSvg draws the same picture in two parts). */
export function cardTree(card: CardText): El {
  return el('div', CARD_BOX, [sectionRow(card), titleRow(card), footerRow(card)]);
}

/** What changes from page to page: background, section and title; the footer's place is kept by an empty box. */
export function pageTree(card: CardText): El {
  return el('div', CARD_BOX, [sectionRow(card), titleRow(card), el('div', {display: 'flex', height: FOOTER_HEIGHT})]);
}

/**
 * The footer alone (mark, site name, version pill), where cardTree puts it: the same content box, with the
 * border's 12 px as padding and no background, so that it can be drawn over pageTree's picture.
 */
export function footerTree(card: CardText): El {
  const {background: _background, borderBottom: _border, ...box} = CARD_BOX;
  return el('div', {...box, padding: '64px 72px 76px'}, [
    el('div', {display: 'flex', height: SECTION_HEIGHT}),
    el('div', {display: 'flex'}),
    footerRow(card),
  ]);
}

const SVG_END = '</svg>';
const footers = new Map<string, Promise<string>>();

/** A tree laid out by satori on the card's canvas, as SVG with its text as paths. */
function layOut(tree: unknown): Promise<string> {
  return satori(tree as never, {width: CARD_WIDTH, height: CARD_HEIGHT, fonts: cardFonts()});
}

/** What the parts every card of a version shares (footer, base pixels) are kept by. */
const versionKey = (card: CardText): string => JSON.stringify([card.siteName, card.version, card.older]);

/**
 * The footer's drawing, made once per site name and version (a build has two): satori's SVG without its outer
 * element, its ids renamed so that they cannot meet those of the page's part.
 */
function footerSvg(card: CardText): Promise<string> {
  const key = versionKey(card);
  let footer = footers.get(key);
  if (!footer) {
    footer = layOut(footerTree(card)).then((svg) => {
      const body = svg.slice(svg.indexOf('>') + 1, -SVG_END.length);
      return body.replaceAll('satori_', 'satori_footer_');
    });
    footers.set(key, footer);
  }
  return footer;
}

const RECT = (attributes: string) =>
  /^<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/.exec(attributes)?.slice(1).join(' ');

/**
 * Drops the mask of a group that is also clipped to the same rectangle (satori gives an element with
 * `overflow: hidden`, the title, both an opaque white rectangle as mask and that rectangle as clip path): the
 * clip alone keeps the same pixels (tests/unit/social-cards-png.test.ts) and resvg skips a full-size mask layer,
 * ~1.5 ms of the ~8 ms it takes to draw a card.
 */
export function withoutRedundantMasks(svg: string): string {
  const masks = new Map<string, string>();
  for (const m of svg.matchAll(/<mask id="([^"]+)">(<rect [^>]*fill="#fff"\/>)<\/mask>/g)) {
    const rect = RECT(m[2]!);
    if (rect) masks.set(m[1]!, rect);
  }
  const clips = new Map<string, string>();
  for (const m of svg.matchAll(/<clipPath id="([^"]+)">(<rect [^>]*\/>)<\/clipPath>/g)) {
    const rect = RECT(m[2]!);
    if (rect) clips.set(m[1]!, rect);
  }
  return svg.replace(/<g mask="url\(#([^)"]+)\)" clip-path="url\(#([^)"]+)\)">/g, (group, mask: string, clip: string) =>
    masks.has(mask) && masks.get(mask) === clips.get(clip) ? `<g clip-path="url(#${clip})">` : group,
  );
}

/**
 * The card as SVG, its text as vector paths: the page's part laid out by satori and the footer's drawing, made
 * once, added after it (where cardTree's last child is painted). Laying out the footer's text was ~40 % of
 * satori's time per card; the picture is the same (tests/unit/social-cards-png.test.ts compares the pixels).
 */
export async function cardSvg(card: CardText): Promise<string> {
  const [page, footer] = await Promise.all([layOut(pageTree(card)), footerSvg(card)]);
  if (!page.endsWith(SVG_END)) throw new Error('social-cards: satori returned an SVG that does not end with </svg>');
  return `${withoutRedundantMasks(page.slice(0, -SVG_END.length))}${footer}${SVG_END}`;
}

/** The card as SVG in one satori layout of cardTree (the reference picture for cardSvg). */
export function wholeCardSvg(card: CardText): Promise<string> {
  return layOut(cardTree(card));
}

/** The card's pixels, drawn by resvg. */
export function rasterise(svg: string): ReturnType<Resvg['render']> {
  // The text is already vector paths: resvg needs no font, and skipping the system font scan saves ~10 % per card.
  return new Resvg(svg, {fitTo: {mode: 'original'}, font: {loadSystemFonts: false}}).render();
}

/**
 * The rows a page's own part (section and title) is drawn in: from half the top padding (room for marks above
 * capitals) to the footer's top. The title is clipped to its box, which ends above the footer.
 */
const BAND_TOP = 32;
const BAND_BOTTOM = CARD_HEIGHT - 12 - 64 - FOOTER_HEIGHT;
const SVG_START = `<svg width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}"`;

/** A card's SVG narrowed to the band of rows where pages differ: resvg then draws only those rows. */
export function bandSvg(svg: string): string {
  if (!svg.startsWith(SVG_START)) throw new Error('social-cards: satori returned an SVG that does not start as expected');
  const height = BAND_BOTTOM - BAND_TOP;
  return `<svg width="${CARD_WIDTH}" height="${height}" viewBox="0 ${BAND_TOP} ${CARD_WIDTH} ${height}"${svg.slice(SVG_START.length)}`;
}

interface Base {
  /** The card's pixels with no section and title. */
  pixels: Buffer;
  /** The same as palette indexes (png.ts), when they fit a palette. */
  indexed: IndexedImage | undefined;
  /** What the page's part of such a card holds besides text (regions.ts), when its band is background only. */
  skeleton: string | undefined;
  /** The background's `<rect>`, drawn under the text of each region. */
  background: string;
}

const bases = new Map<string, Promise<Base>>();
const BACKGROUND = /<rect x="0" y="0" width="\d+" height="\d+" fill="[^"]*"\/>/;
const BAND: PixelBox = {x0: 0, y0: BAND_TOP, x1: CARD_WIDTH, y1: BAND_BOTTOM};

/**
 * What every card of a site name and version shares: the pixels outside the band (background, footer, border),
 * drawn once, and what its page part holds besides the text. Regions are used only if the band of a card with
 * no text draws exactly as the background alone (checked here, once per version).
 */
function baseOf(card: CardText): Promise<Base> {
  const key = versionKey(card);
  let base = bases.get(key);
  if (!base) {
    const empty = {...card, title: '', section: ''};
    base = Promise.all([cardSvg(empty), layOut(pageTree(empty))]).then(([whole, page]) => {
      const pixels = Buffer.from(rasterise(whole).pixels);
      const rest = skeleton(withoutRedundantMasks(page));
      const background = BACKGROUND.exec(rest)?.[0] ?? '';
      const backgroundOnly = `${page.slice(0, page.indexOf('>') + 1)}${background}${SVG_END}`;
      const same = background !== '' && rasterise(bandSvg(page)).pixels.equals(rasterise(bandSvg(backgroundOnly)).pixels);
      return {pixels, indexed: indexImage(pixels, CARD_WIDTH, CARD_HEIGHT), skeleton: same ? rest : undefined, background};
    });
    bases.set(key, base);
  }
  return base;
}

/**
 * What a card draws of its own: the page's part drawn by resvg in the boxes around its text only (regions.ts),
 * or in its whole band of rows when those cannot be told, to be laid over the pixels the card's version shares.
 * Three quarters of the canvas are then never drawn again for each card, nor the footer's mark, name and pill.
 */
async function cardPatches(card: CardText): Promise<{base: Base; patches: PixelPatch[]}> {
  const [svg, base] = await Promise.all([layOut(pageTree(card)), baseOf(card)]);
  const page = withoutRedundantMasks(svg);
  const regions = base.skeleton !== undefined && skeleton(page) === base.skeleton ? textRegions(page, BAND, base.background) : undefined;
  const patches = regions
    ? regions.map(({box, svg: region}) => ({box, rgba: rasterise(region).pixels}))
    : [{box: BAND, rgba: rasterise(bandSvg(page)).pixels}];
  return {base, patches};
}

/**
 * The card's pixels (RGBA, 1200x630): its patches laid over its version's pixels. They are those of the whole
 * card drawn at once (tests/unit/social-cards-png.test.ts, and every card of a build).
 */
export async function cardPixels(card: CardText): Promise<Buffer> {
  const {base, patches} = await cardPatches(card);
  return overlaid(base, patches);
}

/** The version's pixels with the card's patches copied over them. */
function overlaid(base: Base, patches: readonly PixelPatch[]): Buffer {
  const pixels = Buffer.from(base.pixels);
  for (const {box, rgba} of patches) {
    const rowBytes = (box.x1 - box.x0) * 4;
    for (let y = box.y0; y < box.y1; y++) {
      pixels.set(rgba.subarray((y - box.y0) * rowBytes, (y - box.y0 + 1) * rowBytes), (y * CARD_WIDTH + box.x0) * 4);
    }
  }
  return pixels;
}

/** The card as a PNG. */
export async function renderCard(card: CardText): Promise<Buffer> {
  // The same pixels as resvg's own PNG in a fraction of the time and half the bytes (png.ts): the version's
  // indexes copied and only the card's own boxes looked up. A card that ever needs more than 256 colours is
  // encoded by resvg.
  const {base, patches} = await cardPatches(card);
  return (
    (base.indexed && palettePngOver(base.indexed, patches)) ??
    palettePng(overlaid(base, patches), CARD_WIDTH, CARD_HEIGHT) ??
    rasterise(await cardSvg(card)).asPng()
  );
}
