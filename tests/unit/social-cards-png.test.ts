import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {Resvg} from '@resvg/resvg-js';
import {inflateSync} from 'node:zlib';
import satori from 'satori';
import {
  cardFonts,
  cardPixels,
  cardSvg,
  pageTree,
  rasterise,
  renderCard,
  wholeCardSvg,
  withoutRedundantMasks,
} from '../../plugins/social-cards/src/card';
import {pathPixelBox, textRegions} from '../../plugins/social-cards/src/regions';
import {indexImage, palettePng, palettePngOver} from '../../plugins/social-cards/src/png';

/** The chunks of a PNG, by type, in order. */
function chunks(png: Buffer): Array<{type: string; data: Buffer}> {
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'PNG signature');
  const out: Array<{type: string; data: Buffer}> = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    out.push({type: png.toString('ascii', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length)});
    at += 12 + length;
  }
  return out;
}

/** The pixels another decoder (resvg's, through an <image>) reads from a PNG. */
function decoded(png: Buffer, width: number, height: number): Buffer {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" ` +
    `height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  return new Resvg(svg, {fitTo: {mode: 'original'}}).render().pixels;
}

describe('social cards: palette PNG', () => {
  it('a card is an 8-bit palette PNG of 1200x630 with exactly the pixels resvg drew, in fewer bytes than its own encoding', async () => {
    const card = {
      title: 'CommandKitPluginRuntime',
      section: 'API reference · commandkit',
      version: '0.1.10',
      older: true,
      siteName: 'CommandKit',
    };
    const png = await renderCard(card);
    const [ihdr, plte, ...rest] = chunks(png);
    assert.equal(ihdr!.type, 'IHDR');
    assert.deepEqual([ihdr!.data.readUInt32BE(0), ihdr!.data.readUInt32BE(4), ihdr!.data[8], ihdr!.data[9]], [1200, 630, 8, 3]);
    assert.equal(plte!.type, 'PLTE');
    assert.deepEqual(
      rest.map((c) => c.type),
      ['IDAT', 'IEND'],
    );
    // Every row starts with its filter byte and holds one palette index per pixel.
    assert.equal(inflateSync(rest[0]!.data).length, 630 * 1201);
    const drawn = rasterise(await cardSvg(card));
    assert.ok(decoded(png, 1200, 630).equals(drawn.pixels), 'the PNG holds the pixels resvg drew');
    assert.ok(decoded(drawn.asPng(), 1200, 630).equals(drawn.pixels), 'as resvg’s own PNG does');
    assert.ok(png.length < drawn.asPng().length * 0.75, `${png.length} bytes against resvg's ${drawn.asPng().length}`);
  });

  it('gives the same pixels back for a small image, and leaves to resvg an image with transparency or more than 256 colours', () => {
    const rgba = new Uint8Array(4 * 4 * 3);
    for (let i = 0; i < 12; i++) rgba.set([i * 20, 255 - i * 20, (i * 7) % 256, 255], i * 4);
    const png = palettePng(rgba, 4, 3)!;
    assert.deepEqual([...decoded(png, 4, 3)], [...rgba]);
    const transparent = rgba.slice();
    transparent[7] = 128;
    assert.equal(palettePng(transparent, 4, 3), undefined);
    const many = new Uint8Array(4 * 300);
    for (let i = 0; i < 300; i++) many.set([i % 256, Math.floor(i / 256), 0, 255], i * 4);
    assert.equal(palettePng(many, 300, 1), undefined);
    assert.equal(palettePng(rgba, 5, 3), undefined, 'size and pixel count disagree');
    // Rows equal to the one above are copied, not indexed again: same pixels, a new colour after them still found.
    const repeated = new Uint8Array(3 * 4 * 4);
    for (let y = 0; y < 4; y++)
      for (let x = 0; x < 3; x++) repeated.set(y < 3 ? [x * 90, 10, 20, 255] : [x * 90, 200, 20, 255], (y * 3 + x) * 4);
    assert.deepEqual([...decoded(palettePng(repeated, 3, 4)!, 3, 4)], [...repeated]);
  });
});

