import { quantizerScales, roundHalfUp, tileCoefficients, ZIGZAG } from './block-dct.ts';
import { tileLevels } from './compose.ts';
import { MCU } from './card-canvas.ts';
import { blue, luma, red } from './ycbcr.ts';

/**
 * The card background as a baseline JPEG, made here once per build: its
 * headers, the standard tables and every block's quantized coefficients,
 * which restart-background.ts codes with a restart marker after each MCU
 * and card-encoder.ts codes the cards' MCUs against. libjpeg (through
 * sharp) made it before, and the card thread read its file back; made
 * here, the thread loads no sharp at all (about 30 ms of CPU), and the
 * background's 3,000 MCUs cost a transform only where they are not one
 * colour (about 300: the logo, the brand, the address, the rule).
 *
 * The settings are libjpeg's for `quality` with plain Huffman coding: its
 * scaled standard quantization tables and the standard Huffman tables
 * (JPEG, Annex K), 4:2:0, the float DCT of block-dct.ts, edge pixels
 * repeated to fill the last MCU row and column, as libjpeg pads them.
 */

/** A Huffman table for writing: the code and its length for each symbol. */
export interface HuffmanCodes {
  code: Int32Array;
  size: Uint8Array;
}

export interface BackgroundJpeg {
  /** The file's bytes up to the scan: SOI, the tables, the frame and the scan's header. */
  file: Uint8Array;
  width: number;
  height: number;
  mcusPerRow: number;
  mcuRows: number;
  /** Quantization tables in zig-zag order: luma, chroma. */
  quant: [Uint8Array, Uint8Array];
  /** Writing tables: DC and AC for luma, DC and AC for chroma. */
  dcLuma: HuffmanCodes;
  acLuma: HuffmanCodes;
  dcChroma: HuffmanCodes;
  acChroma: HuffmanCodes;
  /** Quantized coefficients, zig-zag order, 6 blocks per MCU (Y top left, top right, bottom left, bottom right, Cb, Cr), 64 each. */
  coefficients: Int16Array;
  /** Per block: one past its last non-zero coefficient (1 when only the DC is set or none is). */
  ends: Uint8Array;
  /** Per MCU: its colour (0xRRGGBB) when it is one colour throughout (the padding past the image included), else -1. */
  colours: Int32Array;
  /** Where the start-of-scan marker is in `file`, and where the scan's data would start (its end). */
  scanHeader: number;
  scanStart: number;
}

/** The standard quantization tables (Annex K.1), natural order: luma, chroma. */
const LUMA_QUANT = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24,
  35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
const CHROMA_QUANT = [
  17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99, 47, 66, 99, 99, 99, 99, 99, 99, ...Array.from({ length: 32 }, () => 99),
];

/** The standard Huffman tables (Annex K.3): how many codes of each length 1–16, then the symbols in code order. */
const AC_LUMA_SYMBOLS = [
  1, 2, 3, 0, 4, 17, 5, 18, 33, 49, 65, 6, 19, 81, 97, 7, 34, 113, 20, 50, 129, 145, 161, 8, 35, 66, 177, 193, 21, 82, 209, 240, 36, 51, 98, 114, 130, 9, 10, 22, 23, 24,
  25, 26, 37, 38, 39, 40, 41, 42, 52, 53, 54, 55, 56, 57, 58, 67, 68, 69, 70, 71, 72, 73, 74, 83, 84, 85, 86, 87, 88, 89, 90, 99, 100, 101, 102, 103, 104, 105, 106, 115,
  116, 117, 118, 119, 120, 121, 122, 131, 132, 133, 134, 135, 136, 137, 138, 146, 147, 148, 149, 150, 151, 152, 153, 154, 162, 163, 164, 165, 166, 167, 168, 169, 170,
  178, 179, 180, 181, 182, 183, 184, 185, 186, 194, 195, 196, 197, 198, 199, 200, 201, 202, 210, 211, 212, 213, 214, 215, 216, 217, 218, 225, 226, 227, 228, 229, 230,
  231, 232, 233, 234, 241, 242, 243, 244, 245, 246, 247, 248, 249, 250,
];
const AC_CHROMA_SYMBOLS = [
  0, 1, 2, 3, 17, 4, 5, 33, 49, 6, 18, 65, 81, 7, 97, 113, 19, 34, 50, 129, 8, 20, 66, 145, 161, 177, 193, 9, 35, 51, 82, 240, 21, 98, 114, 209, 10, 22, 36, 52, 225, 37,
  241, 23, 24, 25, 26, 38, 39, 40, 41, 42, 53, 54, 55, 56, 57, 58, 67, 68, 69, 70, 71, 72, 73, 74, 83, 84, 85, 86, 87, 88, 89, 90, 99, 100, 101, 102, 103, 104, 105, 106,
  115, 116, 117, 118, 119, 120, 121, 122, 130, 131, 132, 133, 134, 135, 136, 137, 138, 146, 147, 148, 149, 150, 151, 152, 153, 154, 162, 163, 164, 165, 166, 167, 168,
  169, 170, 178, 179, 180, 181, 182, 183, 184, 185, 186, 194, 195, 196, 197, 198, 199, 200, 201, 202, 210, 211, 212, 213, 214, 215, 216, 217, 218, 226, 227, 228, 229,
  230, 231, 232, 233, 234, 242, 243, 244, 245, 246, 247, 248, 249, 250,
];
const DC_SYMBOLS = Array.from({ length: 12 }, (_, i) => i);
const HUFFMAN = {
  dcLuma: { id: 0x00, counts: [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0], symbols: DC_SYMBOLS },
  acLuma: { id: 0x10, counts: [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 125], symbols: AC_LUMA_SYMBOLS },
  dcChroma: { id: 0x01, counts: [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0], symbols: DC_SYMBOLS },
  acChroma: { id: 0x11, counts: [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 119], symbols: AC_CHROMA_SYMBOLS },
};

