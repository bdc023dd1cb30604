import { scaledDct } from './block-dct.ts';
import { MCU } from './card-canvas.ts';
import { blue, luma, red } from './ycbcr.ts';

/**
 * The plain stretch of background the fast path codes over: the colour of
 * the most MCUs under the canvas that are one colour throughout (`colours`,
 * per MCU of the background, from jpeg-background.ts), and which MCUs are
 * that colour. The last row, partial, is left out. Undefined when no MCU is
 * of one colour.
 */
export function plainBackground(colours: Int32Array, height: number, firstRow: number, perRow: number) {
  const mcus = (Math.ceil(height / MCU) - firstRow) * perRow;
  const colourOf = new Int32Array(mcus).fill(-1);
  const votes = new Map<number, number>();
  for (let local = 0; local < mcus; local += 1) {
    if ((firstRow + Math.floor(local / perRow)) * MCU + MCU > height) continue;
    const colour = colours[firstRow * perRow + local]!;
    if (colour === -1) continue;
    colourOf[local] = colour;
    votes.set(colour, (votes.get(colour) ?? 0) + 1);
  }
  if (votes.size === 0) return undefined;
  const [colour] = [...votes].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  const mcusOfColour = Uint8Array.from(colourOf, (c) => (c === colour ? 1 : 0));
  return {
    rgb: [colour >> 16, (colour >> 8) & 255, colour & 255] as const,
    mcus: mcusOfColour,
    /** The first of those MCUs. */
    first: mcusOfColour.indexOf(1),
  };
}

/**
 * The background under the canvas, transformed MCU by MCU the first time
 * text is coded over it off the plain ground (most builds never need it):
 * each luma block's and the MCU's chroma scaled DCT (before rounding), and
 * their mean levels, which a text colour's difference is taken from.
 */
export function backgroundModel(base: Buffer, width: number, height: number, firstRow: number, perRow: number, lumaScales: Float64Array, chromaScales: Float64Array) {
  const mcus = (Math.ceil(height / MCU) - firstRow) * perRow;
  // Allocated on the first prepare(): about 4 MB that most builds never touch (text over the plain ground never asks).
  const empty = new Float32Array(0);
  const model = {
    luma: empty,
    blue: empty,
    red: empty,
    lumaMean: empty,
    blueMean: empty,
    redMean: empty,
    /** Makes MCU `local`'s entries (once). */
    prepare(local: number): void {
      if (made[local] === 1) return;
      if (model.luma.length === 0) {
        model.luma = new Float32Array(mcus * 4 * 64);
        model.blue = new Float32Array(mcus * 64);
        model.red = new Float32Array(mcus * 64);
        model.lumaMean = new Float32Array(mcus * 4);
        model.blueMean = new Float32Array(mcus);
        model.redMean = new Float32Array(mcus);
      }
      made[local] = 1;
      const x0 = (local % perRow) * MCU;
      const y0 = (firstRow + Math.floor(local / perRow)) * MCU;
      for (let b = 0; b < 4; b += 1) {
        let sum = 0;
        for (let i = 0; i < 64; i += 1) {
          const at = pixel(x0 + (b & 1) * 8 + (i & 7), y0 + (b >> 1) * 8 + (i >> 3));
          const value = luma(base[at]!, base[at + 1]!, base[at + 2]!);
          samples[i] = value - 128;
          sum += value;
        }
        model.lumaMean[local * 4 + b] = sum / 64;
        scaledDct(samples, lumaScales, out);
        model.luma.set(out, (local * 4 + b) * 64);
      }
      for (const [target, mean, convert] of [[model.blue, model.blueMean, blue], [model.red, model.redMean, red]] as const) {
        let sum = 0;
        for (let i = 0; i < 64; i += 1) {
          let value = 0;
          for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) {
            const at = pixel(x0 + (i & 7) * 2 + dx, y0 + (i >> 3) * 2 + dy);
            value += convert(base[at]!, base[at + 1]!, base[at + 2]!) / 4;
          }
          samples[i] = value - 128;
          sum += value;
        }
        mean[local] = sum / 64;
        scaledDct(samples, chromaScales, out);
        target.set(out, local * 64);
      }
    },
  };
  const made = new Uint8Array(mcus);
  const samples = new Float64Array(64);
  const out = new Float64Array(64);
  const pixel = (x: number, y: number) => (Math.min(y, height - 1) * width + x) * 3;
  return model;
}