describe("social cards: a card encoded over its version's indexes", () => {
  /** A small opaque picture: `colour(x, y)` as RGB. */
  const picture = (width: number, height: number, colour: (x: number, y: number) => [number, number, number]) => {
    const rgba = new Uint8Array(width * height * 4);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rgba.set([...colour(x, y), 255], (y * width + x) * 4);
    return rgba;
  };
  const cut = (rgba: Uint8Array, width: number, box: {x0: number; y0: number; x1: number; y1: number}) => {
    const out: number[] = [];
    for (let y = box.y0; y < box.y1; y++) out.push(...rgba.subarray((y * width + box.x0) * 4, (y * width + box.x1) * 4));
    return new Uint8Array(out);
  };

  it('gives the pixels of the composed picture, patches laid in order, new colours after the base ones', () => {
    const base = picture(6, 5, (x, y) => (y === 4 ? [200, 0, 0] : [10, 20, 30]));
    const composed = base.slice();
    const first = {x0: 1, y0: 1, x1: 4, y1: 3};
    const second = {x0: 3, y0: 2, x1: 6, y1: 4};
    const patch1 = picture(3, 2, (x) => [x * 80, 255, 0]);
    const patch2 = picture(3, 2, (x, y) => [0, x * 50, y * 100]);
    for (const [box, rgba] of [
      [first, patch1],
      [second, patch2],
    ] as const)
      for (let y = box.y0; y < box.y1; y++)
        composed.set(rgba.subarray((y - box.y0) * (box.x1 - box.x0) * 4, (y - box.y0 + 1) * (box.x1 - box.x0) * 4), (y * 6 + box.x0) * 4);
    const indexed = indexImage(base, 6, 5)!;
    const png = palettePngOver(indexed, [
      {box: first, rgba: patch1},
      {box: second, rgba: patch2},
    ])!;
    assert.deepEqual([...decoded(png, 6, 5)], [...composed]);
    const plte = chunks(png).find((c) => c.type === 'PLTE')!.data;
    assert.deepEqual([...plte.subarray(0, 6)], [10, 20, 30, 200, 0, 0], "the base's colours first");
    // The base is left as it was: a second card starts from the same indexes.
    assert.deepEqual([...decoded(palettePngOver(indexed, [])!, 6, 5)], [...base]);
    assert.deepEqual([...decoded(palettePngOver(indexed, [{box: first, rgba: cut(base, 6, first)}])!, 6, 5)], [...base]);
  });

  it('leaves to the caller a patch with transparency, too many colours, or that does not fit', () => {
    const indexed = indexImage(
      picture(4, 4, () => [1, 2, 3]),
      4,
      4,
    )!;
    const box = {x0: 0, y0: 0, x1: 2, y1: 2};
    const clear = picture(2, 2, () => [9, 9, 9]);
    clear[3] = 0;
    assert.equal(palettePngOver(indexed, [{box, rgba: clear}]), undefined);
    assert.equal(palettePngOver(indexed, [{box: {x0: 3, y0: 0, x1: 5, y1: 2}, rgba: picture(2, 2, () => [9, 9, 9])}]), undefined);
    assert.equal(palettePngOver(indexed, [{box, rgba: picture(3, 2, () => [9, 9, 9])}]), undefined, 'size and box disagree');
    const wide = {x0: 0, y0: 0, x1: 4, y1: 4};
    const many = picture(4, 4, (x, y) => [x * 16 + y, 0, 0]);
    const full = indexImage(
      picture(16, 16, (x, y) => [x, y, 7]),
      16,
      16,
    )!;
    assert.equal(palettePngOver(full, [{box: wide, rgba: many}]), undefined, '256 colours in the base and 16 more');
  });
});

