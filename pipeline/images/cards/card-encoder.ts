import sharp from 'sharp';
import type { DrawnBox } from './glyph-text.ts';
import { background, SEPARATOR, spliceBatch } from './jpeg-splice.ts';

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
   * MCU rows. `rows` is read before this returns; the caller may draw
   * into it again at once.
   */
  encodeRows(rows: Buffer, top: number, box: DrawnBox): Promise<Buffer>;
  /** How the cards so far were made: spliced, or encoded whole; and how many of the spliced came from an encode of several bands. */
  readonly counts: { spliced: number; whole: number; batched: number };
}

/** At most this many cards' bands are encoded together (one encode's fixed cost is about a quarter of a band's; the gain flattens out beyond four). */
export const BATCH = 4;

/**
 * Encodes cards drawn over one background (raw RGB, `width` × `height`).
 * The background is encoded once; each card encodes only the band of MCU
 * rows its drawing changed and splices it in (jpeg-splice.ts): about half
 * the work for a post card. Bands asked for while an encode is pending
 * (cards drawn one after the other) are encoded together, up to BATCH in
 * one image. A drawing that reaches the first or last MCU column, or a
 * band whose place the splice cannot be sure of, is encoded whole.
 */
export async function createCardEncoder(base: Buffer, width: number, height: number): Promise<CardEncoder> {
  const rowBytes = width * 3;
  const raw = (pixels: Buffer, rows: number) => sharp(pixels, { raw: { width, height: rows, channels: 3 } }).jpeg(JPEG).toBuffer();
  const bg = background(await raw(base, height));
  const mcuRows = Math.ceil(height / MCU);
  const counts = { spliced: 0, whole: 0, batched: 0 };
  const separator = Buffer.alloc(MCU * rowBytes);
  for (let at = 0; at < separator.length; at += 3) separator.set(SEPARATOR, at);

  const whole = (pixels: Buffer) => {
    counts.whole += 1;
    return raw(pixels, height);
  };
  /** The card of a band that could not be spliced: the background with the band's rows, encoded whole. */
  const wholeFromBand = (band: Band, pixels: Buffer) => {
    const card = Buffer.from(base);
    pixels.copy(card, band.top * MCU * rowBytes);
    return whole(card);
  };
  const spliced = (file: Uint8Array) => {
    counts.spliced += 1;
    return Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  };

  // Bands waiting for an encode are copied into one image, its memory reused from batch to batch (a fresh
  // buffer per batch cost more in garbage collection than the copying). Room for BATCH bands of 24 MCU rows
  // (a card's text band has at most 22) and a separator row each, and at least for one whole card.
  const capacity = Math.max(height, BATCH * (24 + 1) * MCU);
  const pool: Buffer[] = [];
  let open: Batch | undefined;
  const encodeOpen = () => {
    const batch = open;
    open = undefined;
    if (batch) void encodeBatch(batch);
  };
  const encodeBatch = async ({ image, rows, bands }: Batch) => {
    const pixelsOf = (band: Band) => image.subarray(band.row * rowBytes, (band.row + band.rows) * rowBytes);
    try {
      const jpeg = await raw(image.subarray(0, rows * rowBytes), rows);
      const files = spliceBatch(bg, jpeg, bands);
      await Promise.all(
        bands.map(async (band, index) => {
          const file = files[index];
          if (file && bands.length > 1) counts.batched += 1;
          band.done(file ? spliced(file) : await wholeFromBand(band, pixelsOf(band)));
        }),
      );
    } catch (error) {
      for (const band of bands) band.fail(error);
    } finally {
      pool.push(image);
    }
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
      if (!clear) {
        const card = Buffer.allocUnsafe(base.length);
        base.copy(card, 0, 0, rowsTop * rowBytes);
        rows.copy(card, rowsTop * rowBytes);
        return whole(card);
      }
      // The band's rows are copied: the caller may draw its next card into `rows` at once.
      const from = (top * MCU - rowsTop) * rowBytes;
      const bandRows = Math.min(height, bottom * MCU) - top * MCU;
      const gap = open && open.bands.length > 0 ? MCU : 0;
      if (open && (open.bands.length >= BATCH || open.rows + gap + bandRows > capacity)) encodeOpen();
      if (!open) {
        open = { image: pool.pop() ?? Buffer.allocUnsafe(capacity * rowBytes), rows: 0, bands: [] };
        // Cards drawn in the same turn of the event loop join this batch; a lone card is encoded alone.
        setImmediate(encodeOpen);
      }
      const batch = open;
      if (batch.bands.length > 0) {
        separator.copy(batch.image, batch.rows * rowBytes);
        batch.rows += MCU;
      }
      rows.copy(batch.image, batch.rows * rowBytes, from, from + bandRows * rowBytes);
      return new Promise<Buffer>((done, fail) => {
        batch.bands.push({ top, bottom, row: batch.rows, rows: bandRows, done, fail });
        batch.rows += bandRows;
        // A band that ends in a partial MCU row cannot have another stacked under it.
        if (batch.bands.length >= BATCH || bottom * MCU > height) encodeOpen();
      });
    },
  };
}

/** Bands stacked for one encode: `image` holds `rows` rows (the bands and the separators between them). */
interface Batch {
  image: Buffer;
  rows: number;
  bands: Band[];
}

/** A card's band waiting to be encoded: MCU rows [top, bottom) of the card, at row `row` of its batch's image, `rows` rows. */
interface Band {
  top: number;
  bottom: number;
  row: number;
  rows: number;
  done: (file: Buffer) => void;
  fail: (error: unknown) => void;
}
