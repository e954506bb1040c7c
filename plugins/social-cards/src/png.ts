/**
 * A card as an indexed-colour PNG. A card is flat colours and their anti-aliased edges: about 130 distinct
 * colours, so a palette of at most 256 holds every pixel exactly. One byte per pixel instead of four makes the
 * compression about four times less work than resvg's own RGBA encoder (bench/RESULTS.md, "Build time") and
 * the file smaller; the pixels are the same. An image with more than 256 colours or any transparency is left
 * to the caller (undefined).
 *
 * Cards of a version share most of their pixels: `indexImage` turns those shared pixels into palette indexes
 * once, and `palettePngOver` encodes a card as those indexes with only its own boxes of pixels looked up.
 */
import {constants, crc32, deflateSync} from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Open-addressing table of colour → palette index: a power of two well above 256 keeps probes short. */
const SLOTS = 1024;
/**
 * Compression: zlib's run-length strategy (matches at distance 1 only). A card's rows are long runs of one
 * index, which it finds as well as the general search does: ~12.5 KB a card in ~0.55 ms, against ~14 KB in
 * ~0.7 ms at level 3 and ~10 KB in ~2.5 ms at the default level 6 (bench/RESULTS.md, "Cold build: cards drawn in boxes, code left out of the search's parse").
 */
const DEFLATE = {strategy: constants.Z_RLE};
/** The alpha byte (the fourth in memory) of a pixel read as one 32-bit number, on this platform's byte order. */
const ALPHA = new Uint32Array(new Uint8Array([0, 0, 0, 255]).buffer)[0]!;

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** A growing palette of opaque colours (RGBA read as 32-bit numbers) and its lookup table. */
class Palette {
  readonly keys: Uint32Array;
  readonly values: Int16Array;
  readonly colours: Uint32Array;
  size: number;

  constructor(from?: Palette) {
    this.keys = from ? from.keys.slice() : new Uint32Array(SLOTS);
    this.values = from ? from.values.slice() : new Int16Array(SLOTS).fill(-1);
    this.colours = from ? from.colours.slice() : new Uint32Array(256);
    this.size = from?.size ?? 0;
  }

  /** The colour's index, added when new; -1 when it is not opaque or the palette is full. */
  indexOf(colour: number): number {
    if ((colour & ALPHA) >>> 0 !== ALPHA) return -1;
    let slot = Math.imul(colour, 0x9e3779b1) >>> 22;
    while (this.values[slot] !== -1 && this.keys[slot] !== colour) slot = (slot + 1) & (SLOTS - 1);
    if (this.values[slot] === -1) {
      if (this.size === 256) return -1;
      this.keys[slot] = colour;
      this.values[slot] = this.size;
      this.colours[this.size++] = colour;
    }
    return this.values[slot]!;
  }

  /** The PLTE chunk's data: RGB of each colour in index order. */
  rgb(): Buffer {
    const plte = Buffer.alloc(this.size * 3);
    const bytes = new Uint8Array(this.colours.buffer, 0, this.size * 4);
    for (let index = 0; index < this.size; index++) {
      plte[index * 3] = bytes[index * 4]!;
      plte[index * 3 + 1] = bytes[index * 4 + 1]!;
      plte[index * 3 + 2] = bytes[index * 4 + 2]!;
    }
    return plte;
  }
}

/**
 * Looks up `count` pixels (32-bit) from `pixels[from]` and writes their indexes to `rows[out]`; false when a
 * pixel cannot be indexed. Runs of one colour (most of a card) are looked up once.
 */
function indexRun(palette: Palette, pixels: Uint32Array, from: number, count: number, rows: Uint8Array, out: number): boolean {
  let last = -1;
  let lastIndex = 0;
  for (let x = 0; x < count; x++) {
    const colour = pixels[from + x]!;
    if (colour !== last) {
      lastIndex = palette.indexOf(colour);
      if (lastIndex < 0) return false;
      last = colour;
    }
    rows[out + x] = lastIndex;
  }
  return true;
}

