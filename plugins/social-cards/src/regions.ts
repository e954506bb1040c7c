/**
 * The parts of a card's band where its text is drawn. On a card, the section and the title are two groups of
 * glyph paths over a flat background; everything else in the band is that background. Drawing only the boxes
 * around the glyphs (a few hundred rows of a few hundred columns, instead of the whole 1200 x 458 band) leaves
 * resvg less than half the pixels to fill and copy out; the other pixels are the version's shared picture.
 *
 * Everything here reads satori's SVG as satori writes it; anything else (a path command other than absolute
 * M, L, Q, C and Z, a group with other attributes, a band whose other content is not the expected background)
 * makes `textRegions` answer undefined, and the caller draws the whole band as before.
 */

/** A box of whole pixels: x0, y0 included, x1, y1 excluded. */
export interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The box of whole pixels a path's fill can touch: the bounds of its points (a quadratic or cubic curve stays
 * inside its control points' hull) widened to whole pixels and by one more pixel for the anti-aliased edge.
 * Undefined for a path with any command other than absolute M, L, Q, C, Z.
 */
export function pathPixelBox(d: string): PixelBox | undefined {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let count = 0;
  const end = d.length;
  for (let at = 0; at < end;) {
    const code = d.charCodeAt(at);
    // M L Q C Z (absolute), space and comma
    if (code === 77 || code === 76 || code === 81 || code === 67 || code === 90 || code === 32 || code === 44) {
      at++;
      continue;
    }
    // A number: sign, digits and point, then an exponent with its own sign (satori writes plain decimals).
    if (!((code >= 48 && code <= 57) || code === 46 || code === 45 || code === 43)) return undefined;
    let next = at + 1;
    while (next < end) {
      const c = d.charCodeAt(next);
      if ((c >= 48 && c <= 57) || c === 46) next++;
      else if (c === 101 || c === 69) next += d.charCodeAt(next + 1) === 45 || d.charCodeAt(next + 1) === 43 ? 2 : 1;
      else break;
    }
    const value = Number(d.slice(at, next));
    if (!Number.isFinite(value)) return undefined;
    if (count % 2 === 0) {
      if (value < minX) minX = value;
      if (value > maxX) maxX = value;
    } else {
      if (value < minY) minY = value;
      if (value > maxY) maxY = value;
    }
    count++;
    at = next;
  }
  if (count === 0 || count % 2 !== 0) return undefined;
  return {x0: Math.floor(minX) - 1, y0: Math.floor(minY) - 1, x1: Math.ceil(maxX) + 1, y1: Math.ceil(maxY) + 1};
}

const union = (a: PixelBox, b: PixelBox): PixelBox => ({
  x0: Math.min(a.x0, b.x0),
  y0: Math.min(a.y0, b.y0),
  x1: Math.max(a.x1, b.x1),
  y1: Math.max(a.y1, b.y1),
});
const meets = (a: PixelBox, b: PixelBox) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
const within = (box: PixelBox, limit: PixelBox): PixelBox | undefined => {
  const cut = {
    x0: Math.max(box.x0, limit.x0),
    y0: Math.max(box.y0, limit.y0),
    x1: Math.min(box.x1, limit.x1),
    y1: Math.min(box.y1, limit.y1),
  };
  return cut.x0 < cut.x1 && cut.y0 < cut.y1 ? cut : undefined;
};

/** A group of glyph paths: `<g>` or `<g clip-path="url(#id)">` around `<path fill="…" d="…"/>` elements only. */
const TEXT_GROUP = /<g(\s*|\s+clip-path="url\(#([^)"]+)\)"\s*)>((?:<path fill="[^"]*" d="[^"]*"\/>)+)<\/g>/g;
const PATH_D = /<path fill="[^"]*" d="([^"]*)"\/>/g;
const MASK = /<mask id="[^"]*">(?:(?!<\/mask>).)*<\/mask>/g;
const CLIP_PATH = /<clipPath id="([^"]+)">((?:(?!<\/clipPath>).)*)<\/clipPath>/g;
const CLIP_RECT = /^<rect x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)"\/>$/;

