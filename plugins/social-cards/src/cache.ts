/**
 * Cards are kept on disk between builds, keyed by what they show and by the design (the card module's own
 * text): a warm build copies the cards of unchanged pages and renders only new or changed ones.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import type {CardText} from './card';
import {cardFonts} from './fonts';

let designHash: string | undefined;

/** A fingerprint of the card design: the layout, drawing, font and encoding modules and the fonts. */
export function cardDesignHash(): string {
  if (!designHash) {
    const hash = createHash('sha256');
    for (const module of ['./card.ts', './fonts.ts', './png.ts', './regions.ts'])
      hash.update(readFileSync(fileURLToPath(new URL(module, import.meta.url))));
    for (const font of cardFonts()) hash.update(font.data as Buffer);
    designHash = hash.digest('hex').slice(0, 16);
  }
  return designHash;
}

export function cardKey(card: CardText, design = cardDesignHash()): string {
  return createHash('sha256')
    .update(JSON.stringify([design, card.title, card.section, card.version, card.older, card.siteName]))
    .digest('hex')
    .slice(0, 32);
}
