import { describe, expect, it } from 'vitest';
import { addStamp, COVER, createCanvas, inkStamps, MANY, type Stamp } from './card-canvas.ts';

/** A stamp of `width` × `height` px with every pixel at `alpha`. */
const solid = (left: number, top: number, width: number, height: number, alpha = 255, plane = 0): Stamp => ({ plane, mask: new Uint8Array(width * height).fill(alpha), width, height, left, top });

describe('the card canvas', () => {
  const perRow = 1200 / 8;

  it('records the stamps that cover each block, in order, and the blocks too many stamps or a cut stamp cover', () => {
    const canvas = createCanvas(1200, 160, 630, 2);
    addStamp(canvas, solid(10, 4, 20, 12)); // blocks x 1–3, y 0–1
    addStamp(canvas, solid(28, 4, 10, 4)); // blocks x 3–4, y 0: x 3 shared with the first
    addStamp(canvas, solid(-3, 40, 6, 6)); // cut by the left edge
    addStamp(canvas, solid(2000, 40, 6, 6)); // wholly outside: not kept
    for (let n = 0; n < 5; n += 1) addStamp(canvas, solid(97 + n, 100, 2, 2)); // five over block (12, 12)
    expect(canvas.stamps.length).toBe(8);
    const stampsOver = (bx: number, by: number) => {
      const at = by * perRow + bx;
      const count = canvas.covers[at]!;
      return count === MANY ? 'many' : [...canvas.cover.subarray(at * COVER, at * COVER + count)];
    };
    expect([stampsOver(1, 0), stampsOver(2, 0), stampsOver(1, 1), stampsOver(3, 1)]).toEqual([[0], [0], [0], [0]]);
    expect(stampsOver(3, 0)).toEqual([0, 1]);
    expect(stampsOver(4, 0)).toEqual([1]);
    expect(stampsOver(0, 5)).toBe('many');
    expect(stampsOver(12, 12)).toBe('many');
    expect([stampsOver(0, 0), stampsOver(5, 0), stampsOver(2, 2)]).toEqual([[], [], []]);
    // MCUs (16 px) the stamps meet carry plane 0's bit.
    expect([canvas.touched[0], canvas.touched[1], canvas.touched[2], canvas.touched[3]]).toEqual([1, 1, 1, 0]);
    expect(canvas.touched[2 * 75]).toBe(1);
  });

  it('draws the stamps as coverage in order, all of them or only the blocks asked for', () => {
    const canvas = createCanvas(1200, 0, 64, 1);
    addStamp(canvas, solid(4, 4, 12, 4, 128));
    addStamp(canvas, solid(8, 4, 12, 4, 128));
    inkStamps(canvas, (_, block) => block === 1);
    const plane = canvas.planes[0]!;
    // Only block 1 (x 8–15): where both stamps lie, 128 over 128 is 128 + 127 × 128 / 255, rounded.
    expect([plane[4 * 1200 + 4], plane[4 * 1200 + 8], plane[4 * 1200 + 16]]).toEqual([0, 192, 0]);
    plane.fill(0);
    inkStamps(canvas);
    expect([plane[4 * 1200 + 4], plane[4 * 1200 + 8], plane[4 * 1200 + 19], plane[3 * 1200 + 8]]).toEqual([128, 192, 128, 0]);
  });
});
