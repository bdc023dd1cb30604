import { Resvg } from '@resvg/resvg-js';
import { addStamp, type CardCanvas } from './card-canvas.ts';
import { advancePx, baselineOf, glyphIn, type FontWeight, type Typeface } from './fonts.ts';

/**
 * Cheap text for the cards: each glyph of a text style is drawn once per
 * build (its outline from the font, font-face.ts; all of a style's glyphs
 * rasterized by resvg in one image), then a card's lines are wrapped with
 * those glyphs' advances and each glyph is placed on the card's coverage
 * plane of the style's colour as a stamp (card-canvas.ts), which the encoder
 * draws or codes. A card then costs a word wrap and a few hundred
 * placements instead of a layout and a rasterization of every glyph outline.
 */

/**
 * The characters drawn up front: ASCII and the punctuation English text
 * uses (the ellipsis a cut line ends with among them). Any other (an
 * accented letter, say) is drawn the first time a card needs it
 * (addGlyphs): drawing every set's accented letters up front took a
 * quarter of the glyph sets' time for letters most builds never show.
 */
export const CHARSET = [...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)), ...'–—‘’“”…•'].join('');

export interface TextStyle {
  size: number;
  weight: FontWeight;
  /** The line's height in px. */
  lineBox: number;
  /** Extra space after each glyph, in px (negative tightens). */
  letterSpacing: number;
}

interface Glyph {
  advance: number;
  /** Coverage (0–255) of the glyph's inked rectangle: `width` × `height` px whose top left is (`left`, `top`) from the pen at the line box's top. */
  mask: Uint8Array;
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface GlyphSet {
  style: TextStyle;
  typeface: Typeface;
  lineBox: number;
  glyphs: Map<string, Glyph>;
}

/** How wide the image a style's glyphs are drawn in may grow before a new row of them starts. */
const ROW_WIDTH = 2000;

/** Draws every character of CHARSET in `style` (`typeface` being the style's weight). */
export function glyphSet(style: TextStyle, typeface: Typeface): GlyphSet {
  const set: GlyphSet = { style, typeface, lineBox: style.lineBox, glyphs: new Map() };
  addGlyphs(set, CHARSET);
  return set;
}

/** Draws the characters of `text` that `set` lacks; a character no font has gets the font's "missing" glyph, as a browser draws it. */
export function addGlyphs(set: GlyphSet, text: string): void {
  // Every card asks: nearly always for characters the set has, found without building a list.
  let missing: Set<string> | undefined;
  for (const char of text) if (!set.glyphs.has(char)) (missing ??= new Set()).add(char);
  if (!missing) return;
  const chars = [...missing];
  const { size } = set.style;
  const placed = chars.map((char) => ({ char, ...glyphIn(set.typeface, char) }));
  const advances = placed.map((glyph) => advancePx(glyph, size));
  // Each glyph in a cell as wide as its outline's box in whole pixels and a pixel more on each side (anti-aliasing),
  // its pen on a whole pixel, in rows of one height: resvg draws and the masks are read from about a quarter of the
  // pixels of cells as wide as the widest glyph (0.94 against 3.55 million for the four sets), and each glyph is
  // drawn the same (moved by whole pixels).
  const boxes = placed.map(({ face, glyph }) => {
    const bounds = face.bounds(glyph);
    if (!bounds) return { left: 0, width: 0, above: 0, below: 0 };
    const scale = size / face.unitsPerEm;
    const left = Math.floor(bounds[0] * scale) - 1;
    return { left, width: Math.ceil(bounds[2] * scale) + 1 - left, above: Math.ceil(bounds[3] * scale) + 1, below: 1 - Math.floor(bounds[1] * scale) };
  });
  const above = Math.max(0, ...boxes.map((box) => box.above));
  const rowHeight = above + Math.max(0, ...boxes.map((box) => box.below));
  const cells: { left: number; top: number }[] = [];
  let x = 0;
  let y = 0;
  let imageWidth = 1;
  for (const box of boxes) {
    if (x > 0 && x + box.width > ROW_WIDTH) [x, y] = [0, y + rowHeight];
    cells.push({ left: x, top: y });
    x += box.width;
    imageWidth = Math.max(imageWidth, x);
  }
  const baseline = baselineOf(set.typeface, size, set.lineBox);
  const paths = placed.map(({ face, glyph }, index) => face.path(glyph, cells[index]!.left - boxes[index]!.left, cells[index]!.top + above, size)).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${imageWidth}" height="${Math.max(1, y + rowHeight)}"><path fill="#fff" d="${paths}"/></svg>`;
  const image = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  const pixels = image.pixels;
  placed.forEach(({ char }, index) => {
    const { left: cellLeft, top: cellTop } = cells[index]!;
    const cellWidth = boxes[index]!.width;
    // The alpha byte of the cell's pixel (x, y): RGBA rows of image.width px.
    const alphaAt = (x: number, y: number) => ((cellTop + y) * image.width + cellLeft + x) * 4 + 3;
    // Only the inked rectangle is kept: most of a cell is empty, and drawing skips it.
    let x0 = cellWidth;
    let y0 = rowHeight;
    let x1 = -1;
    let y1 = -1;
    for (let y = 0; y < rowHeight && cellWidth > 0; y += 1) {
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
    // Its place from the pen (x) and from the line box's top (y), whose baseline is `baseline` below it.
    set.glyphs.set(char, { advance: advances[index]!, mask, left: x0 + boxes[index]!.left, top: y0 - above + baseline, width, height });
  });
}

/** The width of `text` set on from `start`: each character's advance and the letter spacing, added left to right. */
const widthOf = (set: GlyphSet, text: string, start = 0) => {
  let sum = start;
  for (const char of text) sum = sum + set.glyphs.get(char)!.advance + set.style.letterSpacing;
  return sum;
};

/** Greedy word wrap into at most `maxLines` lines of `maxWidth` px; a cut text ends its last line with an ellipsis. */
export function wrap(set: GlyphSet, text: string, maxWidth: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/);
  const lines: string[] = [];
  let line = '';
  // The line's width, carried on word by word: the same sums, in the same order, as widthOf of the whole line.
  let lineWidth = 0;
  let next = 0;
  while (next < words.length && lines.length < maxLines) {
    const candidate = line ? `${line} ${words[next]}` : words[next]!;
    const candidateWidth = line ? widthOf(set, ` ${words[next]}`, lineWidth) : widthOf(set, candidate);
    if (candidateWidth <= maxWidth || !line) {
      line = candidate;
      lineWidth = candidateWidth;
      next += 1;
    } else {
      lines.push(line);
      line = '';
      lineWidth = 0;
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

/**
 * Places `lines` (line tops from card row `top`) on plane `plane` of a card
 * canvas (card-canvas.ts), each glyph a stamp the encoder draws or codes
 * (addStamp). Returns the bottom of the last line.
 */
export function placeLines(canvas: CardCanvas, plane: number, set: GlyphSet, lines: string[], left: number, top: number): number {
  lines.forEach((line, index) => {
    let pen = left;
    const lineTop = Math.round(top + index * set.lineBox) - canvas.top;
    for (const char of line) {
      const glyph = set.glyphs.get(char)!;
      addStamp(canvas, { plane, mask: glyph.mask, width: glyph.width, height: glyph.height, left: Math.round(pen) + glyph.left, top: lineTop + glyph.top });
      pen += glyph.advance + set.style.letterSpacing;
    }
  });
  return top + lines.length * set.lineBox;
}
