/**
 * A card as an indexed-colour PNG. A card is flat colours and their anti-aliased edges: about 130 distinct
 * colours, so a palette of at most 256 holds every pixel exactly. One byte per pixel instead of four makes the
 * compression about four times less work than resvg's own RGBA encoder (bench/RESULTS.md, "Build time") and
 * the file smaller; the pixels are the same. An image with more than 256 colours or any transparency is left
 * to the caller (undefined).
 */
import {crc32, deflateSync} from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Open-addressing table of colour → palette index: a power of two well above 256 keeps probes short. */
const SLOTS = 1024;
/**
 * Compression level: 3 makes a card of ~20 KB (resvg's RGBA encoding: ~40 KB) in ~1 ms; zlib's default of 6
 * saves another 4 KB for 3-4 ms more per card, 9 another 2 KB for ~40 ms more.
 */
const LEVEL = 3;
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

/**
 * Encodes opaque RGBA pixels (`width` x `height`, rows top to bottom) as an 8-bit palette PNG, or returns
 * undefined when they need more than 256 colours or are not all opaque.
 */
export function palettePng(rgba: Uint8Array, width: number, height: number): Buffer | undefined {
  if (rgba.length !== width * height * 4 || rgba.byteOffset % 4 !== 0) return undefined;
  const pixels = new Uint32Array(rgba.buffer, rgba.byteOffset, width * height);
  const keys = new Uint32Array(SLOTS);
  const values = new Int16Array(SLOTS).fill(-1);
  const palette = new Uint32Array(256);
  let colours = 0;
  // Each row is a filter byte (0: none, the usual choice for palette images) and one index per pixel.
  const rows = Buffer.alloc(height * (width + 1));
  let last = -1;
  let lastIndex = 0;
  let out = 0;
  let at = 0;
  const rowBytes = width * 4;
  for (let y = 0; y < height; y++) {
    rows[out++] = 0;
    // A row of the same pixels as the one above (most of a card's background) has the same indexes and no new
    // colour: copied as it is, the palette and the file come out the same.
    // (~1.3 of the 3.4 ms a card took here.)
    if (y > 0 && Buffer.compare(rgba.subarray(y * rowBytes, (y + 1) * rowBytes), rgba.subarray((y - 1) * rowBytes, y * rowBytes)) === 0) {
      rows.copyWithin(out, out - width - 1, out - 1);
      out += width;
      at += width;
      continue;
    }
    for (let x = 0; x < width; x++) {
      const colour = pixels[at++]!;
      if (colour !== last) {
        if ((colour & ALPHA) >>> 0 !== ALPHA) return undefined;
        let slot = Math.imul(colour, 0x9e3779b1) >>> 22;
        while (values[slot] !== -1 && keys[slot] !== colour) slot = (slot + 1) & (SLOTS - 1);
        if (values[slot] === -1) {
          if (colours === 256) return undefined;
          keys[slot] = colour;
          values[slot] = colours;
          palette[colours++] = colour;
        }
        last = colour;
        lastIndex = values[slot]!;
      }
      rows[out++] = lastIndex;
    }
  }
  const plte = Buffer.alloc(colours * 3);
  const bytes = new Uint8Array(palette.buffer, 0, colours * 4);
  for (let index = 0; index < colours; index++) {
    plte[index * 3] = bytes[index * 4]!;
    plte[index * 3 + 1] = bytes[index * 4 + 1]!;
    plte[index * 3 + 2] = bytes[index * 4 + 2]!;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per index
  header[9] = 3; // colour type: indexed
  // compression, filter and interlace methods: 0 (the only ones defined; no interlacing)
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', plte),
    chunk('IDAT', deflateSync(rows, {level: LEVEL})),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
