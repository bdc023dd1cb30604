import { inflateSync } from 'node:zlib';

/**
 * Just enough of a TrueType font for the cards: the metrics, each
 * character's glyph and advance, and its outline as SVG path data, read
 * from a WOFF 1 file (zlib-compressed TrueType tables). The outlines go to
 * resvg, which rasterizes them (glyph-text.ts, card-background.ts). Text is
 * set glyph by glyph, without kerning or ligatures: card titles are short
 * and set large.
 */
export interface FontFace {
  unitsPerEm: number;
  /** hhea's ascender and descender (font units; the descender is negative) and line gap. */
  ascender: number;
  descender: number;
  lineGap: number;
  /** The glyph of a character, or 0 (the font's "missing" glyph) if it has none. */
  glyphOf(char: string): number;
  /** Advance width in font units. */
  advance(glyph: number): number;
  /** The glyph's outline as SVG path data, at `size` px with its origin (pen, baseline) at (x, y). Empty for a blank glyph. */
  path(glyph: number, x: number, y: number, size: number): string;
  /** The box of every point of the glyph's outline, from its header (font units: xMin, yMin, xMax, yMax, y up); undefined for a blank glyph. */
  bounds(glyph: number): [number, number, number, number] | undefined;
}

type Tables = Map<string, DataView>;

