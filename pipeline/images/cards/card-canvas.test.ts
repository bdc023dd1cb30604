import { describe, expect, it } from 'vitest';
import { addStamp, createCanvas, inkStamps, NO_STAMP, STAMPS, type Stamp } from './card-canvas.ts';

/** A stamp of `width` × `height` px with every pixel at `alpha`. */
const solid = (left: number, top: number, width: number, height: number, alpha = 255, plane = 0): Stamp => ({ plane, mask: new Uint8Array(width * height).fill(alpha), width, height, left, top });

describe('the card canvas', () => {
  const perRow = 1200 / 8;

  it('records which stamp alone covers each block, and which blocks several stamps or a cut stamp cover', () => {
    const canvas = createCanvas(1200, 160, 630, 2);
    addStamp(canvas, solid(10, 4, 20, 12)); // blocks x 1–3, y 0–1
    addStamp(canvas, solid(28, 4, 10, 4)); // blocks x 3–4, y 0: x 3 shared with the first
    addStamp(canvas, solid(-3, 40, 6, 6)); // cut by the left edge
    addStamp(canvas, solid(2000, 40, 6, 6)); // wholly outside: not kept
    expect(canvas.stamps.length).toBe(3);
    const owner = (bx: number, by: number) => canvas.owners[by * perRow + bx];
    expect([owner(1, 0), owner(2, 0), owner(1, 1), owner(3, 1)]).toEqual([1, 1, 1, 1]);
    expect(owner(3, 0)).toBe(STAMPS);
    expect(owner(4, 0)).toBe(2);
    expect(owner(0, 5)).toBe(STAMPS);
    expect([owner(0, 0), owner(5, 0), owner(2, 2)]).toEqual([NO_STAMP, NO_STAMP, NO_STAMP]);
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
