import { CARD_HEIGHT, CARD_WIDTH, type CardBrand, type CardText } from '../../compile/seo/social-card.ts';
import { badgeLayer, renderBackground, type Layer } from './card-background.ts';
import { BADGE, PARAGRAPH, TEXT_BOX, THEME, TITLE, TITLE_SIZES, titleSize } from './card-layout.ts';
import { createCardEncoder, MCU } from './card-encoder.ts';
import { cardTypefaces, type FontWeight, type Typeface } from './fonts.ts';
import { addGlyphs, div255, drawLines, emptyBox, glyphSet, wrap, type DrawnBox, type GlyphSet, type TextStyle } from './glyph-text.ts';

export interface CardRenderer {
  /** The card as a 1200×630 JPEG. */
  render(text: CardText): Promise<Buffer>;
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/**
 * Draws the background (colours, logo, brand, address) once with resvg
 * (card-background.ts). Each card copies the background's rows from the
 * text box down, draws its title and excerpt with glyphs rendered once per
 * build (glyph-text.ts) or lays its price badge over them, and is encoded by
 * its band of text rows only (card-encoder.ts): a few milliseconds a card.
 */
export async function createCardRenderer(brand: CardBrand, logoSvg: string, tools: CardTools = prepareCardTools()): Promise<CardRenderer> {
  const { typefaces, sets } = tools;
  const base = renderBackground(brand, logoSvg, typefaces);
  const encoder = await createCardEncoder(base, CARD_WIDTH, CARD_HEIGHT);
  // Text is drawn only from the text box down: those rows (from an MCU row's start) are all a card copies and draws into.
  const rowsTop = Math.floor(TEXT_BOX.top / MCU) * MCU;
  const rowsBelow = base.subarray(rowsTop * CARD_WIDTH * 3);
  const rowBytes = CARD_WIDTH * 3;
  // A fresh buffer per card cost more than drawing its text: a few are reused, and only the rows a card drew on are put back.
  const spare: { rows: Buffer; drawn: DrawnBox }[] = [];
  return {
    async render(text) {
      const slot = spare.pop() ?? { rows: Buffer.from(rowsBelow), drawn: emptyBox() };
      const { rows } = slot;
      if (slot.drawn.bottom > slot.drawn.top) rowsBelow.copy(rows, slot.drawn.top * rowBytes, slot.drawn.top * rowBytes, slot.drawn.bottom * rowBytes);
      const box = emptyBox();
      slot.drawn = box;
      const title = sets.title(titleSize(text.title), text.title);
      const titleBottom = drawLines(rows, title, wrap(title, text.title, TEXT_BOX.width, TITLE.maxLines), TEXT_BOX.left, TEXT_BOX.top - rowsTop, box);
      if (text.lineKind === 'price') {
        blendLayer(rows, badgeLayer(text.line, TEXT_BOX.left, titleBottom + BADGE.marginTop, typefaces[BADGE.weight]), box);
      } else {
        const paragraph = sets.paragraph(text.line);
        drawLines(rows, paragraph, wrap(paragraph, text.line, TEXT_BOX.width, PARAGRAPH.maxLines), TEXT_BOX.left, titleBottom + PARAGRAPH.marginTop, box);
      }
      // The encoder copies what it needs of the rows before it returns: the next card may draw into them at once.
      const encoded = encoder.encodeRows(rows, rowsTop, { left: box.left, right: box.right, top: box.top + rowsTop, bottom: box.bottom + rowsTop });
      spare.push(slot);
      return encoded;
    },
  };
}

/** Lays a premultiplied RGBA layer over opaque RGB rows of CARD_WIDTH px (clipped to them) and grows `box` to hold what it covered. */
function blendLayer(rows: Buffer, layer: Layer, box: DrawnBox): void {
  const height = rows.length / (CARD_WIDTH * 3);
  for (let y = Math.max(0, -layer.top); y < layer.height && layer.top + y < height; y += 1) {
    for (let x = Math.max(0, -layer.left); x < layer.width && layer.left + x < CARD_WIDTH; x += 1) {
      const from = (y * layer.width + x) * 4;
      const alpha = layer.pixels[from + 3]!;
      if (alpha === 0) continue;
      const to = ((layer.top + y) * CARD_WIDTH + layer.left + x) * 3;
      for (let c = 0; c < 3; c += 1) rows[to + c] = layer.pixels[from + c]! + div255(rows[to + c]! * (255 - alpha) + 128);
      box.left = Math.min(box.left, layer.left + x);
      box.right = Math.max(box.right, layer.left + x + 1);
      box.top = Math.min(box.top, layer.top + y);
      box.bottom = Math.max(box.bottom, layer.top + y + 1);
    }
  }
}

/** What every card of a build draws with, whatever the brand: the typeface and its glyph sets. */
export interface CardTools {
  typefaces: Record<FontWeight, Typeface>;
  sets: GlyphSets;
}

export function prepareCardTools(): CardTools {
  const typefaces = cardTypefaces();
  return { typefaces, sets: glyphSets(typefaces) };
}

type GlyphSets = ReturnType<typeof glyphSets>;

const titleStyle = (size: number): TextStyle => ({ size, weight: TITLE.weight, lineHeight: TITLE.lineHeight, letterSpacing: TITLE.letterSpacing, color: rgb(THEME.white) });
const paragraphStyle: TextStyle = { ...PARAGRAPH, color: rgb(THEME.inkForeground) };

/** The glyph sets of the title sizes and the paragraph, each drawn on first use (or all at once by `warm`) and grown by the characters a text brings. */
function glyphSets(typefaces: Record<FontWeight, Typeface>) {
  const drawn = new Map<string, GlyphSet>();
  const get = (style: TextStyle, text = '') => {
    const key = `${style.size}/${style.weight}`;
    let set = drawn.get(key);
    if (!set) drawn.set(key, (set = glyphSet(style, typefaces[style.weight])));
    addGlyphs(set, text);
    return set;
  };
  return {
    /** Draws every set a card can need, before the first card asks. */
    warm(): void {
      for (const size of TITLE_SIZES) get(titleStyle(size));
      get(paragraphStyle);
    },
    title: (size: number, text: string) => get(titleStyle(size), text),
    paragraph: (text: string) => get(paragraphStyle, text),
  };
}