/** A table's codes from its counts per length and symbols (Annex C). */
function codes(counts: readonly number[], symbols: readonly number[]): HuffmanCodes {
  const code = new Int32Array(256);
  const size = new Uint8Array(256);
  let next = 0;
  let k = 0;
  for (let length = 1; length <= 16; length += 1) {
    for (let n = 0; n < counts[length - 1]!; n += 1, k += 1) {
      code[symbols[k]!] = next++;
      size[symbols[k]!] = length;
    }
    next <<= 1;
  }
  return { code, size };
}

/** A standard table scaled for `quality` as libjpeg scales it (jpeg_quality_scaling, limited to 255 for baseline), in zig-zag order. */
export function quantTable(natural: readonly number[], quality: number): Uint8Array {
  const scale = quality < 50 ? Math.floor(5000 / quality) : 200 - quality * 2;
  return Uint8Array.from(ZIGZAG, (at) => Math.min(255, Math.max(1, Math.floor((natural[at]! * scale + 50) / 100))));
}

/** The headers up to the scan: SOI, a DQT and a DHT per table (as libjpeg writes them), SOF0 (Y 2×2, Cb and Cr 1×1), SOS. */
function headers(width: number, height: number, quant: [Uint8Array, Uint8Array]) {
  const segment = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 255, ...body];
  const bytes = [0xff, 0xd8];
  quant.forEach((table, id) => bytes.push(...segment(0xdb, [id, ...table])));
  bytes.push(...segment(0xc0, [8, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]));
  for (const table of Object.values(HUFFMAN)) bytes.push(...segment(0xc4, [table.id, ...table.counts, ...table.symbols]));
  const scanHeader = bytes.length;
  bytes.push(...segment(0xda, [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0]));
  return { file: Uint8Array.from(bytes), scanHeader, scanStart: bytes.length };
}

/**
 * Each MCU's colour when it is one colour throughout (0xRRGGBB), else -1:
 * the pixels compared four bytes at a time where the MCU lies wholly in the
 * image (a row of 16 pixels is 12 words, one colour repeating every three),
 * one by one at the edges (padded with the edge pixels, as the encoder pads).
 */
