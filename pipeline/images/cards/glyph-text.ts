import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { CARD_WIDTH } from '../../compile/seo/social-card.ts';
import type { CardFont } from './fonts.ts';

/**
 * Cheap text for the cards: each glyph of a text style is drawn once per
 * build (one satori layout and one resvg rendering for the whole character
 * set), then a card's lines are wrapped with those glyphs' advances and
 * their coverage masks are blended into the card's pixels. A card then costs
 * a word wrap and a few hundred small copies instead of a satori layout and
 * a rasterization of every glyph outline.
 */

/** The characters the fast path knows; a card with any other falls back to a full satori rendering. */
export const CHARSET = [
  ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
  ...'–—‘’“”…•€×éèêëáàâäãíìîïóòôöõúùûüñçÉÈÁÀÓÚÑÇ',
].join('');

export interface TextStyle {
  size: number;
  weight: 400 | 800;
  lineHeight: number;
  /** Extra space after each glyph, in px (negative tightens). */
  letterSpacing: number;
  color: readonly [number, number, number];
}

interface Glyph {
  advance: number;
  /** Coverage (0–255) of the inked part of the glyph's cell: `width` × `height` px from (`left`, `top`), the pen at (pad, line top). */
  mask: Uint8Array;
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface GlyphSet {
  style: TextStyle;
  lineBox: number;
  cellWidth: number;
  cellHeight: number;
  pad: number;
  glyphs: Map<string, Glyph>;
}

type Style = Record<string, string | number>;
const h = (type: string, style: Style, children?: unknown) => ({ type, props: { style, children } });
const PAD = 6;

/** Draws every character of CHARSET in `style` once. */
export async function glyphSet(style: TextStyle, fonts: CardFont[]): Promise<GlyphSet> {
  const font = { fontFamily: 'Inter', fontSize: style.size, fontWeight: style.weight, lineHeight: style.lineHeight };
  const chars = [...CHARSET.slice(1)];
  // Advances: the characters as words on one long line; satori reports each word's width.
  const wide = 40_000;
  const measured = await satori(h('div', { ...font, width: wide, display: 'flex' }, `${chars.join(' ')} x`) as never, {
    width: wide,
    height: Math.ceil(style.size * 2),
    fonts,
    embedFont: false,
  });
  const widths = [...measured.matchAll(/<text [^>]*width="([\d.]+)"/g)].map((m) => Number(m[1]));
  // Word, space, word, space ...: the characters at even places, the space's width at odd ones.
  if (widths.length !== chars.length * 2 + 1) throw new Error(`glyph measurement found ${widths.length} segments for ${chars.length} characters`);
  const space = widths[1]!;
  const lineBox = style.size * style.lineHeight;
  const cellWidth = Math.ceil(Math.max(...widths) + PAD * 2);
  const cellHeight = Math.ceil(lineBox) + PAD;
  const columns = Math.floor(2000 / cellWidth);
  const rows = Math.ceil(chars.length / columns);
  const grid = await satori(
    h(
      'div',
      { display: 'flex', position: 'relative', width: columns * cellWidth, height: rows * cellHeight, color: '#fff' },
      // Placed absolutely: each glyph's pen exactly PAD px into its cell, whatever its own width.
      chars.map((char, index) =>
        h('div', { ...font, display: 'flex', position: 'absolute', left: (index % columns) * cellWidth + PAD, top: Math.floor(index / columns) * cellHeight, whiteSpace: 'pre' }, char),
      ),
    ) as never,
    { width: columns * cellWidth, height: rows * cellHeight, fonts },
  );
  const image = new Resvg(grid, { font: { loadSystemFonts: false } }).render();
  const pixels = image.pixels;
  const glyphs = new Map<string, Glyph>();
  glyphs.set(' ', { advance: space, mask: new Uint8Array(0), left: 0, top: 0, width: 0, height: 0 });
  chars.forEach((char, index) => {
    const cellLeft = (index % columns) * cellWidth;
    const cellTop = Math.floor(index / columns) * cellHeight;
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
    glyphs.set(char, { advance: widths[index * 2]!, mask, left: x0, top: y0, width, height });
  });
  return { style, lineBox, cellWidth, cellHeight, pad: PAD, glyphs };
}

/** Whether every character of `text` has a glyph (else the card takes the full satori path). */
export const canSet = (set: GlyphSet, text: string) => [...text].every((char) => set.glyphs.has(char));

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
const div255 = (x: number) => (x + 1 + (x >> 8)) >> 8;

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
      const glyphLeft = Math.round(pen) - set.pad + glyph.left;
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
      const { mask, width } = glyph;
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
  });
  return top + lines.length * set.lineBox;
}
