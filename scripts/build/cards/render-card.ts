import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH, type CardBrand, type CardText } from '../../../src/content/seo/social-card';
import { backgroundLayout, PARAGRAPH, TEXT_BOX, textLayout, THEME, TITLE, titleSize } from './card-layout';
import { cardFonts, type CardFont } from './fonts';
import { canSet, drawLines, glyphSet, wrap, type GlyphSet, type TextStyle } from './glyph-text';

/** JPEG settings: plain Huffman coding and no mozjpeg (a fraction of the encode time); a card is about 50–100 KB. */
const JPEG = { quality: 84, mozjpeg: false, optimiseCoding: false, chromaSubsampling: '4:2:0' } as const;

export interface CardRenderer {
  /** The card as a 1200×630 JPEG. */
  render(text: CardText): Promise<Buffer>;
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/**
 * Draws the background (colours, logo, brand, address) once with satori and
 * resvg. A card whose text is a title and a paragraph (posts, most pages) is
 * then drawn with glyphs rendered once per build (glyph-text.ts) and encoded
 * by sharp: a few milliseconds. Price cards, and text with characters the
 * glyph set lacks, are laid out by satori and rasterized by sharp onto the
 * same background.
 */
export async function createCardRenderer(brand: CardBrand, logoSvg: string): Promise<CardRenderer> {
  const fonts = cardFonts();
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  const svg = await satori(backgroundLayout(brand, logo) as never, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
  const background = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  // Opaque: kept as raw RGB, the cheapest input for every card's pipeline.
  const base = await sharp(background.pixels, { raw: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 4 } }).removeAlpha().raw().toBuffer();
  const encode = (pixels: Buffer) => sharp(pixels, { raw: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3 } });
  const sets = glyphSets(fonts);
  const spare: Buffer[] = [];
  return {
    async render(text) {
      const fast = text.lineKind === 'text' ? await sets.forText(text) : undefined;
      if (fast) {
        // A fresh 2.3 MB buffer per card cost more than drawing its text: reuse a few.
        const card = spare.pop() ?? Buffer.allocUnsafe(base.length);
        base.copy(card);
        const titleBottom = drawLines(card, fast.title, wrap(fast.title, text.title, TEXT_BOX.width, TITLE.maxLines), TEXT_BOX.left, TEXT_BOX.top);
        const lines = wrap(fast.paragraph, text.line, TEXT_BOX.width, PARAGRAPH.maxLines);
        drawLines(card, fast.paragraph, lines, TEXT_BOX.left, titleBottom + PARAGRAPH.marginTop);
        try {
          return await encode(card).jpeg(JPEG).toBuffer();
        } finally {
          spare.push(card);
        }
      }
      const layer = await satori(textLayout(text) as never, { width: TEXT_BOX.width, height: TEXT_BOX.height, fonts });
      return encode(base)
        .composite([{ input: Buffer.from(layer), left: TEXT_BOX.left, top: TEXT_BOX.top }])
        .jpeg(JPEG)
        .toBuffer();
    },
  };
}

/** The glyph sets of the title sizes and the paragraph, each drawn on first use. */
function glyphSets(fonts: CardFont[]) {
  const drawn = new Map<string, Promise<GlyphSet | undefined>>();
  const get = (style: TextStyle) => {
    const key = `${style.size}/${style.weight}`;
    if (!drawn.has(key)) drawn.set(key, glyphSet(style, fonts).catch(() => undefined));
    return drawn.get(key)!;
  };
  return {
    async forText(text: CardText): Promise<{ title: GlyphSet; paragraph: GlyphSet } | undefined> {
      const title = await get({ size: titleSize(text.title), weight: TITLE.weight, lineHeight: TITLE.lineHeight, letterSpacing: TITLE.letterSpacing, color: rgb(THEME.white) });
      const paragraph = await get({ ...PARAGRAPH, color: rgb(THEME.inkForeground) });
      if (!title || !paragraph || !canSet(title, text.title) || !canSet(paragraph, text.line)) return undefined;
      return { title, paragraph };
    },
  };
}
