import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { addLayer, addStamp, inkStamps, markDrawn, type CardCanvas, type Stamp } from './card-canvas.ts';
import { createCardEncoder, JPEG, type Rgb } from './card-encoder.ts';

const W = 1200;
const H = 630;
const TOP = 160;
const INK: Rgb = [11, 31, 42];
const COLORS: Rgb[] = [
  [255, 255, 255],
  [226, 232, 240],
];

/** Plain ink on the left half (the fast path), a gradient with a stripe on the right (every block codes to more than a DC). */
function backgroundPixels(): Buffer {
  const pixels = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const at = (y * W + x) * 3;
      pixels.set(x < 608 ? INK : [11 + Math.round(((x - 608) / W) * 80), 31 + Math.round(((x + y) / (W + H)) * 60), 42 + (x % 7)], at);
    }
  }
  return pixels;
}

/** Pseudo-random coverage ("text" with hard and soft edges) in plane `p` over [left, right) × [top, bottom) of the card, marked as drawn. */
function scribble(canvas: CardCanvas, p: number, left: number, top: number, right: number, bottom: number, seed: number): void {
  let state = seed;
  const plane = canvas.planes[p]!;
  for (let y = top; y < bottom; y += 1) {
    for (let x = left; x < right; x += 1) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      if (state % 3 !== 0) continue;
      plane[(y - canvas.top) * W + x] = state % 2 === 0 ? 255 : (state >> 8) & 0xff;
    }
  }
  markDrawn(canvas, p, left, top - canvas.top, right, bottom - canvas.top);
}

/** A badge-like layer: an opaque rectangle with a half-transparent edge, premultiplied. */
function layer(left: number, top: number) {
  const [width, height] = [180, 40];
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    const alpha = i % width < 4 ? 128 : 255;
    pixels.set([Math.round((242 * alpha) / 255), Math.round((169 * alpha) / 255), 0, alpha], i * 4);
  }
  return { pixels, left, top, width, height };
}

/**
 * The oracle: what the canvas shows over the background, pixel by pixel in
 * RGB (each plane's colour blended by its coverage in order, then the
 * layers), computed here from the canvas before it is encoded.
 */
function expectedPixels(base: Buffer, canvas: CardCanvas): Buffer {
  const pixels = Buffer.from(base);
  for (let y = 0; y < canvas.rows; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const at = ((canvas.top + y) * W + x) * 3;
      canvas.planes.forEach((plane, p) => {
        const alpha = plane[y * W + x]! / 255;
        for (let c = 0; c < 3; c += 1) pixels[at + c] = Math.round(COLORS[p]![c]! * alpha + pixels[at + c]! * (1 - alpha));
      });
      for (const l of canvas.layers) {
        const [lx, ly] = [x - l.left, canvas.top + y - l.top];
        if (lx < 0 || ly < 0 || lx >= l.width || ly >= l.height) continue;
        const from = (ly * l.width + lx) * 4;
        for (let c = 0; c < 3; c += 1) pixels[at + c] = Math.round(l.pixels[from + c]! + (pixels[at + c]! * (255 - l.pixels[from + 3]!)) / 255);
      }
    }
  }
  return pixels;
}

const raw = { raw: { width: W, height: H, channels: 3 as const } };
/** Decodes a JPEG, failing on anything libjpeg warns about (a corrupt or short scan). */
const decode = (jpeg: Buffer) => sharp(jpeg, { failOn: 'warning' }).raw().toBuffer();
/** Peak signal-to-noise ratio of `a` against `b` (dB): higher is closer. */
function psnr(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i]! - b[i]!) ** 2;
  return 10 * Math.log10((255 * 255) / (sum / a.length));
}
const sameRows = (a: Buffer, b: Buffer, from: number, to: number) => a.subarray(from * W * 3, to * W * 3).equals(b.subarray(from * W * 3, to * W * 3));

