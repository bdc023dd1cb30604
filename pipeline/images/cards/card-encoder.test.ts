import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BATCH, createCardEncoder, JPEG } from './card-encoder.ts';
import { SEPARATOR } from './jpeg-splice.ts';

const W = 1200;
const H = 630;

/** A background with texture (a gradient and a stripe), so its blocks code to more than zeros. */
function backgroundPixels(): Buffer {
  const pixels = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const at = (y * W + x) * 3;
      pixels[at] = 11 + Math.round((x / W) * 40);
      pixels[at + 1] = 31 + Math.round(((x + y) / (W + H)) * 60);
      pixels[at + 2] = y > 600 ? 200 : 42 + (x % 7);
    }
  }
  return pixels;
}

/** The background with pseudo-random "text" (hard-edged noise) in a rectangle. */
function drawn(base: Buffer, left: number, top: number, right: number, bottom: number, seed = 1): Buffer {
  const pixels = Buffer.from(base);
  let state = seed;
  for (let y = top; y < bottom; y += 1) {
    for (let x = left; x < right; x += 1) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      if (state % 3 !== 0) continue;
      pixels.fill(state & 0xff, (y * W + x) * 3, (y * W + x) * 3 + 3);
    }
  }
  return pixels;
}

const whole = (pixels: Buffer) => sharp(pixels, { raw: { width: W, height: H, channels: 3 } }).jpeg(JPEG).toBuffer();

/** The box that holds a drawing ([left, right) × [top, bottom)). */
const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });
const empty = box(Infinity, Infinity, -Infinity, -Infinity);

describe('the card encoder (a band of rows encoded and spliced into the background)', () => {
  const base = backgroundPixels();
  const cases: [string, Buffer, ReturnType<typeof box>, 'spliced' | 'whole'][] = [
    ['text in the middle (a post card)', drawn(base, 72, 190, 1128, 470), box(72, 190, 1128, 470), 'spliced'],
    ['one short line', drawn(base, 72, 200, 300, 230, 7), box(72, 200, 300, 230), 'spliced'],
    ['a band that starts off the MCU grid and ends in the last, partial MCU row', drawn(base, 40, 603, 900, 630, 3), box(40, 603, 900, 630), 'spliced'],
    ['a band from the first row', drawn(base, 100, 0, 700, 40, 5), box(100, 0, 700, 40), 'spliced'],
    ['drawing in the first MCU of the band', drawn(base, 0, 300, 500, 340, 9), box(0, 300, 500, 340), 'whole'],
    ['drawing in the last MCU of the band', drawn(base, 900, 300, 1200, 340, 11), box(900, 300, 1200, 340), 'whole'],
    ['nothing drawn', Buffer.from(base), empty, 'spliced'],
  ];

  it.each(cases)('gives the same bytes as encoding the whole card: %s', async (_, pixels, drawnBox, way) => {
    const encoder = await createCardEncoder(base, W, H);
    const spliced = await encoder.encodeRows(pixels, 0, drawnBox);
    expect(spliced.equals(await whole(pixels))).toBe(true);
    expect(encoder.counts[way]).toBe(1);
    const decoded = await sharp(spliced).metadata();
    expect([decoded.format, decoded.width, decoded.height]).toEqual(['jpeg', W, H]);
  });

  it('encodes many cards in a row from one encoder, each the same as its whole encode', async () => {
    const encoder = await createCardEncoder(base, W, H);
    for (let seed = 1; seed <= 12; seed += 1) {
      const drawnBox = box(72 + seed * 3, 180 + seed * 9, 1128 - seed * 20, 300 + seed * 17);
      const pixels = drawn(base, drawnBox.left, drawnBox.top, drawnBox.right, drawnBox.bottom, seed);
      expect((await encoder.encodeRows(pixels, 0, drawnBox)).equals(await whole(pixels))).toBe(true);
    }
    expect(encoder.counts).toEqual({ spliced: 12, whole: 0, batched: 0 });
  });

  it.each([
    ['text in the text box', 72, 190, 1128, 470, 176, 'spliced'],
    ['a box that reaches the last, partial MCU row', 40, 603, 900, 630, 176, 'spliced'],
    ['rows from the card’s top', 100, 0, 700, 40, 0, 'spliced'],
    ['a box in the first MCU column', 0, 300, 500, 340, 176, 'whole'],
    ['a box in the last MCU column', 900, 300, 1200, 340, 176, 'whole'],
  ] as const)('encodes the rows below a given row to the bytes of the whole card: %s', async (_, left, top, right, bottom, rowsTop, way) => {
    const encoder = await createCardEncoder(base, W, H);
    const pixels = drawn(base, left, top, right, bottom, left + top);
    const jpeg = await encoder.encodeRows(pixels.subarray(rowsTop * W * 3), rowsTop, box(left, top, right, bottom));
    expect(jpeg.equals(await whole(pixels))).toBe(true);
    expect(encoder.counts[way]).toBe(1);
  });

  /** Twelve cards asked for at once (as the card thread draws them): their bands are encoded BATCH at a time. */
  const manyAtOnce = (background: Buffer) =>
    Array.from({ length: 12 }, (_, index) => {
      const seed = index + 1;
      // One band in the last, partial MCU row (nothing is stacked under it) and one in the first MCU column (encoded whole) among them.
      const drawnBox = index === 5 ? box(60, 600, 800, 630) : index === 8 ? box(0, 200, 400, 260) : box(72 + seed * 3, 180 + seed * 9, 1128 - seed * 20, 300 + seed * 17);
      return { drawnBox, pixels: drawn(background, drawnBox.left, drawnBox.top, drawnBox.right, drawnBox.bottom, seed) };
    });

  it('encodes the bands of cards asked for together in one image each BATCH, every card the same bytes as its whole encode', async () => {
    const encoder = await createCardEncoder(base, W, H);
    const cards = manyAtOnce(base);
    const files = await Promise.all(cards.map(({ pixels, drawnBox }) => encoder.encodeRows(pixels, 0, drawnBox)));
    for (const [index, file] of files.entries()) expect(file.equals(await whole(cards[index]!.pixels)), `card ${index}`).toBe(true);
    expect(encoder.counts).toEqual({ spliced: 11, whole: 1, batched: 10 });
    expect(BATCH).toBeGreaterThan(1);
  });

  it('encodes each card whole when a background the colour of the separators hides where one band ends', async () => {
    const flat = Buffer.alloc(W * H * 3);
    for (let at = 0; at < flat.length; at += 3) flat.set(SEPARATOR, at);
    const encoder = await createCardEncoder(flat, W, H);
    const cards = manyAtOnce(flat);
    const files = await Promise.all(cards.map(({ pixels, drawnBox }) => encoder.encodeRows(pixels, 0, drawnBox)));
    for (const [index, file] of files.entries()) expect(file.equals(await whole(cards[index]!.pixels)), `card ${index}`).toBe(true);
    expect(encoder.counts.batched).toBe(0);
  });
});
