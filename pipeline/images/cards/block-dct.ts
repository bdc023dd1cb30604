/**
 * The arithmetic of one 8×8 JPEG block, as libjpeg's float path does it
 * (jfdctflt.c, jcdctmgr.c): the AAN forward DCT, whose output each
 * quantizer divisor rescales, and coefficients listed in zig-zag order.
 */

/** ZIGZAG[i] is the natural (row-major) index of the i-th coefficient in zig-zag order. */
export const ZIGZAG = Int32Array.of(
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28,
  35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
);

const AAN_SCALE = [1.0, 1.387039845, 1.306562965, 1.175875602, 1.0, 0.785694958, 0.5411961, 0.275899379];

/**
 * What each DCT output is multiplied by to give its quantized value, in
 * zig-zag order, for a quantization table given in zig-zag order (as a
 * DQT segment stores it).
 */
export function quantizerScales(table: ArrayLike<number>): Float64Array {
  const scales = new Float64Array(64);
  for (let i = 0; i < 64; i += 1) {
    const natural = ZIGZAG[i]!;
    scales[i] = 1 / (table[i]! * AAN_SCALE[natural >> 3]! * AAN_SCALE[natural & 7]! * 8);
  }
  return scales;
}

/** The AAN forward DCT of a block in natural order, in place (its outputs unscaled: see quantizerScales): each row, then each column. */
export function forwardDct(d: Float64Array): void {
  for (let r = 0; r < 64; r += 8) dct8(d, r, 1);
  for (let c = 0; c < 8; c += 1) dct8(d, c, 8);
}

/** One 8-point AAN DCT over d[at], d[at + step], … d[at + 7 × step], in place. */
function dct8(d: Float64Array, at: number, step: number): void {
  // Plain constants, not an array destructured: before V8 optimizes this (the background's few hundred transforms at the
  // card thread's start never get that far), each call made an array and its iterator, sixteen a block.
  const i0 = at;
  const i1 = at + step;
  const i2 = at + 2 * step;
  const i3 = at + 3 * step;
  const i4 = at + 4 * step;
  const i5 = at + 5 * step;
  const i6 = at + 6 * step;
  const i7 = at + 7 * step;
  const t0 = d[i0]! + d[i7]!;
  const t7 = d[i0]! - d[i7]!;
  const t1 = d[i1]! + d[i6]!;
  const t6 = d[i1]! - d[i6]!;
  const t2 = d[i2]! + d[i5]!;
  const t5 = d[i2]! - d[i5]!;
  const t3 = d[i3]! + d[i4]!;
  const t4 = d[i3]! - d[i4]!;
  const t10 = t0 + t3;
  const t13 = t0 - t3;
  const t11 = t1 + t2;
  const t12 = t1 - t2;
  d[i0] = t10 + t11;
  d[i4] = t10 - t11;
  const z1 = (t12 + t13) * 0.707106781;
  d[i2] = t13 + z1;
  d[i6] = t13 - z1;
  const u10 = t4 + t5;
  const u11 = t5 + t6;
  const u12 = t6 + t7;
  const z5 = (u10 - u12) * 0.382683433;
  const z2 = 0.5411961 * u10 + z5;
  const z4 = 1.306562965 * u12 + z5;
  const z3 = u11 * 0.707106781;
  const z11 = t7 + z3;
  const z13 = t7 - z3;
  d[i5] = z13 + z2;
  d[i3] = z13 - z2;
  d[i1] = z11 + z4;
  d[i7] = z11 - z4;
}

/** The block's DCT (natural order, from `samples`) times `scales`, in zig-zag order, into `out`: quantized values before rounding. */
export function scaledDct(samples: Float64Array, scales: Float64Array, out: Float32Array | Float64Array): void {
  forwardDct(samples);
  for (let i = 0; i < 64; i += 1) out[i] = samples[ZIGZAG[i]!]! * scales[i]!;
}

/** Rounds to the nearest integer as libjpeg's float quantizer does (halves up). */
export const roundHalfUp = (value: number): number => ((value + 16384.5) | 0) - 16384;

const tileSamples = new Float64Array(64);
const tileScaled = new Float64Array(64);

/**
 * A 4:2:0 MCU from its levels (`tile`: Y, Cb and Cr less 128, 16×16 each,
 * as compose.ts's tileLevels gives them): its four luma blocks and its two
 * chroma blocks (each sample the mean of a 2×2 square, as libjpeg's h2v2
 * downsampling) transformed, quantized with `lumaScales` and
 * `chromaScales` and rounded, in zig-zag order into
 * `coefficients[at..at + 384)`, and each block's end (one past its last
 * non-zero coefficient) into `ends[endAt..endAt + 6)`.
 */
export function tileCoefficients(tile: Float64Array, lumaScales: Float64Array, chromaScales: Float64Array, coefficients: Int16Array | Int32Array, at: number, ends: Uint8Array | Int32Array, endAt: number): void {
  for (let b = 0; b < 6; b += 1) {
    if (b < 4) {
      for (let i = 0; i < 64; i += 1) tileSamples[i] = tile[((b >> 1) * 8 + (i >> 3)) * 16 + (b & 1) * 8 + (i & 7)]!;
    } else {
      for (let i = 0; i < 64; i += 1) {
        const from = 256 * (b - 3) + (i >> 3) * 32 + (i & 7) * 2;
        tileSamples[i] = (tile[from]! + tile[from + 1]! + tile[from + 16]! + tile[from + 17]!) / 4;
      }
    }
    scaledDct(tileSamples, b < 4 ? lumaScales : chromaScales, tileScaled);
    let end = 1;
    for (let i = 0; i < 64; i += 1) {
      const value = roundHalfUp(tileScaled[i]!);
      coefficients[at + b * 64 + i] = value;
      if (value !== 0) end = i + 1;
    }
    ends[endAt + b] = end;
  }
}
