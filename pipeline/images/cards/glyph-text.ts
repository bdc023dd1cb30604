import { Resvg } from '@resvg/resvg-js';
import { CARD_WIDTH } from '../../compile/seo/social-card.ts';
import { advancePx, baselineOf, glyphIn, type FontWeight, type Typeface } from './fonts.ts';

/**
 * Cheap text for the cards: each glyph of a text style is drawn once per
 * build (its outline from the font, font-face.ts; all of a style's glyphs
 * rasterized by resvg in one image), then a card's lines are wrapped with
 * those glyphs' advances and their coverage masks are blended into the
 * card's pixels. A card then costs a word wrap and a few hundred small
 * copies instead of a layout and a rasterization of every glyph outline.
 */

/** The characters drawn up front; any other is drawn the first time a card needs it (addGlyphs). */
export const CHARSET = [
  ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
  ...'–—‘’“”…•€×éèêëáàâäãíìîïóòôöõúùûüñçÉÈÁÀÓÚÑÇ',
].join('');

export interface TextStyle {
  size: number;
  weight: FontWeight;
  lineHeight: number;
  /** Extra space after each glyph, in px (negative tightens). */
  letterSpacing: number;
  color: readonly [number, number, number];
}

interface Glyph {
  advance: number;
  /** Coverage (0–255) of the glyph's inked rectangle: `width` × `height` px whose top left is (`left`, `top`) from the pen at the line box's top. */
  mask: Uint8Array;
  left: number;
  top: number;
  width: number;
  height: number;
  /** The mask as offsets into rows of CARD_WIDTH RGB px from the rectangle's top left (its runs of full coverage and its partly covered pixels), made when the glyph is first drawn whole: a rebuild that renders one card makes a few dozen, not every glyph of every set. */
  spans?: Spans;
}

interface Spans {
  /** Pairs: the byte offset of a run of fully covered pixels, and its length in bytes. */
  runs: Int32Array;
  /** Pairs: the byte offset of a partly covered pixel, and its coverage (1–254). */
  partial: Int32Array;
}

/** A glyph's mask as spans: drawing an unclipped glyph then visits only its inked pixels, with no test per pixel. */
function spansOf(mask: Uint8Array, width: number): Spans {
  const runs: number[] = [];
  const partial: number[] = [];
  for (let at = 0; at < mask.length; ) {
    const x = at % width;
    const offset = ((at - x) / width) * CARD_WIDTH * 3 + x * 3;
    if (mask[at] === 255) {
      let end = at + 1;
      while (end - at + x < width && mask[end] === 255) end += 1;
      runs.push(offset, (end - at) * 3);
      at = end;
      continue;
    }
    if (mask[at] !== 0) partial.push(offset, mask[at]!);
    at += 1;
  }
  return { runs: Int32Array.from(runs), partial: Int32Array.from(partial) };
}

export interface GlyphSet {
  style: TextStyle;
  typeface: Typeface;
  lineBox: number;
  glyphs: Map<string, Glyph>;
}

/** Room around each glyph's pen and line box in the image they are drawn in: ink may reach past the advance or above the line box. */
const PAD = 8;

/** Draws every character of CHARSET in `style` (`typeface` being the style's weight). */
export function glyphSet(style: TextStyle, typeface: Typeface): GlyphSet {
  const set: GlyphSet = { style, typeface, lineBox: style.size * style.lineHeight, glyphs: new Map() };
  addGlyphs(set, CHARSET);
  return set;
}

