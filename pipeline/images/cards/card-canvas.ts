import type { Layer } from './card-background.ts';

/** The MCU of 4:2:0 JPEG: 16×16 px. */
export const MCU = 16;

/** The bit of `CardCanvas.touched` for the layers (bits below it are the planes). */
export const LAYER_BIT = 0x80;

/** x / 255 rounded down, exact for 0 ≤ x < 65536, in integer operations. */
export const div255 = (x: number) => (x + 1 + (x >> 8)) >> 8;

/** A block: 8×8 px. */
export const BLOCK = 8;

/**
 * A coverage mask (a glyph) placed on a plane, kept as placed rather than
 * drawn: `left` and `top` are canvas pixels. The encoder draws a stamp's
 * pixels only where it needs them (inkStamps); a block's coverage follows
 * from the stamps over it, each the same at every place with the same
 * offset in the block grid, so the encoder codes it once (card-encoder.ts).
 */
export interface Stamp {
  plane: number;
  mask: Uint8Array;
  width: number;
  height: number;
  left: number;
  top: number;
}

/** How many stamps CardCanvas.cover holds per block (glyphs' boxes of two lines, two a line, meet in a block at most). */
export const COVER = 4;

/** CardCanvas.covers of a block that more stamps cover, or a stamp cut by the canvas's edge: it is drawn as pixels. */
export const MANY = 255;

/**
 * What a card draws over the background, as the encoder reads it
 * (card-encoder.ts): a coverage plane per text colour (one byte a pixel:
 * how much of the pixel the colour covers), RGBA layers laid over those,
 * and, per MCU, which of them drew in it. It covers the card's rows from
 * `top` (an MCU row) down.
 */
export interface CardCanvas {
  width: number;
  top: number;
  rows: number;
  /** One per text colour, `width` bytes a row; plane i is drawn before plane i + 1, both before the layers. Stamps are drawn into them in the order they were added. */
  planes: Uint8Array[];
  stamps: Stamp[];
  /** Per block (rows of `width / BLOCK`): how many stamps cover it (their rectangles), or MANY. */
  covers: Uint8Array;
  /** Per block, COVER entries: the stamps that cover it, in the order they were added. */
  cover: Int32Array;
  /** Per MCU (rows of `width / MCU` from `top`): bit i when plane i drew in it, LAYER_BIT when a layer did. */
  touched: Uint8Array;
  layers: Layer[];
  /**
   * Whether pixels were drawn into the planes other than from the stamps
   * (markDrawn). Until then a block that no stamp covers is known to be
   * empty, and the encoder does not read it.
   */
  drawn: boolean;
}

export function createCanvas(width: number, top: number, height: number, planes: number): CardCanvas {
  if (top % MCU !== 0 || width % MCU !== 0) throw new Error('a card canvas starts on an MCU row and spans whole MCUs');
  const rows = height - top;
  return {
    width,
    top,
    rows,
    planes: Array.from({ length: planes }, () => new Uint8Array(width * rows)),
    stamps: [],
    covers: new Uint8Array((width / BLOCK) * Math.ceil(rows / MCU) * 2),
    cover: new Int32Array((width / BLOCK) * Math.ceil(rows / MCU) * 2 * COVER),
    touched: new Uint8Array((width / MCU) * Math.ceil(rows / MCU)),
    layers: [],
    drawn: false,
  };
}

/** Marks the MCUs that the canvas rectangle [left, right) × [top, bottom) (rows from the canvas's top) meets with `bit`. */
export function markTouched(canvas: CardCanvas, bit: number, left: number, top: number, right: number, bottom: number): void {
  if (right <= left || bottom <= top) return;
  const perRow = canvas.width / MCU;
  const x1 = Math.floor((right - 1) / MCU);
  const y1 = Math.floor((bottom - 1) / MCU);
  for (let y = Math.floor(top / MCU); y <= y1; y += 1) {
    for (let x = Math.floor(left / MCU); x <= x1; x += 1) canvas.touched[y * perRow + x]! |= bit;
  }
}

/** Marks pixels drawn into plane `p` over the canvas rectangle [left, right) × [top, bottom) by a caller's own drawing (not stamps): the encoder reads the planes there. */
export function markDrawn(canvas: CardCanvas, p: number, left: number, top: number, right: number, bottom: number): void {
  canvas.drawn = true;
  markTouched(canvas, 1 << p, left, top, right, bottom);
}

