import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH, type CardBrand, type CardText } from '../../../src/content/seo/social-card';
import { backgroundLayout, TEXT_BOX, textLayout } from './card-layout';
import { cardFonts } from './fonts';

/** JPEG settings: plain Huffman coding and no mozjpeg (a fraction of the encode time); a card is about 50–100 KB. */
const JPEG = { quality: 84, mozjpeg: false, optimiseCoding: false, chromaSubsampling: '4:2:0' } as const;

export interface CardRenderer {
  /** The card as a 1200×630 JPEG. */
  render(text: CardText): Promise<Buffer>;
}

/**
 * Draws the background (colours, logo, brand, address) once, with satori
 * and resvg. Each card then only lays out its text box with satori (glyphs
 * as paths) and sharp rasterizes that small SVG straight onto a copy of the
 * background and encodes the JPEG, in one native pipeline off the
 * JavaScript thread: measured at about half the time of rasterizing each
 * text box with resvg and blending it in JavaScript.
 */
export async function createCardRenderer(brand: CardBrand, logoSvg: string): Promise<CardRenderer> {
  const fonts = cardFonts();
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  const svg = await satori(backgroundLayout(brand, logo) as never, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
  const background = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  // Opaque: kept as raw RGB, the cheapest input for every card's pipeline.
  const base = await sharp(background.pixels, { raw: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 4 } }).removeAlpha().raw().toBuffer();
  return {
    async render(text) {
      const layer = await satori(textLayout(text) as never, { width: TEXT_BOX.width, height: TEXT_BOX.height, fonts });
      return sharp(base, { raw: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3 } })
        .composite([{ input: Buffer.from(layer), left: TEXT_BOX.left, top: TEXT_BOX.top }])
        .jpeg(JPEG)
        .toBuffer();
    },
  };
}