/** Draws the characters of `text` that `set` lacks; a character no font has gets the font's "missing" glyph, as a browser draws it. */
export function addGlyphs(set: GlyphSet, text: string): void {
  const chars = [...new Set(text)].filter((char) => !set.glyphs.has(char));
  if (chars.length === 0) return;
  const { size } = set.style;
  const placed = chars.map((char) => ({ char, ...glyphIn(set.typeface, char) }));
  const advances = placed.map((glyph) => advancePx(glyph, size));
  const cellWidth = Math.ceil(Math.max(...advances) + PAD * 2);
  const cellHeight = Math.ceil(set.lineBox + size * 0.5) + PAD * 2;
  const columns = Math.max(1, Math.floor(2000 / cellWidth));
  const rows = Math.ceil(chars.length / columns);
  const baseline = baselineOf(set.typeface, size, set.lineBox);
  const cell = (index: number) => ({ left: (index % columns) * cellWidth, top: Math.floor(index / columns) * cellHeight });
  const paths = placed.map(({ face, glyph }, index) => face.path(glyph, cell(index).left + PAD, cell(index).top + PAD + baseline, size)).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${columns * cellWidth}" height="${rows * cellHeight}"><path fill="#fff" d="${paths}"/></svg>`;
  const image = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  const pixels = image.pixels;
  placed.forEach(({ char }, index) => {
    const { left: cellLeft, top: cellTop } = cell(index);
    // The alpha byte of the cell's pixel (x, y): RGBA rows of image.width px.
    const alphaAt = (x: number, y: number) => ((cellTop + y) * image.width + cellLeft + x) * 4 + 3;
    // Only the inked rectangle is kept: most of a cell is empty, and drawing skips it.
    let x0 = cellWidth;
    let y0 = cellHeight;
    let x1 = -1;
    let y1 = -1;
    for (let y = 0; y < cellHeight; y += 1) {
      const row = alphaAt(0, y);
      for (let x = 0; x < cellWidth; x += 1) {
        if (pixels[row + x * 4] === 0) continue;
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        y1 = y;
      }
    }
    const width = Math.max(0, x1 - x0 + 1);
    const height = Math.max(0, y1 - y0 + 1);
    const mask = new Uint8Array(width * height);
    for (let y = 0; y < height; y += 1) {
      const row = alphaAt(x0, y0 + y);
      for (let x = 0; x < width; x += 1) mask[y * width + x] = pixels[row + x * 4]!;
    }
    set.glyphs.set(char, { advance: advances[index]!, mask, left: x0 - PAD, top: y0 - PAD, width, height, spans: undefined });
  });
}

const widthOf = (set: GlyphSet, text: string) => [...text].reduce((sum, char) => sum + set.glyphs.get(char)!.advance + set.style.letterSpacing, 0);

/** Greedy word wrap into at most `maxLines` lines of `maxWidth` px; a cut text ends its last line with an ellipsis. */
export function wrap(set: GlyphSet, text: string, maxWidth: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/);
  const lines: string[] = [];
  let line = '';
  let next = 0;
  while (next < words.length && lines.length < maxLines) {
    const candidate = line ? `${line} ${words[next]}` : words[next]!;
    if (widthOf(set, candidate) <= maxWidth || !line) {
      line = candidate;
      next += 1;
    } else {
      lines.push(line);
      line = '';
    }
  }
  if (line && lines.length < maxLines) lines.push(line);
  if (next < words.length) {
    let last = lines[maxLines - 1]!;
    while (last.length > 0 && widthOf(set, `${last}…`) > maxWidth) last = last.slice(0, -1);
    lines[maxLines - 1] = `${last.trimEnd().replace(/[,.;:]$/, '')}…`;
  }
  // A single word wider than the box is cut too.
  return lines.map((text) => {
    let cut = text;
    while (widthOf(set, cut) > maxWidth && cut.length > 1) cut = `${cut.slice(0, -2)}…`;
    return cut;
  });
}

/** x / 255 rounded down, exact for 0 ≤ x < 65536, in integer operations. */
export const div255 = (x: number) => (x + 1 + (x >> 8)) >> 8;

/** The rectangle [left, right) × [top, bottom) that holds every pixel a drawing wrote; empty while right ≤ left. */
export interface DrawnBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const emptyBox = (): DrawnBox => ({ left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity });

/**
 * Blends `lines` (line tops from `top`) into opaque RGB rows of CARD_WIDTH
 * px (`target`, its first row being row 0) and grows `box` to hold every
 * pixel it wrote. Returns the bottom of the last line.
 */
export function drawLines(target: Buffer, set: GlyphSet, lines: string[], left: number, top: number, box: DrawnBox = emptyBox()): number {
  const [r, g, b] = set.style.color;
  const rows = target.length / (CARD_WIDTH * 3);
  lines.forEach((line, index) => {
    let pen = left;
    const lineTop = Math.round(top + index * set.lineBox);
    for (const char of line) {
      const glyph = set.glyphs.get(char)!;
      const glyphLeft = Math.round(pen) + glyph.left;
      const glyphTop = lineTop + glyph.top;
      pen += glyph.advance + set.style.letterSpacing;
      // The part of the glyph's inked rectangle that falls inside the rows and the card's width.
      const fromX = Math.max(0, -glyphLeft);
      const toX = Math.min(glyph.width, CARD_WIDTH - glyphLeft);
      const fromY = Math.max(0, -glyphTop);
      const toY = Math.min(glyph.height, rows - glyphTop);
      if (fromX >= toX || fromY >= toY) continue;
      box.left = Math.min(box.left, glyphLeft + fromX);
      box.right = Math.max(box.right, glyphLeft + toX);
      box.top = Math.min(box.top, glyphTop + fromY);
      box.bottom = Math.max(box.bottom, glyphTop + toY);
      if (fromX === 0 && fromY === 0 && toX === glyph.width && toY === glyph.height) drawSpans(target, (glyph.spans ??= spansOf(glyph.mask, glyph.width)), (glyphTop * CARD_WIDTH + glyphLeft) * 3, r, g, b);
      else drawClipped(target, glyph, fromX, toX, fromY, toY, glyphLeft, glyphTop, r, g, b);
    }
  });
  return top + lines.length * set.lineBox;
}

/** A whole glyph whose rectangle's top left is at byte `origin` of the rows: its runs filled with the colour, its partly covered pixels blended. */
function drawSpans(target: Buffer, { runs, partial }: Spans, origin: number, r: number, g: number, b: number): void {
  for (let i = 0; i < runs.length; i += 2) {
    for (let at = origin + runs[i]!, end = at + runs[i + 1]!; at < end; at += 3) {
      target[at] = r;
      target[at + 1] = g;
      target[at + 2] = b;
    }
  }
  for (let i = 0; i < partial.length; i += 2) {
    const at = origin + partial[i]!;
    const alpha = partial[i + 1]!;
    const keep = 255 - alpha;
    target[at] = div255(r * alpha + target[at]! * keep + 128);
    target[at + 1] = div255(g * alpha + target[at + 1]! * keep + 128);
    target[at + 2] = div255(b * alpha + target[at + 2]! * keep + 128);
  }
}

/** The part [fromX, toX) × [fromY, toY) of a glyph's mask, a pixel at a time (a glyph that reaches past the rows or the card's sides). */
function drawClipped(target: Buffer, { mask, width }: Glyph, fromX: number, toX: number, fromY: number, toY: number, glyphLeft: number, glyphTop: number, r: number, g: number, b: number): void {
  for (let y = fromY; y < toY; y += 1) {
    let at = ((glyphTop + y) * CARD_WIDTH + glyphLeft + fromX) * 3;
    for (let m = y * width + fromX, end = y * width + toX; m < end; m += 1, at += 3) {
      const alpha = mask[m]!;
      if (alpha === 0) continue;
      if (alpha === 255) {
        target[at] = r;
        target[at + 1] = g;
        target[at + 2] = b;
        continue;
      }
      const keep = 255 - alpha;
      target[at] = div255(r * alpha + target[at]! * keep + 128);
      target[at + 1] = div255(g * alpha + target[at + 1]! * keep + 128);
      target[at + 2] = div255(b * alpha + target[at + 2]! * keep + 128);
    }
  }
}
