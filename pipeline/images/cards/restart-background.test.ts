import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { JPEG } from './card-encoder.ts';
import { encodeBackgroundJpeg, quantTable } from './jpeg-background.ts';
import { restartBackground } from './restart-background.ts';

const [W, H] = [200, 72];
const raw = { raw: { width: W, height: H, channels: 3 as const } };
/** Decodes a JPEG, failing on anything libjpeg warns about (a corrupt scan, a restart marker out of order). */
const decode = (jpeg: Uint8Array) => sharp(jpeg, { failOn: 'warning' }).raw().toBuffer();

/** A background with a gradient, a stripe and noise: blocks of every kind, and bytes of 0xFF in the scan. */
function pixels(): Buffer {
  const out = Buffer.alloc(W * H * 3);
  let state = 3;
  for (let i = 0; i < W * H; i += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const [x, y] = [i % W, Math.floor(i / W)];
    out.set([(x * 255) / W, y % 16 < 3 ? 250 : 40, state & 0x3f], i * 3);
  }
  return out;
}

/** Peak signal-to-noise ratio of two RGB images, in dB. */
function psnr(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i]! - b[i]!) ** 2;
  return 10 * Math.log10((255 * 255) / (sum / a.length));
}

/** The tables of a JPEG file's DQT segments, as stored (zig-zag). */
function storedQuantTables(file: Buffer): number[][] {
  const tables: number[][] = [];
  for (let at = 2; file[at] === 0xff && file[at + 1] !== 0xda; at += 2 + file.readUInt16BE(at + 2)) {
    if (file[at + 1] === 0xdb) for (let p = at + 4; p < at + 2 + file.readUInt16BE(at + 2); p += 65) tables[file[p]! & 15] = [...file.subarray(p + 1, p + 65)];
  }
  return tables;
}

describe('the background, encoded here and coded with a restart after every MCU', () => {
  it('has libjpeg\'s quantization tables at the cards\' quality', async () => {
    const libjpeg = storedQuantTables(await sharp(pixels(), raw).jpeg(JPEG).toBuffer());
    const ours = encodeBackgroundJpeg(pixels(), W, H, JPEG.quality).quant.map((table) => [...table]);
    expect(ours).toEqual(libjpeg);
    // And libjpeg's scaling elsewhere: quality 50 keeps the standard table, quality 100 makes every step 1.
    expect(quantTable([16, ...Array.from({ length: 63 }, () => 99)], 50)[0]).toBe(16);
    expect([...quantTable(Array.from({ length: 64 }, () => 99), 100)].every((step) => step === 1)).toBe(true);
  });

  it('decodes to the picture as closely as libjpeg\'s own file, and each MCU is a run of bytes ending in the next restart marker', async () => {
    const bg = encodeBackgroundJpeg(pixels(), W, H, JPEG.quality);
    const { file: restarted, mcuStart } = restartBackground(bg);
    const libjpeg = await decode(await sharp(pixels(), raw).jpeg(JPEG).toBuffer());
    const ours = await decode(restarted);
    expect(psnr(ours, pixels())).toBeGreaterThan(psnr(libjpeg, pixels()) - 0.5);
    expect(psnr(ours, libjpeg)).toBeGreaterThan(40);
    const mcus = bg.mcusPerRow * bg.mcuRows;
    expect(mcus).toBe(13 * 5);
    expect(mcuStart).toHaveLength(mcus + 1);
    // Each MCU but the last is followed by RST0…RST7 in turn; the last by the end of the image.
    for (let mcu = 0; mcu < mcus - 1; mcu += 1) expect([restarted[mcuStart[mcu + 1]! - 2], restarted[mcuStart[mcu + 1]! - 1]]).toEqual([0xff, 0xd0 + (mcu % 8)]);
    expect([...restarted.subarray(mcuStart[mcus]!)]).toEqual([0xff, 0xd9]);
    // The interval is declared once, before the scan: one MCU.
    const dri = Buffer.from(restarted).indexOf(Buffer.of(0xff, 0xdd, 0x00, 0x04, 0x00, 0x01));
    expect(dri).toBeGreaterThan(0);
    expect(dri).toBeLessThan(mcuStart[0]!);
  });

  it('codes a one-colour MCU as its DC alone, and pads the last row and column with the edge pixels', async () => {
    // 200 × 72 px: the last MCU column is 8 px wide and the last row 8 px high; the edge's colour fills them.
    const flat = Buffer.alloc(W * H * 3);
    for (let i = 0; i < W * H; i += 1) flat.set([11, 31, 42], i * 3);
    const bg = encodeBackgroundJpeg(flat, W, H, JPEG.quality);
    expect([...bg.ends].every((end) => end === 1)).toBe(true);
    const decoded = await decode(restartBackground(bg).file);
    expect(psnr(decoded, flat)).toBeGreaterThan(45);
  });
});