describe('social cards: the footer drawn once', () => {
  it('a card made of the page part and the footer drawing has the pixels of the whole card laid out at once', async () => {
    const cards = [
      {title: 'Middlewares', section: 'Guide · Commands', version: '1.x', older: false, siteName: 'CommandKit'},
      {
        title: 'Setting up your command files in a project with a rather long title',
        section: 'Guide',
        version: '0.1.10',
        older: true,
        siteName: 'CommandKit',
      },
      {title: 'CommandKitPluginRuntime', section: 'API reference · commandkit', version: '1.x', older: false, siteName: 'Another site'},
    ];
    for (const card of cards) {
      assert.ok(rasterise(await cardSvg(card)).pixels.equals(rasterise(await wholeCardSvg(card)).pixels), card.title);
    }
  });
});

describe('social cards: only the band of rows pages differ in is drawn for each card', () => {
  it("a card drawn in its band over the version's shared pixels has the pixels of the whole card drawn at once", async () => {
    const cards = [
      {title: 'Middlewares', section: 'Guide · Commands', version: '1.x', older: false, siteName: 'CommandKit'},
      // Marks above capitals, in the section and the title.
      {title: 'Émettre un Évènement', section: 'Guide · Événements', version: '1.x', older: false, siteName: 'CommandKit'},
      {
        title: 'A title so long that three lines of the smallest type cannot hold it, so the card cuts the fourth line off at the box',
        section: 'API reference · a section name long enough to take the whole width of the card and wrap',
        version: '0.1.10',
        older: true,
        siteName: 'CommandKit',
      },
      {title: 'CommandKitPluginRuntime', section: 'API reference · commandkit', version: '1.x', older: false, siteName: 'Another site'},
    ];
    for (const card of cards) {
      // Twice: the second card of a version reuses the shared pixels drawn for the first.
      for (let round = 0; round < 2; round++)
        assert.ok((await cardPixels(card)).equals(rasterise(await wholeCardSvg(card)).pixels), `${card.title} (${round})`);
    }
  });
});

describe('social cards: the title clipped without its mask', () => {
  it('drops the overflow mask that repeats the clip rectangle, and the card keeps its pixels, a title cut at 3 lines too', async () => {
    const cards = [
      {title: 'Setting up a project', section: 'Guide', version: '1.x', older: false, siteName: 'CommandKit'},
      {
        title: 'A title so long that three lines of the smallest type cannot hold it, so the card cuts the fourth line off at the box',
        section: 'Guide · Commands',
        version: '0.1.10',
        older: true,
        siteName: 'CommandKit',
      },
    ];
    for (const card of cards) {
      const svg = await cardSvg(card);
      assert.match(svg, /<g clip-path="url\(#satori_cp-id-1\)">/, 'the title is clipped');
      assert.doesNotMatch(svg, /<g mask="url\(#satori_om-id-1\)"/, 'without its mask');
      assert.ok(rasterise(svg).pixels.equals(rasterise(await wholeCardSvg(card)).pixels), card.title);
    }
  });

  it('keeps a mask whose rectangle is not the clip rectangle', () => {
    const svg =
      '<clipPath id="c"><rect x="0" y="0" width="10" height="10"/></clipPath><mask id="m"><rect x="0" y="0" width="10" height="9" fill="#fff"/></mask>' +
      '<g mask="url(#m)" clip-path="url(#c)"></g>';
    assert.equal(withoutRedundantMasks(svg), svg);
    const same = svg.replace('height="9"', 'height="10"');
    assert.equal(withoutRedundantMasks(same), same.replace(' mask="url(#m)"', ''));
  });
});

