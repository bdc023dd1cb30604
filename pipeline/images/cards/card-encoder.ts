import sharp from 'sharp';
import type { DrawnBox } from './glyph-text';
import { background, splice } from './jpeg-splice';

/** JPEG settings: plain Huffman coding and no mozjpeg (a fraction of the encode time); a card is about 50–100 KB. */
export const JPEG = { quality: 84, mozjpeg: false, optimiseCoding: false, chromaSubsampling: '4:2:0' } as const;

/** The MCU of 4:2:0 JPEG: 16×16 px. */
export const MCU = 16;

export interface CardEncoder {
  /** `pixels` (the background with something drawn on it, raw RGB) as a JPEG, the same bytes as encoding them whole. */
  encode(pixels: Buffer): Promise<Buffer>;
  /**
   * The same for a card whose drawing is known: `rows` are the card's rows
   * from `top` down to its bottom (the background's, drawn over), and every
   * pixel that differs from the background lies in `box` (card
   * coordinates). Nothing is compared: the band is the box's MCU rows.
   */
  encodeRows(rows: Buffer, top: number, box: DrawnBox): Promise<Buffer>;
  /** How the cards so far were made: spliced, or encoded whole. */
  readonly counts: { spliced: number; whole: number };
}

/**
 * Encodes cards drawn over one background (raw RGB, `width` × `height`).
 * The background is encoded once; each card encodes only the band of MCU
 * rows its drawing changed and splices it in (jpeg-splice.ts): about half
 * the work for a post card. A drawing that reaches the band's first or last
 * MCU, or a band whose end the splice cannot place, is encoded whole.
 */
export async function createCardEncoder(base: Buffer, width: number, height: number): Promise<CardEncoder> {
  const rowBytes = width * 3;
  const raw = (pixels: Buffer, rows: number) => sharp(pixels, { raw: { width, height: rows, channels: 3 } }).jpeg(JPEG).toBuffer();
  const bg = background(await raw(base, height));
  const mcuRows = Math.ceil(height / MCU);
  const sameRows = (pixels: Buffer, from: number, to: number, left = 0, right = width) => {
    for (let y = from; y < Math.min(to, height); y += 1) {
      const at = y * rowBytes;
      if (pixels.compare(base, at + left * 3, at + right * 3, at + left * 3, at + right * 3) !== 0) return false;
    }
    return true;
  };
  const counts = { spliced: 0, whole: 0 };
  /** The card's MCU rows [top, bottom), found in `rows` (the card from row `rowsTop`), spliced into the background; undefined if the splice cannot place the band. */
  const spliced = async (rows: Buffer, rowsTop: number, top: number, bottom: number) => {
    const count = Math.min(height, bottom * MCU) - top * MCU;
    const from = (top * MCU - rowsTop) * rowBytes;
    const file = splice(bg, await raw(rows.subarray(from, from + count * rowBytes), count), top, bottom);
    if (!file) return undefined;
    counts.spliced += 1;
    return Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  };
  const whole = (pixels: Buffer) => {
    counts.whole += 1;
    return raw(pixels, height);
  };
  return {
    counts,
    async encode(pixels) {
      let first = 0;
      while (first < height && sameRows(pixels, first, first + 1)) first += 1;
      if (first === height) {
        counts.spliced += 1;
        return Buffer.from(bg.file);
      }
      let last = height - 1;
      while (sameRows(pixels, last, last + 1)) last -= 1;
      const top = Math.floor(first / MCU);
      const bottom = Math.min(mcuRows, Math.floor(last / MCU) + 1);
      // The band's first and last MCUs must be background pixels: the splice takes their coding from the background.
      const edgesUnchanged = sameRows(pixels, top * MCU, top * MCU + MCU, 0, MCU) && sameRows(pixels, (bottom - 1) * MCU, bottom * MCU, width - MCU, width);
      return (edgesUnchanged && (await spliced(pixels, 0, top, bottom))) || whole(pixels);
    },
    async encodeRows(rows, rowsTop, box) {
      if (box.right <= box.left || box.bottom <= box.top) {
        counts.spliced += 1;
        return Buffer.from(bg.file);
      }
      const top = Math.floor(box.top / MCU);
      const bottom = Math.min(mcuRows, Math.floor((box.bottom - 1) / MCU) + 1);
      // Clear of the first and the last MCU column: the band's first and last MCUs are background pixels.
      const clear = box.left >= MCU && box.right <= width - MCU && top * MCU >= rowsTop;
      const file = clear ? await spliced(rows, rowsTop, top, bottom) : undefined;
      if (file) return file;
      const card = Buffer.allocUnsafe(base.length);
      base.copy(card, 0, 0, rowsTop * rowBytes);
      rows.copy(card, rowsTop * rowBytes);
      return whole(card);
    },
  };
}
