import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH, type CardBrand, type CardText } from '../../../src/content/seo/social-card';
import { backgroundLayout, TEXT_BOX, textLayout, type Element } from './card-layout';
import { cardFonts } from './fonts';

/** JPEG settings: plain Huffman coding and no mozjpeg (a fraction of the encode time); a card is about 40–80 KB. */
const JPEG = { quality: 84, mozjpeg: false, optimiseCoding: false, chromaSubsampling: '4:2:0' } as const;

export interface CardRenderer {
  /** The card as a 1200×630 JPEG. */
  render(text: CardText): Promise<Buffer>;
}

type Fonts = ReturnType<typeof cardFonts>;

async function rasterize(element: Element, width: number, height: number, fonts: Fonts): Promise<{ pixels: Buffer; width: number; height: number }> {
  const svg = await satori(element as never, { width, height, fonts });
  const image = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  return { pixels: image.pixels, width: image.width, height: image.height };
}

/**
 * Draws the background (logo, brand, colours) once; each card then only
 * lays out and rasterizes its own text box and lays it over a copy of the
 * background, so a card costs a fraction of a whole-card render.
 */
export async function createCardRenderer(brand: CardBrand, logoSvg: string): Promise<CardRenderer> {
  const fonts = cardFonts();
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  const background = await rasterize(backgroundLayout(brand, logo), CARD_WIDTH, CARD_HEIGHT, fonts);
  // The background is opaque: keep it as RGB.
  const base = Buffer.alloc(CARD_WIDTH * CARD_HEIGHT * 3);
  for (let i = 0, j = 0; j < base.length; i += 4, j += 3) {
    base[j] = background.pixels[i]!;
    base[j + 1] = background.pixels[i + 1]!;
    base[j + 2] = background.pixels[i + 2]!;
  }
  return {
    async render(text) {
      const layer = await rasterize(textLayout(text), TEXT_BOX.width, TEXT_BOX.height, fonts);
      const card = Buffer.from(base);
      overlay(card, layer.pixels, layer.width, layer.height, TEXT_BOX.left, TEXT_BOX.top);
      return sharp(card, { raw: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3 } }).jpeg(JPEG).toBuffer();
    },
  };
}

/** Source-over of a premultiplied RGBA layer (what resvg renders) onto an opaque RGB image, in place. */
export function overlay(target: Buffer, layer: Uint8Array, width: number, height: number, left: number, top: number): void {
  for (let y = 0; y < height; y += 1) {
    let src = y * width * 4;
    let dst = ((top + y) * CARD_WIDTH + left) * 3;
    for (let x = 0; x < width; x += 1, src += 4, dst += 3) {
      const alpha = layer[src + 3]!;
      if (alpha === 0) continue;
      const keep = 255 - alpha;
      target[dst] = layer[src]! + ((target[dst]! * keep + 127) / 255) | 0;
      target[dst + 1] = layer[src + 1]! + ((target[dst + 1]! * keep + 127) / 255) | 0;
      target[dst + 2] = layer[src + 2]! + ((target[dst + 2]! * keep + 127) / 255) | 0;
    }
  }
}
