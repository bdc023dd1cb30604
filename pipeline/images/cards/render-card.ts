import { CARD_HEIGHT, CARD_WIDTH, type CardBrand, type CardText } from '../../compile/seo/social-card.ts';
import { badgeLayer, renderBackground } from './card-background.ts';
import { addLayer, type CardCanvas } from './card-canvas.ts';
import { BADGE, PARAGRAPH, TEXT_BOX, THEME, TITLE, TITLE_SIZES, titleSize, type TitleSize } from './card-layout.ts';
import { createCardEncoder, MCU } from './card-encoder.ts';
import { cardTypefaces, type FontWeight, type Typeface } from './fonts.ts';
import { addGlyphs, placeLines, glyphSet, wrap, type GlyphSet, type TextStyle } from './glyph-text.ts';

export interface CardRenderer {
  /** The card as a 1200×630 JPEG. */
  render(text: CardText): Promise<Buffer>;
  /** The same, as a view of a buffer the next card writes again (CardEncoder.encodeView): write it out before the next. */
  renderView(text: CardText): Promise<Buffer>;
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
  const base = renderBackground(brand, logoSvg, tools.typefaces);
  // Text is drawn only from the text box down: the canvas starts at the MCU row that holds its top.
  const encoder = await createCardEncoder(base, CARD_WIDTH, CARD_HEIGHT, { top: Math.floor(TEXT_BOX.top / MCU) * MCU, colors: [TITLE_COLOR, PARAGRAPH_COLOR] });
  const { canvas } = encoder;
  const draw = (text: CardText) => drawCardText(canvas, tools, text);
  // The canvas is read and cleared before the encoding returns: the next card may draw at once.
  return {
    render(text) {
      draw(text);
      return encoder.encode();
    },
    renderView(text) {
      draw(text);
      return encoder.encodeView();
    },
  };
}

/** Draws a card's title, and its excerpt or price badge under it, on the canvas (card pixel rows from `canvas.top` on). */
export function drawCardText(canvas: CardCanvas, { typefaces, sets }: CardTools, text: CardText): void {
  const title = sets.title(titleSize(text.title), text.title);
  const titleBottom = placeLines(canvas, 0, title, wrap(title, text.title, TEXT_BOX.width, TITLE.maxLines), TEXT_BOX.left, TEXT_BOX.top);
  if (text.lineKind === 'price') {
    addLayer(canvas, badgeLayer(text.line, TEXT_BOX.left, titleBottom + BADGE.marginTop, typefaces[BADGE.weight]));
  } else {
    const paragraph = sets.paragraph(text.line);
    placeLines(canvas, 1, paragraph, wrap(paragraph, text.line, TEXT_BOX.width, PARAGRAPH.maxLines), TEXT_BOX.left, titleBottom + PARAGRAPH.marginTop);
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

const TITLE_COLOR = rgb(THEME.white);
const PARAGRAPH_COLOR = rgb(THEME.inkForeground);
const titleStyle = ({ size, lineBox }: TitleSize): TextStyle => ({ size, lineBox, weight: TITLE.weight, letterSpacing: TITLE.letterSpacing });
const paragraphStyle: TextStyle = PARAGRAPH;

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
    title: (size: TitleSize, text: string) => get(titleStyle(size), text),
    paragraph: (text: string) => get(paragraphStyle, text),
  };
}
