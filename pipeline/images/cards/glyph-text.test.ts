import { describe, expect, it } from 'vitest';
import { cardTypefaces } from './fonts.ts';
import { drawLines, emptyBox, glyphSet, wrap } from './glyph-text.ts';

describe('glyph text', async () => {
  const set = glyphSet({ size: 29, weight: 400, lineHeight: 1.45, letterSpacing: 0, color: [255, 255, 255] }, cardTypefaces()[400]);
  const width = (line: string) => [...line].reduce((sum, char) => sum + set.glyphs.get(char)!.advance, 0);

  it('measures wider letters wider, and draws ink for letters but none for the space', () => {
    expect(set.glyphs.get('W')!.advance).toBeGreaterThan(set.glyphs.get('i')!.advance);
    expect(set.glyphs.get('W')!.mask.some((alpha) => alpha === 255)).toBe(true);
    expect(set.glyphs.get(' ')!.mask.length).toBe(0);
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

  it('grows the drawn box to hold every pixel it changed, clipped to the rows it was given', () => {
    const rows = 66;
    const before = Buffer.alloc(1200 * rows * 3, 40);
    const after = Buffer.from(before);
    const box = emptyBox();
    // The second line starts below the rows: it is clipped, not drawn past the buffer.
    drawLines(after, set, ['Wajibu wa jqy', 'Second line'], -4, 10, box);
    let changed = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
    for (let y = 0; y < rows; y += 1) {
      for (let x = 0; x < 1200; x += 1) {
        const at = (y * 1200 + x) * 3;
        if (after.compare(before, at, at + 3, at, at + 3) === 0) continue;
        changed = { left: Math.min(changed.left, x), top: Math.min(changed.top, y), right: Math.max(changed.right, x + 1), bottom: Math.max(changed.bottom, y + 1) };
      }
    }
    expect(changed.left).toBe(0);
    expect(changed.bottom).toBe(rows);
    expect(box.left).toBeLessThanOrEqual(changed.left);
    expect(box.top).toBeLessThanOrEqual(changed.top);
    expect(box.right).toBeGreaterThanOrEqual(changed.right);
    expect(box.bottom).toBeGreaterThanOrEqual(changed.bottom);
    expect([box.left, box.bottom]).toEqual([0, rows]);
  });

  it('blends each glyph over the rows by its coverage, a pixel rounded to the nearest level', () => {
    const rows = 80;
    const ground = [40, 90, 160];
    const target = Buffer.alloc(1200 * rows * 3);
    for (let at = 0; at < target.length; at += 3) target.set(ground, at);
    // The expected pixels, glyph by glyph in drawing order, by plain division.
    const expected = Buffer.from(target);
    const colour = [255, 255, 255];
    let pen = 100;
    for (const char of 'Wajibu jqy') {
      const glyph = set.glyphs.get(char)!;
      for (let y = 0; y < glyph.height; y += 1) {
        for (let x = 0; x < glyph.width; x += 1) {
          const alpha = glyph.mask[y * glyph.width + x]!;
          const at = ((10 + glyph.top + y) * 1200 + Math.round(pen) + glyph.left + x) * 3;
          for (let c = 0; c < 3; c += 1) expected[at + c] = Math.floor((colour[c]! * alpha + expected[at + c]! * (255 - alpha) + 128) / 255);
        }
      }
      pen += glyph.advance;
    }
    drawLines(target, set, ['Wajibu jqy'], 100, 10);
    expect(target.equals(expected)).toBe(true);
  });
});
