import { describe, expect, it } from 'vitest';
import { cardTypefaces } from './fonts.ts';
import { createCanvas, inkStamps } from './card-canvas.ts';
import { addGlyphs, CHARSET, placeLines, glyphSet, wrap, type GlyphSet } from './glyph-text.ts';

describe('glyph text', async () => {
  const set = glyphSet({ size: 29, weight: 400, lineBox: 40, letterSpacing: 0 }, cardTypefaces()[400]);
  const width = (line: string) => [...line].reduce((sum, char) => sum + set.glyphs.get(char)!.advance, 0);

  it('measures wider letters wider, and draws ink for letters but none for the space', () => {
    expect(set.glyphs.get('W')!.advance).toBeGreaterThan(set.glyphs.get('i')!.advance);
    expect(set.glyphs.get('W')!.mask.some((alpha) => alpha === 255)).toBe(true);
    expect(set.glyphs.get(' ')!.mask.length).toBe(0);
  });

  it('draws a character the set lacks on first use, the same as one drawn with the rest', () => {
    const later = glyphSet(set.style, set.typeface);
    expect(later.glyphs.has('é')).toBe(false);
    addGlyphs(later, 'Café Zanzibar');
    const together: GlyphSet = { ...set, glyphs: new Map() };
    addGlyphs(together, `${CHARSET}éñ`);
    for (const char of ['é', 'Z', '…']) {
      const [a, b] = [later.glyphs.get(char)!, together.glyphs.get(char)!];
      expect({ ...a, mask: [...a.mask] }).toEqual({ ...b, mask: [...b.mask] });
    }
    expect(later.glyphs.get('é')!.mask.some((alpha) => alpha === 255)).toBe(true);
  });

  it('keeps a short text on one line', () => {
    expect(wrap(set, 'Fast hosting in Tanzania', 1056, 3)).toEqual(['Fast hosting in Tanzania']);
  });

  it('wraps at spaces within the width, at most three lines, and ends a cut text with an ellipsis', () => {
    const text = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const lines = wrap(set, text, 600, 3);
    expect(lines.length).toBe(3);
    for (const line of lines) expect(width(line)).toBeLessThanOrEqual(600);
    expect(lines[0]).toMatch(/^word0 word1 /);
    expect(lines[2]).toMatch(/…$/);
    expect(lines.join(' ').replace('…', '')).toBe(text.slice(0, lines.join(' ').length - 1).trimEnd());
  });

  it('marks every MCU a glyph inks, and draws it clipped to the canvas it was given', () => {
    // A canvas of 66 rows from card row 160: the second line starts below it and is clipped, not drawn past the plane.
    const canvas = createCanvas(1200, 160, 160 + 66, 1);
    placeLines(canvas, 0, set, ['Wajibu wa jqy', 'Second line'], -4, 170);
    inkStamps(canvas);
    const plane = canvas.planes[0]!;
    let inked = 0;
    for (let y = 0; y < canvas.rows; y += 1) {
      for (let x = 0; x < 1200; x += 1) {
        if (plane[y * 1200 + x] === 0) continue;
        inked += 1;
        // Every inked pixel lies in a marked MCU.
        expect(canvas.touched[Math.floor(y / 16) * 75 + Math.floor(x / 16)]).toBe(1);
      }
    }
    expect(inked).toBeGreaterThan(500);
    // The W reaches past the left edge (drawn from x = -4) and the second line into the last row.
    expect(plane.subarray(0, 1200 * canvas.rows).some((alpha, at) => at % 1200 === 0 && alpha > 0)).toBe(true);
    expect(plane.subarray(1200 * (canvas.rows - 1)).some((alpha) => alpha > 0)).toBe(true);
    // Nothing marked right of the first line's end.
    const end = Math.ceil((width('Wajibu wa jqy') + 16) / 16);
    for (let x = end; x < 75; x += 1) expect(canvas.touched[x]).toBe(0);
  });

  it("lays each glyph's coverage over what the line drew before it, as blending the colour twice would", () => {
    const canvas = createCanvas(1200, 0, 80, 1);
    // The expected coverage, glyph by glyph in drawing order: a over b is a + b × (255 − a) / 255, rounded.
    const expected = new Uint8Array(1200 * 80);
    let pen = 100;
    const tight = glyphSet({ size: 29, weight: 400, lineBox: 40, letterSpacing: -6 }, cardTypefaces()[400]);
    for (const char of 'Wajibu jqy') {
      const glyph = tight.glyphs.get(char)!;
      for (let y = 0; y < glyph.height; y += 1) {
        for (let x = 0; x < glyph.width; x += 1) {
          const alpha = glyph.mask[y * glyph.width + x]!;
          const at = (10 + glyph.top + y) * 1200 + Math.round(pen) + glyph.left + x;
          expected[at] = Math.floor((alpha * 255 + expected[at]! * (255 - alpha) + 127) / 255);
        }
      }
      pen += glyph.advance - 6;
    }
    placeLines(canvas, 0, tight, ['Wajibu jqy'], 100, 10);
    inkStamps(canvas);
    // Letters set 6 px tighter overlap: some pixels are covered twice.
    expect(canvas.planes[0]!.some((alpha, at) => alpha !== expected[at] && alpha === 0)).toBe(false);
    expect([...canvas.planes[0]!].filter((alpha, at) => Math.abs(alpha - expected[at]!) > 1)).toEqual([]);
  });
});
