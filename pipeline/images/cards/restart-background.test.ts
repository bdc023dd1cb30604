import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { JPEG } from './card-encoder.ts';
import { readBackgroundJpeg } from './jpeg-background.ts';
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

describe('the background coded with a restart after every MCU', () => {
  it('shows the same pixels as libjpeg\'s file, and each MCU is a run of bytes ending in the next restart marker', async () => {
    const file = await sharp(pixels(), raw).jpeg(JPEG).toBuffer();
    const bg = readBackgroundJpeg(file);
    const { file: restarted, mcuStart } = restartBackground(bg);
    expect((await decode(restarted)).equals(await decode(file))).toBe(true);
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
});