export function mcuColours(base: Uint8Array, width: number, height: number): Int32Array {
  const [perRow, rows] = [Math.ceil(width / MCU), Math.ceil(height / MCU)];
  const colours = new Int32Array(perRow * rows);
  const pixel = (x: number, y: number) => (Math.min(y, height - 1) * width + Math.min(x, width - 1)) * 3;
  const aligned = base.byteOffset % 4 === 0 && (width * 3) % 4 === 0;
  const words = aligned ? new Uint32Array(base.buffer, base.byteOffset, base.length >> 2) : undefined;
  const wordsPerRow = (width * 3) >> 2;
  for (let mcu = 0; mcu < colours.length; mcu += 1) {
    const x0 = (mcu % perRow) * MCU;
    const y0 = Math.floor(mcu / perRow) * MCU;
    const at = pixel(x0, y0);
    const r = base[at]!;
    const g = base[at + 1]!;
    const b = base[at + 2]!;
    let one = true;
    if (words && x0 + MCU <= width && y0 + MCU <= height) {
      // The first four pixels (three words) one colour, then every row's twelve words those three repeated.
      for (let i = 3; i < 12 && one; i += 3) one = base[at + i] === r && base[at + i + 1] === g && base[at + i + 2] === b;
      const first = at >> 2;
      const w0 = words[first]!;
      const w1 = words[first + 1]!;
      const w2 = words[first + 2]!;
      for (let y = 0, row = first; y < MCU && one; y += 1, row += wordsPerRow) {
        for (let k = 0; k < 12; k += 3) {
          if (words[row + k] !== w0 || words[row + k + 1] !== w1 || words[row + k + 2] !== w2) {
            one = false;
            break;
          }
        }
      }
    } else {
      for (let y = 0; y < MCU && one; y += 1) {
        for (let x = 0; x < MCU; x += 1) {
          const p = pixel(x0 + x, y0 + y);
          if (base[p] !== r || base[p + 1] !== g || base[p + 2] !== b) {
            one = false;
            break;
          }
        }
      }
    }
    colours[mcu] = one ? (r << 16) | (g << 8) | b : -1;
  }
  return colours;
}

/** Encodes `base` (raw RGB, `width` × `height`) at `quality`: see the module's comment. */
export function encodeBackgroundJpeg(base: Uint8Array, width: number, height: number, quality: number): BackgroundJpeg {
  const quant: [Uint8Array, Uint8Array] = [quantTable(LUMA_QUANT, quality), quantTable(CHROMA_QUANT, quality)];
  const scales = [quantizerScales(quant[0]), quantizerScales(quant[1])];
  const mcusPerRow = Math.ceil(width / MCU);
  const mcuRows = Math.ceil(height / MCU);
  const colours = mcuColours(base, width, height);
  const coefficients = new Int16Array(mcusPerRow * mcuRows * 6 * 64);
  const ends = new Uint8Array(mcusPerRow * mcuRows * 6).fill(1);
  // An MCU's pixels (edge pixels repeated past the image), and as Y, Cb and Cr less 128 (16×16 each).
  const rgb = new Int32Array(3 * 256);
  const tile = new Float64Array(3 * 256);
  let plainColour = -1;
  const plainDc = new Int32Array(3);
  for (let mcu = 0; mcu < colours.length; mcu += 1) {
    const colour = colours[mcu]!;
    if (colour !== -1) {
      // One colour: each block's DCT is its DC alone, 64 times the level (exactly so in the float DCT); most such MCUs
      // are the ground's colour, so the last colour's DCs are kept.
      if (colour !== plainColour) {
        const r = colour >> 16;
        const g = (colour >> 8) & 255;
        const b = colour & 255;
        plainColour = colour;
        plainDc[0] = roundHalfUp((luma(r, g, b) - 128) * 64 * scales[0]![0]!);
        plainDc[1] = roundHalfUp((blue(r, g, b) - 128) * 64 * scales[1]![0]!);
        plainDc[2] = roundHalfUp((red(r, g, b) - 128) * 64 * scales[1]![0]!);
      }
      for (let block = 0; block < 6; block += 1) coefficients[(mcu * 6 + block) * 64] = plainDc[block < 4 ? 0 : block - 3]!;
      continue;
    }
    const x0 = (mcu % mcusPerRow) * MCU;
    const y0 = Math.floor(mcu / mcusPerRow) * MCU;
    for (let y = 0, o = 0; y < MCU; y += 1) {
      for (let x = 0; x < MCU; x += 1, o += 3) {
        const at = (Math.min(y0 + y, height - 1) * width + Math.min(x0 + x, width - 1)) * 3;
        rgb[o] = base[at]!;
        rgb[o + 1] = base[at + 1]!;
        rgb[o + 2] = base[at + 2]!;
      }
    }
    tileLevels(rgb, tile);
    tileCoefficients(tile, scales[0]!, scales[1]!, coefficients, mcu * 6 * 64, ends, mcu * 6);
  }
  return {
    ...headers(width, height, quant),
    width,
    height,
    mcusPerRow,
    mcuRows,
    quant,
    dcLuma: codes(HUFFMAN.dcLuma.counts, HUFFMAN.dcLuma.symbols),
    acLuma: codes(HUFFMAN.acLuma.counts, HUFFMAN.acLuma.symbols),
    dcChroma: codes(HUFFMAN.dcChroma.counts, HUFFMAN.dcChroma.symbols),
    acChroma: codes(HUFFMAN.acChroma.counts, HUFFMAN.acChroma.symbols),
    coefficients,
    ends,
    colours,
  };
}