const pixelsOf = (rgba: Uint8Array, count: number): Uint32Array | undefined =>
  rgba.length === count * 4 && rgba.byteOffset % 4 === 0 ? new Uint32Array(rgba.buffer, rgba.byteOffset, count) : undefined;

function png(width: number, height: number, palette: Palette, rows: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per index
  header[9] = 3; // colour type: indexed
  // compression, filter and interlace methods: 0 (the only ones defined; no interlacing)
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', palette.rgb()),
    chunk('IDAT', deflateSync(rows, DEFLATE)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An image as palette indexes, in the PNG's row layout (each row: filter byte 0, then one index per pixel). */
export interface IndexedImage {
  width: number;
  height: number;
  palette: Palette;
  rows: Uint8Array;
}

/**
 * Indexes opaque RGBA pixels (`width` x `height`, rows top to bottom); undefined when they need more than 256
 * colours or are not all opaque.
 */
export function indexImage(rgba: Uint8Array, width: number, height: number): IndexedImage | undefined {
  const pixels = pixelsOf(rgba, width * height);
  if (!pixels) return undefined;
  const palette = new Palette();
  const rows = Buffer.alloc(height * (width + 1));
  const rowBytes = width * 4;
  for (let y = 0; y < height; y++) {
    const out = y * (width + 1);
    // filter byte 0: none, the usual choice for palette images (Buffer.alloc wrote it)
    // A row of the same pixels as the one above (most of a card's background) has the same indexes and no new
    // colour: copied as it is, the palette and the file come out the same.
    if (y > 0 && Buffer.compare(rgba.subarray(y * rowBytes, (y + 1) * rowBytes), rgba.subarray((y - 1) * rowBytes, y * rowBytes)) === 0) {
      rows.copyWithin(out + 1, out - width, out);
    } else if (!indexRun(palette, pixels, y * width, width, rows, out + 1)) {
      return undefined;
    }
  }
  return {width, height, palette, rows};
}

/**
 * Encodes opaque RGBA pixels (`width` x `height`, rows top to bottom) as an 8-bit palette PNG, or returns
 * undefined when they need more than 256 colours or are not all opaque.
 */
export function palettePng(rgba: Uint8Array, width: number, height: number): Buffer | undefined {
  const image = indexImage(rgba, width, height);
  return image && png(width, height, image.palette, image.rows);
}

/** A box of pixels to lay over an image: x0, y0 included, x1, y1 excluded; RGBA rows of the box's width. */
export interface PixelPatch {
  box: {x0: number; y0: number; x1: number; y1: number};
  rgba: Uint8Array;
}

/**
 * The PNG of `base` with `patches` laid over it, in order: the same pixels as indexing the composed picture
 * (palettePng), in a palette that starts with the base's colours. Only the patches' pixels are looked up; the
 * base's indexes are copied. Undefined when the whole needs more than 256 colours, a patch is not opaque or
 * does not fit.
 */
export function palettePngOver(base: IndexedImage, patches: readonly PixelPatch[]): Buffer | undefined {
  const {width, height} = base;
  const palette = new Palette(base.palette);
  const rows = Buffer.from(base.rows);
  for (const {box, rgba} of patches) {
    const boxWidth = box.x1 - box.x0;
    const pixels = pixelsOf(rgba, boxWidth * (box.y1 - box.y0));
    if (!pixels || box.x0 < 0 || box.y0 < 0 || box.x1 > width || box.y1 > height || boxWidth <= 0) return undefined;
    for (let y = box.y0; y < box.y1; y++) {
      if (!indexRun(palette, pixels, (y - box.y0) * boxWidth, boxWidth, rows, y * (width + 1) + 1 + box.x0)) return undefined;
    }
  }
  return png(width, height, palette, rows);
}
