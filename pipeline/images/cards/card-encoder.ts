import sharp from 'sharp';
import type { DrawnBox } from './glyph-text.ts';
import { background, splice } from './jpeg-splice.ts';

/** JPEG settings: plain Huffman coding and no mozjpeg (a fraction of the encode time); a card is about 50–100 KB. */
export const JPEG = { quality: 84, mozjpeg: false, optimiseCoding: false, chromaSubsampling: '4:2:0' } as const;

/** The MCU of 4:2:0 JPEG: 16×16 px. */
export const MCU = 16;

export interface CardEncoder {
  /**
   * A card as a JPEG, the same bytes as encoding it whole: `rows` are the
   * card's rows from `top` down to its bottom (raw RGB, the background's,
   * drawn over), and every pixel that differs from the background lies in
   * `box` (card coordinates). Nothing is compared: the band is the box's
   * MCU rows.
   */
  encodeRows(rows: Buffer, top: number, box: DrawnBox): Promise<Buffer>;
  /** How the cards so far were made: spliced, or encoded whole. */
  readonly counts: { spliced: number; whole: number };
}

/**
 * Encodes cards drawn over one background (raw RGB, `width` × `height`).
 * The background is encoded once; each card encodes only the band of MCU
 * rows its drawing changed and splices it in (jpeg-splice.ts): about half
 * the work for a post card. A drawing that reaches the first or last MCU
 * column, or a band whose end the splice cannot place, is encoded whole.
 */
export async function createCardEncoder(base: Buffer, width: number, height: number): Promise<CardEncoder> {
  const rowBytes = width * 3;
  const raw = (pixels: Buffer, rows: number) => sharp(pixels, { raw: { width, height: rows, channels: 3 } }).jpeg(JPEG).toBuffer();
  const bg = background(await raw(base, height));
  const mcuRows = Math.ceil(height / MCU);
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
