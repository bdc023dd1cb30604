import { describe, expect, it } from 'vitest';
import { cardFonts } from './fonts';
import { glyphSet, wrap } from './glyph-text';

describe('glyph text', async () => {
  const set = await glyphSet({ size: 29, weight: 400, lineHeight: 1.45, letterSpacing: 0, color: [255, 255, 255] }, cardFonts());
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
});