/** One box to draw: the SVG of its groups over the background, narrowed to the box. */
export interface Region {
  box: PixelBox;
  svg: string;
}

interface TextGroup {
  markup: string;
  clip: string | undefined;
  box: PixelBox;
}

/**
 * What is left of a card's SVG without its text groups, its masks (satori writes one per element; only a group
 * that refers to one uses it) and the clip paths nothing left refers to: for every card of a version the same
 * background, border and empty boxes. `textRegions` draws a card in boxes only when this is the same as for the
 * version's empty card, whose band is known to be background only.
 */
export function skeleton(svg: string): string {
  const rest = svg.replace(TEXT_GROUP, '').replace(MASK, '');
  return rest.replace(CLIP_PATH, (clip, id: string) => (rest.includes(`url(#${id})`) ? clip : ''));
}

/**
 * The boxes to draw a card's band in, each with its SVG: one box per text group (section, title), boxes that
 * meet merged, each cut to `band` and to the group's clip rectangle. A group whose glyphs lie inside its clip
 * rectangle keeps its clip all the same: without it resvg draws the group straight on the background, not on
 * a layer of its own, and a few edge pixels round differently.
 *
 * `svg` is satori's SVG of the page's part (the whole card's coordinates); `background` is the `<rect>` of
 * the card's background, drawn first in each box.
 */
export function textRegions(svg: string, band: PixelBox, background: string): Region[] | undefined {
  const clips = new Map<string, string>();
  for (const match of svg.matchAll(CLIP_PATH)) clips.set(match[1]!, match[0]);
  const groups: TextGroup[] = [];
  for (const match of svg.matchAll(TEXT_GROUP)) {
    let box: PixelBox | undefined;
    for (const path of match[3]!.matchAll(PATH_D)) {
      const pathBox = pathPixelBox(path[1]!);
      if (!pathBox) return undefined;
      box = box ? union(box, pathBox) : pathBox;
    }
    const clipId = match[2];
    let clip: string | undefined;
    if (clipId !== undefined) {
      clip = clips.get(clipId);
      const rect = clip && CLIP_RECT.exec(clip.slice(clip.indexOf('>') + 1, -'</clipPath>'.length));
      if (!rect) return undefined;
      const [x, y, width, height] = rect.slice(1).map(Number) as [number, number, number, number];
      box = within(box!, {x0: x, y0: y, x1: x + width, y1: y + height});
    }
    box = box && within(box, band);
    // A group clipped away or outside the band draws nothing there.
    if (box) groups.push({markup: match[0], clip, box});
  }
  // Boxes that meet are drawn as one: each pixel is then drawn by one SVG, as in the whole band.
  const merged: Array<{box: PixelBox; groups: TextGroup[]}> = [];
  for (const group of groups) {
    let region = {box: group.box, groups: [group]};
    for (let index = merged.length - 1; index >= 0; index--) {
      if (meets(merged[index]!.box, region.box)) {
        const [other] = merged.splice(index, 1);
        region = {box: union(other!.box, region.box), groups: [...other!.groups, ...region.groups]};
        index = merged.length;
      }
    }
    merged.push(region);
  }
  return merged.map(({box, groups: drawn}) => {
    const width = box.x1 - box.x0;
    const height = box.y1 - box.y0;
    // Groups in the order of the card's SVG, so that overlapping glyphs are painted in the same order.
    drawn.sort((a, b) => svg.indexOf(a.markup) - svg.indexOf(b.markup));
    const defs = [...new Set(drawn.map((group) => group.clip).filter((clip) => clip !== undefined))].join('');
    return {
      box,
      svg:
        `<svg width="${width}" height="${height}" viewBox="${box.x0} ${box.y0} ${width} ${height}" xmlns="http://www.w3.org/2000/svg">` +
        `${defs ? `<defs>${defs}</defs>` : ''}${background}${drawn.map((group) => group.markup).join('')}</svg>`,
    };
  });
}
