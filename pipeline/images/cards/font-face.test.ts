import { describe, expect, it } from 'vitest';
import { advanceOf, cardTypefaces, glyphIn } from './fonts.ts';
import { addGlyphs, glyphSet } from './glyph-text.ts';

describe('the card typeface, read from its WOFF files', () => {
  const typefaces = cardTypefaces();
  const style = { size: 68, weight: 800, lineBox: 80, letterSpacing: -1 } as const;

  it("reads Inter's metrics", () => {
    const face = typefaces[800].faces[0]!;
    expect([face.unitsPerEm, face.ascender, face.descender, face.lineGap]).toEqual([2048, 1984, -494, 0]);
  });

  it('advances each character as a text shaper does (the width HarfBuzz gave in an earlier renderer)', () => {
    expect(advanceOf(typefaces[800], 'A', 68)).toBeCloseTo(52.33, 2);
    expect(advanceOf(typefaces[800], 'i', 68)).toBeLessThan(advanceOf(typefaces[800], 'W', 68));
  });

  it('finds a character in the subset that has it, and falls back to the missing glyph', () => {
    expect(typefaces[400].faces.indexOf(glyphIn(typefaces[400], 'e').face)).toBe(0);
    expect(typefaces[400].faces.indexOf(glyphIn(typefaces[400], 'Ł').face)).toBeGreaterThan(0);
    expect(glyphIn(typefaces[400], 'Ж').glyph).toBeGreaterThan(0);
    expect(glyphIn(typefaces[400], '✓').glyph).toBe(0);
  });

  it("gives each glyph's box from its header: every point of the outline inside it (on its edges for a simple glyph), none for a blank glyph", () => {
    const typeface = typefaces[800];
    for (const char of ['A', 'g', 'W', 'é', '…']) {
      const { face, glyph } = glyphIn(typeface, char);
      const [xMin, yMin, xMax, yMax] = face.bounds(glyph)!;
      // At one pixel a font unit, from (0, 0): path data's numbers are the outline's points (y down).
      const numbers = face.path(glyph, 0, 0, face.unitsPerEm).match(/-?[\d.]+/g)!.map(Number);
      const xs = numbers.filter((_, i) => i % 2 === 0);
      // y up again: 0 - y, not -y, which makes -0 of a point on the baseline (and toEqual tells -0 from 0).
      const ys = numbers.filter((_, i) => i % 2 === 1).map((y) => 0 - y);
      const box = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
      expect(box[0]).toBeGreaterThanOrEqual(xMin);
      expect(box[1]).toBeGreaterThanOrEqual(yMin);
      expect(box[2]).toBeLessThanOrEqual(xMax);
      expect(box[3]).toBeLessThanOrEqual(yMax);
      // A composite glyph's header may be a unit wider than its parts (… is three periods).
      if ('AgW'.includes(char)) expect(box).toEqual([xMin, yMin, xMax, yMax]);
    }
    const space = glyphIn(typeface, ' ');
    expect(space.face.bounds(space.glyph)).toBeUndefined();
  });

  it('draws composite glyphs whole: é is e with an accent above it', () => {
    const set = glyphSet(style, typefaces[800]);
    addGlyphs(set, 'é');
    const [e, acute] = [set.glyphs.get('e')!, set.glyphs.get('é')!];
    expect(Math.abs(acute.width - e.width)).toBeLessThanOrEqual(1);
    expect(acute.top).toBeLessThan(e.top - 10);
    expect(acute.top + acute.height).toBe(e.top + e.height);
    // The bowl of the e is the same ink in both.
    const row = (g: typeof e, y: number) => g.mask.subarray((y - g.top) * g.width, (y - g.top + 1) * g.width);
    const middle = e.top + Math.floor(e.height / 2);
    expect([...row(acute, middle)]).toEqual([...row(e, middle)]);
  });
});