describe('the card encoder (the MCUs a drawing touched coded over the background JPEG)', () => {
  const base = backgroundPixels();
  const encoder = createCardEncoder(base, W, H, { top: TOP, colors: COLORS });

  type Draw = (canvas: CardCanvas) => void;
  const cases: [string, Draw, 'coded' | 'whole'][] = [
    ['text on the plain ground', (c) => scribble(c, 0, 72, 190, 560, 330, 1), 'coded'],
    ['text over the gradient', (c) => scribble(c, 1, 640, 200, 1128, 300, 2), 'coded'],
    ['two colours and a layer in one MCU row', (c) => (scribble(c, 0, 72, 190, 700, 230, 3), scribble(c, 1, 100, 236, 900, 262, 4), addLayer(c, layer(300, 250))), 'coded'],
    ['drawing in the first and the last MCU column', (c) => scribble(c, 0, 0, 300, 1200, 340, 5), 'coded'],
    ['drawing in the last, partial MCU row', (c) => scribble(c, 1, 40, 603, 900, 630, 6), 'whole'],
  ];

  it.each(cases)('shows the drawing as well as libjpeg encoding the whole card does: %s', async (_, draw, way) => {
    const { canvas, counts } = await encoder;
    const before = { ...counts };
    draw(canvas);
    const expected = expectedPixels(base, canvas);
    const card = await (await encoder).encode();
    expect(counts[way]).toBe(before[way] + 1);
    expect(await sharp(card).metadata()).toMatchObject({ format: 'jpeg', width: W, height: H, chromaSubsampling: '4:2:0' });
    // The background as a card with nothing drawn is (this encoder's), or as libjpeg encodes it (a card sharp encodes whole).
    const background = way === 'coded' ? (await createCardEncoder(base, W, H, { top: TOP, colors: COLORS })).encode() : sharp(base, raw).jpeg(JPEG).toBuffer();
    const [ours, libjpeg, backdrop] = await Promise.all([decode(card), sharp(expected, raw).jpeg(JPEG).toBuffer().then(decode), background.then(decode)]);
    // Within half a decibel of libjpeg's own encode of the same pixels.
    expect(psnr(ours, expected)).toBeGreaterThan(psnr(libjpeg, expected) - 0.5);
    // Rows above the canvas are the background's, bit for bit.
    expect(sameRows(ours, backdrop, 0, TOP)).toBe(true);
  });

  it('clears the canvas: a card drawn after others is the same file as drawn first, and an empty one is the background', async () => {
    const fresh = await createCardEncoder(base, W, H, { top: TOP, colors: COLORS });
    const { canvas } = fresh;
    const background = await fresh.encode();
    // The background as encoded here (jpeg-background.ts): as close to the picture as libjpeg's own file.
    expect(psnr(await decode(background), base)).toBeGreaterThan(psnr(await decode(await sharp(base, raw).jpeg(JPEG).toBuffer()), base) - 0.5);
    const first: Buffer[] = [];
    for (let seed = 10; seed < 14; seed += 1) {
      scribble(canvas, seed % 2, 72 + seed, 180 + seed * 7, 1100 - seed, 260 + seed * 9, seed);
      first.push(await fresh.encode());
    }
    // The same four again, in another order, after cards that drew elsewhere: each the same bytes.
    scribble(canvas, 0, 72, 400, 1100, 520, 99);
    await fresh.encode();
    for (const seed of [13, 11, 10, 12]) {
      scribble(canvas, seed % 2, 72 + seed, 180 + seed * 7, 1100 - seed, 260 + seed * 9, seed);
      expect((await fresh.encode()).equals(first[seed - 10]!)).toBe(true);
    }
    expect(canvas.planes.every((plane) => plane.every((alpha) => alpha === 0))).toBe(true);
    expect(canvas.touched.every((bits) => bits === 0)).toBe(true);
    expect((await fresh.encode()).equals(background)).toBe(true);
  });

  it('codes many cards with the same glyph pieces as well as the first', async () => {
    const { canvas } = await encoder;
    // Eight cards whose coverage repeats the same 8×8 patterns at new places: later cards come from the pattern table.
    const tile = new Uint8Array(64 * 40).map((_, i) => ((i * 37) % 11 < 4 ? 255 : (i * 13) % 256));
    for (let n = 0; n < 8; n += 1) {
      for (let y = 0; y < 40; y += 1) canvas.planes[n % 2]!.set(tile.subarray(y * 64, y * 64 + 64), (200 + n * 8 - TOP + y) * W + 96 + n * 64);
      markDrawn(canvas, n % 2, 96 + n * 64, 200 + n * 8 - TOP, 160 + n * 64, 240 + n * 8 - TOP);
      const expected = expectedPixels(base, canvas);
      const card = await (await encoder).encode();
      const libjpeg = await decode(await sharp(expected, raw).jpeg(JPEG).toBuffer());
      expect(psnr(await decode(card), expected)).toBeGreaterThan(psnr(libjpeg, expected) - 0.5);
    }
  });

  it('codes stamps (glyphs kept as placed) to the same bytes as their pixels drawn into the planes', async () => {
    // Glyph-like masks: soft-edged blobs, some overlapping their neighbours.
    const masks = [0, 1, 2, 3, 4].map((n) => {
      const [width, height] = [14 + n * 7, 20 + n * 5];
      const mask = new Uint8Array(width * height);
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) mask[y * width + x] = (x * 7 + y * 3 + n) % 5 === 0 ? 0 : Math.min(255, ((x + 1) * (y + 1) * (n + 3)) % 300);
      }
      return { mask, width, height };
    });
    /** A line of stamps from `left` on, plane 0; the paragraph's plane for every fourth; one cut by the left edge. */
    const line = (left: number, top: number): Stamp[] => [
      { plane: 0, ...masks[0]!, left: -5, top },
      ...Array.from({ length: 24 }, (_, i) => ({ plane: i % 4 === 3 ? 1 : 0, ...masks[i % 5]!, left: left + i * 37 + (i % 3), top: top + (i % 2) * 3 })),
    ];
    const cards = [line(40, 200 - TOP), line(43, 205 - TOP), line(40, 200 - TOP), [...line(45, 300 - TOP), ...line(41, 330 - TOP)]];
    const stamped = await createCardEncoder(base, W, H, { top: TOP, colors: COLORS });
    const drawn = await createCardEncoder(base, W, H, { top: TOP, colors: COLORS });
    for (const stamps of cards) {
      for (const stamp of stamps) addStamp(stamped.canvas, stamp);
      // The oracle's canvas: the same stamps drawn as pixels, then forgotten, so every block is read from the planes.
      for (const stamp of stamps) addStamp(drawn.canvas, stamp);
      inkStamps(drawn.canvas);
      drawn.canvas.stamps.length = 0;
      drawn.canvas.covers.fill(0);
      drawn.canvas.drawn = true;
      const [ours, expected] = [await stamped.encode(), await drawn.encode()];
      expect(ours.equals(expected)).toBe(true);
    }
  });
});
