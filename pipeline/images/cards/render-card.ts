import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH, type CardBrand, type CardText } from '../../compile/seo/social-card.ts';
import { backgroundLayout, PARAGRAPH, TEXT_BOX, textLayout, THEME, TITLE, TITLE_SIZES, titleSize } from './card-layout.ts';
import { createCardEncoder, JPEG, MCU } from './card-encoder.ts';
import { cardFonts, type CardFont } from './fonts.ts';
import { canSet, drawLines, emptyBox, glyphSet, wrap, type GlyphSet, type TextStyle } from './glyph-text.ts';

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
 * same background. A drawn card is encoded by its band of text rows only
 * (card-encoder.ts).
 */
export async function createCardRenderer(brand: CardBrand, logoSvg: string, tools: CardTools = prepareCardTools()): Promise<CardRenderer> {
  const { fonts, sets } = tools;
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  const svg = await satori(backgroundLayout(brand, logo) as never, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
  const background = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  // Opaque: kept as raw RGB, the cheapest input for every card's pipeline.
  const base = await sharp(background.pixels, { raw: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 4 } }).removeAlpha().raw().toBuffer();
  const encode = (pixels: Buffer) => sharp(pixels, { raw: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3 } });
  const encoder = await createCardEncoder(base, CARD_WIDTH, CARD_HEIGHT);
  // Text is drawn only from the text box down: those rows (from an MCU row's start) are all a card copies and draws into.
  const rowsTop = Math.floor(TEXT_BOX.top / MCU) * MCU;
  const rowsBelow = base.subarray(rowsTop * CARD_WIDTH * 3);
  const spare: Buffer[] = [];
  return {
    async render(text) {
      const fast = text.lineKind === 'text' ? await sets.forText(text) : undefined;
      if (fast) {
        // A fresh buffer per card cost more than drawing its text: reuse a few.
        const rows = spare.pop() ?? Buffer.allocUnsafe(rowsBelow.length);
        rowsBelow.copy(rows);
        const box = emptyBox();
        const titleBottom = drawLines(rows, fast.title, wrap(fast.title, text.title, TEXT_BOX.width, TITLE.maxLines), TEXT_BOX.left, TEXT_BOX.top - rowsTop, box);
        const lines = wrap(fast.paragraph, text.line, TEXT_BOX.width, PARAGRAPH.maxLines);
        drawLines(rows, fast.paragraph, lines, TEXT_BOX.left, titleBottom + PARAGRAPH.marginTop, box);
        try {
          return await encoder.encodeRows(rows, rowsTop, { left: box.left, right: box.right, top: box.top + rowsTop, bottom: box.bottom + rowsTop });
        } finally {
          spare.push(rows);
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

/** What every card of a build draws with, whatever the brand: the fonts and their glyph sets. */
export interface CardTools {
  fonts: CardFont[];
  sets: GlyphSets;
}

export function prepareCardTools(): CardTools {
  const fonts = cardFonts();
  return { fonts, sets: glyphSets(fonts) };
}

type GlyphSets = ReturnType<typeof glyphSets>;

const titleStyle = (size: number): TextStyle => ({ size, weight: TITLE.weight, lineHeight: TITLE.lineHeight, letterSpacing: TITLE.letterSpacing, color: rgb(THEME.white) });
const paragraphStyle: TextStyle = { ...PARAGRAPH, color: rgb(THEME.inkForeground) };

/** The glyph sets of the title sizes and the paragraph, each drawn on first use (or all at once by `warm`). */
function glyphSets(fonts: CardFont[]) {
  const drawn = new Map<string, Promise<GlyphSet | undefined>>();
  const get = (style: TextStyle) => {
    const key = `${style.size}/${style.weight}`;
    if (!drawn.has(key)) drawn.set(key, glyphSet(style, fonts).catch(() => undefined));
    return drawn.get(key)!;
  };
  return {
    /** Draws every set a card can need, before the first card asks. */
    async warm(): Promise<void> {
      await Promise.all([...TITLE_SIZES.map((size) => get(titleStyle(size))), get(paragraphStyle)]);
    },
    async forText(text: CardText): Promise<{ title: GlyphSet; paragraph: GlyphSet } | undefined> {
      const title = await get(titleStyle(titleSize(text.title)));
      const paragraph = await get(paragraphStyle);
      if (!title || !paragraph || !canSet(title, text.title) || !canSet(paragraph, text.line)) return undefined;
      return { title, paragraph };
    },
  };
}
