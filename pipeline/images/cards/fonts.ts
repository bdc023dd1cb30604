import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFontFace, type FontFace } from './font-face.ts';

const require = createRequire(import.meta.url);

export type FontWeight = 400 | 800;

const SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'];

/** One weight of the card typeface: its subset files, tried in order for each character. */
export interface Typeface {
  weight: FontWeight;
  faces: FontFace[];
}

/**
 * Inter from the @fontsource/inter package (no network), in the WOFF 1
 * files (zlib, which font-face.ts reads; WOFF 2 would need Brotli and the
 * glyf transform). Latin first (English, Swahili), then every other
 * subset the package has, so names in other scripts are drawn too.
 */
export function cardTypefaces(): Record<FontWeight, Typeface> {
  const typeface = (weight: FontWeight): Typeface => ({
    weight,
    faces: SUBSETS.map((subset) => readFontFace(readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)))),
  });
  return { 400: typeface(400), 800: typeface(800) };
}

/** The face that has the character and its glyph there; the first face's "missing" glyph if none has it. */
export function glyphIn(typeface: Typeface, char: string): { face: FontFace; glyph: number } {
  for (const face of typeface.faces) {
    const glyph = face.glyphOf(char);
    if (glyph !== 0) return { face, glyph };
  }
  return { face: typeface.faces[0]!, glyph: 0 };
}

/** A glyph's advance at `size` px. */
export const advancePx = ({ face, glyph }: { face: FontFace; glyph: number }, size: number) => (face.advance(glyph) * size) / face.unitsPerEm;

/** A character's advance at `size` px. */
export const advanceOf = (typeface: Typeface, char: string, size: number): number => advancePx(glyphIn(typeface, char), size);

/** The line height CSS calls `normal`: ascender to descender plus the line gap. */
export function normalLineHeight(typeface: Typeface, size: number): number {
  const face = typeface.faces[0]!;
  return ((face.ascender - face.descender + face.lineGap) * size) / face.unitsPerEm;
}

/** The baseline's distance from the top of a line box `lineBox` px high: the ascent and descent centred in it, as browsers place them. */
export function baselineOf(typeface: Typeface, size: number, lineBox: number): number {
  const face = typeface.faces[0]!;
  const ascent = Math.round((face.ascender * size) / face.unitsPerEm);
  const descent = Math.round((-face.descender * size) / face.unitsPerEm);
  return ascent + Math.floor((lineBox - ascent - descent) / 2);
}

/** A line of text as SVG path data, its pen starting at (x, baseline); `letterSpacing` px after each glyph. Returns the path and the pen's end. */
export function textPath(typeface: Typeface, text: string, size: number, x: number, baseline: number, letterSpacing = 0): { d: string; end: number } {
  let d = '';
  let pen = x;
  for (const char of text) {
    const placed = glyphIn(typeface, char);
    d += placed.face.path(placed.glyph, pen, baseline, size);
    pen += advancePx(placed, size) + letterSpacing;
  }
  return { d, end: pen };
}