/** Adds a layer (card coordinates) over the planes, clipped to the canvas. */
export function addLayer(canvas: CardCanvas, layer: Layer): void {
  canvas.layers.push(layer);
  const top = layer.top - canvas.top;
  markTouched(canvas, LAYER_BIT, Math.max(0, layer.left), Math.max(0, top), Math.min(canvas.width, layer.left + layer.width), Math.min(canvas.rows, top + layer.height));
}

/**
 * Places a stamp (canvas coordinates): marks the MCUs its rectangle meets
 * with its plane's bit and adds it to the blocks it covers. A stamp cut by
 * the canvas's edge makes its blocks MANY: they are drawn as pixels.
 */
export function addStamp(canvas: CardCanvas, stamp: Stamp): void {
  const { left, top, width, height } = stamp;
  const right = Math.min(canvas.width, left + width);
  const bottom = Math.min(canvas.rows, top + height);
  if (width === 0 || height === 0 || right <= Math.max(0, left) || bottom <= Math.max(0, top)) return;
  const index = canvas.stamps.length;
  canvas.stamps.push(stamp);
  markTouched(canvas, 1 << stamp.plane, Math.max(0, left), Math.max(0, top), right, bottom);
  const whole = left >= 0 && top >= 0 && right === left + width && bottom === top + height;
  const perRow = canvas.width / BLOCK;
  const { covers, cover } = canvas;
  for (let by = Math.max(0, top) >> 3, y1 = (bottom - 1) >> 3; by <= y1; by += 1) {
    for (let bx = Math.max(0, left) >> 3, x1 = (right - 1) >> 3; bx <= x1; bx += 1) {
      const at = by * perRow + bx;
      const count = covers[at]!;
      if (!whole || count >= COVER) covers[at] = MANY;
      else {
        cover[at * COVER + count] = index;
        covers[at] = count + 1;
      }
    }
  }
}

/**
 * Draws stamps into their planes, each pixel's coverage laid over what is
 * there (as blending the colour twice would), stamp by stamp in the order
 * they were added: every block, or only those `wanted(stamp index, block
 * index)` says.
 */
export function inkStamps(canvas: CardCanvas, wanted?: (stamp: number, block: number) => boolean): void {
  const perRow = canvas.width / BLOCK;
  canvas.stamps.forEach((stamp, s) => {
    const plane = canvas.planes[stamp.plane]!;
    const x0 = Math.max(0, stamp.left);
    const y0 = Math.max(0, stamp.top);
    const x1 = Math.min(canvas.width, stamp.left + stamp.width);
    const y1 = Math.min(canvas.rows, stamp.top + stamp.height);
    if (!wanted) {
      blend(plane, canvas.width, stamp, x0, y0, x1, y1);
      return;
    }
    for (let by = y0 >> 3; by <= (y1 - 1) >> 3; by += 1) {
      for (let bx = x0 >> 3; bx <= (x1 - 1) >> 3; bx += 1) {
        if (wanted(s, by * perRow + bx)) blend(plane, canvas.width, stamp, Math.max(x0, bx * BLOCK), Math.max(y0, by * BLOCK), Math.min(x1, bx * BLOCK + BLOCK), Math.min(y1, by * BLOCK + BLOCK));
      }
    }
  });
}

/**
 * Lays the stamp's coverage over [x0, x1) × [y0, y1) (canvas pixels, inside
 * the stamp) of `plane`, whose pixel (x, y) is at `origin + y * width + x`:
 * a canvas plane (origin 0), or one block's 8×8 coverage (card-encoder.ts's
 * layCoverage).
 */
export function blend(plane: Uint8Array, width: number, stamp: Stamp, x0: number, y0: number, x1: number, y1: number, origin = 0): void {
  const { mask } = stamp;
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0, m = (y - stamp.top) * stamp.width + x0 - stamp.left, at = origin + y * width + x0; x < x1; x += 1, m += 1, at += 1) {
      const alpha = mask[m]!;
      if (alpha === 0) continue;
      const under = plane[at]!;
      plane[at] = under === 0 ? alpha : under + div255((255 - under) * alpha + 128);
    }
  }
}