function woffTables(file: Buffer): Tables {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF 1 font');
  const tables: Tables = new Map();
  for (let i = 0, count = view.getUint16(12); i < count; i += 1) {
    const entry = 44 + i * 20;
    const tag = file.toString('latin1', entry, entry + 4);
    const offset = view.getUint32(entry + 4);
    const compressed = view.getUint32(entry + 8);
    const length = view.getUint32(entry + 12);
    const stored = file.subarray(offset, offset + compressed);
    const bytes = compressed < length ? inflateSync(stored) : stored;
    tables.set(tag, new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }
  return tables;
}

function table(tables: Tables, tag: string): DataView {
  const found = tables.get(tag);
  if (!found) throw new Error(`the font has no ${tag} table`);
  return found;
}

/** Unicode code point → glyph, from the cmap's Unicode subtable (format 12 if present, else format 4). */
function characterMap(cmap: DataView): Map<number, number> {
  const map = new Map<number, number>();
  const subtables = Array.from({ length: cmap.getUint16(2) }, (_, i) => ({ platform: cmap.getUint16(4 + i * 8), encoding: cmap.getUint16(6 + i * 8), offset: cmap.getUint32(8 + i * 8) }));
  const unicode = subtables.map((s) => ({ ...s, format: cmap.getUint16(s.offset) })).filter((s) => s.platform === 0 || (s.platform === 3 && (s.encoding === 1 || s.encoding === 10)));
  const chosen = unicode.find((s) => s.format === 12) ?? unicode.find((s) => s.format === 4);
  if (!chosen) throw new Error('the font has no Unicode character map');
  const at = chosen.offset;
  if (chosen.format === 12) {
    for (let g = 0, groups = cmap.getUint32(at + 12); g < groups; g += 1) {
      const group = at + 16 + g * 12;
      const start = cmap.getUint32(group);
      const end = cmap.getUint32(group + 4);
      const glyph = cmap.getUint32(group + 8);
      for (let code = start; code <= end; code += 1) map.set(code, glyph + code - start);
    }
    return map;
  }
  const segments = cmap.getUint16(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s += 1) {
    const start = cmap.getUint16(starts + s * 2);
    const end = cmap.getUint16(ends + s * 2);
    const delta = cmap.getInt16(deltas + s * 2);
    const rangeOffset = cmap.getUint16(rangeOffsets + s * 2);
    for (let code = start; code <= end && code !== 0xffff; code += 1) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
      else {
        const raw = cmap.getUint16(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(code, glyph);
    }
  }
  return map;
}

interface Point {
  x: number;
  y: number;
  onCurve: boolean;
}

/** The glyph's contours in font units, composite glyphs resolved (their parts offset and scaled). */
function contours(glyf: DataView, loca: (glyph: number) => [number, number], glyph: number, depth = 0): Point[][] {
  const [start, end] = loca(glyph);
  if (end <= start || depth > 8) return [];
  const count = glyf.getInt16(start);
  if (count >= 0) return simpleContours(glyf, start, count);
  const result: Point[][] = [];
  let at = start + 10;
  for (;;) {
    const flags = glyf.getUint16(at);
    const part = glyf.getUint16(at + 2);
    at += 4;
    let dx: number;
    let dy: number;
    if (flags & 0x0001) {
      dx = glyf.getInt16(at);
      dy = glyf.getInt16(at + 2);
      at += 4;
    } else {
      dx = glyf.getInt8(at);
      dy = glyf.getInt8(at + 1);
      at += 2;
    }
    // Point-matched placement (ARGS_ARE_XY_VALUES unset) is not used by the card fonts; such a part is placed at its origin.
    if (!(flags & 0x0002)) dx = dy = 0;
    let [a, b, c, d] = [1, 0, 0, 1];
    const f2dot14 = (offset: number) => glyf.getInt16(offset) / 16384;
    if (flags & 0x0008) {
      a = d = f2dot14(at);
      at += 2;
    } else if (flags & 0x0040) {
      a = f2dot14(at);
      d = f2dot14(at + 2);
      at += 4;
    } else if (flags & 0x0080) {
      [a, b, c, d] = [f2dot14(at), f2dot14(at + 2), f2dot14(at + 4), f2dot14(at + 6)];
      at += 8;
    }
    for (const contour of contours(glyf, loca, part, depth + 1)) {
      result.push(contour.map((p) => ({ x: a * p.x + c * p.y + dx, y: b * p.x + d * p.y + dy, onCurve: p.onCurve })));
    }
    if (!(flags & 0x0020)) return result;
  }
}

function simpleContours(glyf: DataView, start: number, count: number): Point[][] {
  const ends = Array.from({ length: count }, (_, i) => glyf.getUint16(start + 10 + i * 2));
  const points = (ends.at(-1) ?? -1) + 1;
  let at = start + 10 + count * 2;
  at += 2 + glyf.getUint16(at);
  const flags = new Uint8Array(points);
  for (let i = 0; i < points; ) {
    const flag = glyf.getUint8(at++);
    flags[i++] = flag;
    if (flag & 0x08) for (let repeat = glyf.getUint8(at++); repeat > 0; repeat -= 1) flags[i++] = flag;
  }
  const coordinates = (short: number, same: number) => {
    const values = new Int32Array(points);
    let value = 0;
    for (let i = 0; i < points; i += 1) {
      const flag = flags[i]!;
      if (flag & short) {
        const delta = glyf.getUint8(at++);
        value += flag & same ? delta : -delta;
      } else if (!(flag & same)) {
        value += glyf.getInt16(at);
        at += 2;
      }
      values[i] = value;
    }
    return values;
  };
  const xs = coordinates(0x02, 0x10);
  const ys = coordinates(0x04, 0x20);
  let first = 0;
  return ends.map((last) => {
    const contour: Point[] = [];
    for (let i = first; i <= last; i += 1) contour.push({ x: xs[i]!, y: ys[i]!, onCurve: (flags[i]! & 0x01) !== 0 });
    first = last + 1;
    return contour;
  });
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Quadratic contours as path data: two off-curve points in a row imply an on-curve point halfway between them. */
function pathData(shape: Point[][], x: number, y: number, scale: number): string {
  let d = '';
  const px = (p: Point) => `${round(x + p.x * scale)} ${round(y - p.y * scale)}`;
  const mid = (p: Point, q: Point): Point => ({ x: (p.x + q.x) / 2, y: (p.y + q.y) / 2, onCurve: true });
  for (const contour of shape) {
    if (contour.length === 0) continue;
    // Start on a point on the curve (the midpoint of the first two if none is).
    const startIndex = contour.findIndex((p) => p.onCurve);
    const ring = startIndex === -1 ? [mid(contour[0]!, contour[1] ?? contour[0]!), ...contour] : [...contour.slice(startIndex), ...contour.slice(0, startIndex)];
    d += `M${px(ring[0]!)}`;
    let control: Point | undefined;
    for (let i = 1; i <= ring.length; i += 1) {
      const point = ring[i % ring.length]!;
      if (point.onCurve) {
        d += control ? `Q${px(control)} ${px(point)}` : `L${px(point)}`;
        control = undefined;
      } else if (control) {
        const between = mid(control, point);
        d += `Q${px(control)} ${px(between)}`;
        control = point;
      } else {
        control = point;
      }
    }
    d += 'Z';
  }
  return d;
}

export function readFontFace(file: Buffer): FontFace {
  const tables = woffTables(file);
  const head = table(tables, 'head');
  const hhea = table(tables, 'hhea');
  const hmtx = table(tables, 'hmtx');
  const locaTable = table(tables, 'loca');
  const glyf = table(tables, 'glyf');
  const numGlyphs = table(tables, 'maxp').getUint16(4);
  const longOffsets = head.getInt16(50) === 1;
  const offset = (glyph: number) => (longOffsets ? locaTable.getUint32(glyph * 4) : locaTable.getUint16(glyph * 2) * 2);
  const loca = (glyph: number): [number, number] => (glyph < numGlyphs ? [offset(glyph), offset(glyph + 1)] : [0, 0]);
  const metrics = hhea.getUint16(34);
  const cmap = characterMap(table(tables, 'cmap'));
  return {
    unitsPerEm: head.getUint16(18),
    ascender: hhea.getInt16(4),
    descender: hhea.getInt16(6),
    lineGap: hhea.getInt16(8),
    glyphOf: (char) => cmap.get(char.codePointAt(0)!) ?? 0,
    advance: (glyph) => hmtx.getUint16(Math.min(glyph, metrics - 1) * 4),
    path(glyph, x, y, size) {
      return pathData(contours(glyf, loca, glyph), x, y, size / this.unitsPerEm);
    },
    bounds(glyph) {
      const [start, end] = loca(glyph);
      if (end <= start) return undefined;
      return [glyf.getInt16(start + 2), glyf.getInt16(start + 4), glyf.getInt16(start + 6), glyf.getInt16(start + 8)];
    },
  };
}