describe('social cards: only the boxes around the text are drawn for each card', () => {
  const band = {x0: 0, y0: 32, x1: 1200, y1: 490};
  const background = '<rect x="0" y="0" width="1200" height="630" fill="#16162e"/>';

  it('bounds a path by its points, widened to whole pixels and one more for the anti-aliased edge', () => {
    assert.deepEqual(pathPixelBox('M10.5 20L30 40.2Q35.7 10 12 22.5C1e1 5 -2.5 8 9 9Z'), {x0: -4, y0: 4, x1: 37, y1: 42});
    assert.deepEqual(pathPixelBox('M1 2L3 4'), {x0: 0, y0: 1, x1: 4, y1: 5});
    // Forms whose points are not all absolute coordinates: no bounds, the caller draws the whole band.
    assert.equal(pathPixelBox('M1 2l3 4'), undefined);
    assert.equal(pathPixelBox('M1,2 A0,0 0 0 1 5,5'), undefined);
    assert.equal(pathPixelBox('M1 2H5'), undefined);
    assert.equal(pathPixelBox('M1 2L3'), undefined);
    assert.equal(pathPixelBox(''), undefined);
  });

  it("draws a card's section and title in two small boxes, the title's cut to its clip rectangle", async () => {
    const card = {
      title: 'Setting up your command files',
      section: 'Guide · Commands',
      version: '1.x',
      older: false,
      siteName: 'CommandKit',
    };
    const page = withoutRedundantMasks(await satori(pageTree(card) as never, {width: 1200, height: 630, fonts: cardFonts()}));
    const regions = textRegions(page, band, background)!;
    assert.equal(regions.length, 2);
    const [section, title] = regions.map((region) => region.box);
    assert.ok(section!.y1 < title!.y0, 'the section above the title');
    const clip = /<clipPath id="satori_cp-id-1"><rect x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)"\/>/.exec(page)!.slice(1).map(Number);
    assert.ok(title!.y0 >= clip[1]! && title!.y1 <= clip[1]! + clip[3]!, 'inside the clip rectangle');
    const area = regions.reduce((sum, {box}) => sum + (box.x1 - box.x0) * (box.y1 - box.y0), 0);
    assert.ok(area < (1200 * 458) / 3, `${area} pixels drawn against the band's ${1200 * 458}`);
    assert.match(regions[1]!.svg, /<g clip-path="url\(#satori_cp-id-1\)">/, 'the title keeps its clip');
  });

  it('merges boxes that meet, and leaves to the whole band an SVG it cannot bound', () => {
    const svg = (d1: string, d2: string) =>
      `<svg width="1200" height="630" viewBox="0 0 1200 630" xmlns="http://www.w3.org/2000/svg">${background}` +
      `<g ><path fill="#fff" d="${d1}"/></g><g ><path fill="#ccc" d="${d2}"/></g></svg>`;
    const apart = textRegions(svg('M100 100L200 120', 'M100 300L200 320'), band, background)!;
    assert.deepEqual(
      apart.map((region) => region.box),
      [
        {x0: 99, y0: 99, x1: 201, y1: 121},
        {x0: 99, y0: 299, x1: 201, y1: 321},
      ],
    );
    const meeting = textRegions(svg('M100 100L200 120', 'M150 110L300 200'), band, background)!;
    assert.deepEqual(
      meeting.map((region) => region.box),
      [{x0: 99, y0: 99, x1: 301, y1: 201}],
    );
    assert.ok(meeting[0]!.svg.indexOf('#fff') < meeting[0]!.svg.indexOf('#ccc'), 'painted in the order of the card');
    assert.deepEqual(textRegions(svg('M100 10L200 20', 'M100 600L200 620'), band, background), [], 'outside the band: nothing to draw');
    assert.equal(textRegions(svg('M100 100l200 120', 'M100 300L200 320'), band, background), undefined);
  });

  it('gives every card the pixels of the whole card drawn at once, over many titles and sections', async () => {
    const titles = ['A', 'Émettre un Évènement', 'useEnvironment', 'jgpqy descenders', 'CommandKitPluginRuntime is long', 'W'.repeat(60)];
    for (const [index, title] of titles.entries()) {
      const card = {
        title,
        section: index % 2 ? 'Guide' : 'API reference · commandkit',
        version: '1.x',
        older: false,
        siteName: 'CommandKit',
      };
      assert.ok((await cardPixels(card)).equals(rasterise(await wholeCardSvg(card)).pixels), title);
    }
  });
});
