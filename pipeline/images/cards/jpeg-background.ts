/**
 * The card background's JPEG, read once per build: its tables and every
 * block's quantized coefficients, which card-encoder.ts codes again with a
 * restart marker after each MCU (restart-background.ts).
 *
 * Only what libjpeg writes for the cards is read: baseline, one scan,
 * Y at 2×2 with Cb and Cr at 1×1 (4:2:0), no restart markers.
 */

/** A Huffman table for writing: the code and its length for each symbol. */
export interface HuffmanCodes {
  code: Int32Array;
  size: Uint8Array;
}

interface HuffmanDecoder {
  maxcode: Int32Array;
  valptr: Int32Array;
  mincode: Int32Array;
  values: Uint8Array;
}

export interface BackgroundJpeg {
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
  /** Where the start-of-scan marker is in the file, and where the scan's data starts. */
  scanHeader: number;
  scanStart: number;
}

const word = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;

function codes(counts: Uint8Array, values: Uint8Array): HuffmanCodes {
  const code = new Int32Array(256);
  const size = new Uint8Array(256);
  let next = 0;
  let k = 0;
  for (let length = 1; length <= 16; length += 1) {
    for (let n = 0; n < counts[length - 1]!; n += 1, k += 1) {
      code[values[k]!] = next++;
      size[values[k]!] = length;
    }
    next <<= 1;
  }
  return { code, size };
}

function decoder(counts: Uint8Array, values: Uint8Array): HuffmanDecoder {
  const maxcode = new Int32Array(18).fill(-1);
  const valptr = new Int32Array(17);
  const mincode = new Int32Array(17);
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length += 1) {
    const n = counts[length - 1]!;
    if (n > 0) {
      valptr[length] = k;
      mincode[length] = code;
      code += n;
      k += n;
      maxcode[length] = code - 1;
    }
    code <<= 1;
  }
  return { maxcode, valptr, mincode, values };
}

/** Reads the background file libjpeg wrote; throws on any other kind of JPEG. */
export function readBackgroundJpeg(file: Uint8Array): BackgroundJpeg {
  if (word(file, 0) !== 0xffd8) throw new Error('not a JPEG');
  const quant: Uint8Array[] = [];
  const tables = new Map<number, { counts: Uint8Array; values: Uint8Array }>();
  let sampling: { id: number; h: number; v: number; q: number }[] = [];
  let width = 0;
  let height = 0;
  for (let at = 2; ; ) {
    const marker = word(file, at);
    const length = word(file, at + 2);
    const body = file.subarray(at + 4, at + 2 + length);
    const markerAt = at;
    at += 2 + length;
    if (marker === 0xffdd) throw new Error('restart intervals are not expected');
    if (marker === 0xffdb) {
      for (let p = 0; p < body.length; p += 65) {
        if (body[p]! >> 4 !== 0) throw new Error('8-bit quantization tables expected');
        quant[body[p]! & 15] = body.slice(p + 1, p + 65);
      }
    } else if (marker === 0xffc4) {
      for (let p = 0; p < body.length; ) {
        const counts = body.subarray(p + 1, p + 17);
        const total = counts.reduce((sum, n) => sum + n, 0);
        tables.set(body[p]!, { counts, values: body.subarray(p + 17, p + 17 + total) });
        p += 17 + total;
      }
    } else if (marker >= 0xffc1 && marker <= 0xffcf && marker !== 0xffc4 && marker !== 0xffc8 && marker !== 0xffcc) {
      throw new Error('only baseline JPEG is read');
    } else if (marker === 0xffc0) {
      height = word(body, 1);
      width = word(body, 3);
      sampling = Array.from({ length: body[5]! }, (_, i) => ({ id: body[6 + i * 3]!, h: body[7 + i * 3]! >> 4, v: body[7 + i * 3]! & 15, q: body[8 + i * 3]! }));
    } else if (marker === 0xffda) {
      const layout = sampling.map((c) => `${c.h}${c.v}`).join(',');
      if (layout !== '22,11,11' || body[0] !== 3) throw new Error(`4:2:0 JPEG expected, not ${layout}`);
      const selectors = [0, 1, 2].map((i) => body[2 + i * 2]!);
      const table = (key: number) => {
        const found = tables.get(key);
        if (!found) throw new Error('missing Huffman table');
        return found;
      };
      if (selectors[1] !== selectors[2] || sampling[1]!.q !== sampling[2]!.q) throw new Error('Cb and Cr must share their tables');
      const [lumaDc, lumaAc, chromaDc, chromaAc] = [table(selectors[0]! >> 4), table(0x10 | (selectors[0]! & 15)), table(selectors[1]! >> 4), table(0x10 | (selectors[1]! & 15))];
      const mcusPerRow = Math.ceil(width / 16);
      const mcuRows = Math.ceil(height / 16);
      const bits = unstuff(file.subarray(at));
      const decoded = decodeScan(bits, mcusPerRow * mcuRows, [lumaDc, lumaAc, chromaDc, chromaAc].map((t) => decoder(t.counts, t.values)) as Decoders);
      return {
        file,
        width,
        height,
        mcusPerRow,
        mcuRows,
        quant: [quant[sampling[0]!.q]!, quant[sampling[1]!.q]!],
        dcLuma: codes(lumaDc.counts, lumaDc.values),
        acLuma: codes(lumaAc.counts, lumaAc.values),
        dcChroma: codes(chromaDc.counts, chromaDc.values),
        acChroma: codes(chromaAc.counts, chromaAc.values),
        ...decoded,
        scanHeader: markerAt,
        scanStart: at,
      };
    }
  }
}

/** The scan's bytes without the 0x00 after each 0xFF, up to the first marker (EOI). */
function unstuff(data: Uint8Array): Uint8Array {
  const out = new Uint8Array(data.length);
  let n = 0;
  for (let from = 0; ; ) {
    const ff = data.indexOf(0xff, from);
    const end = ff === -1 ? data.length : ff;
    out.set(data.subarray(from, end), n);
    n += end - from;
    if (ff === -1 || data[ff + 1] !== 0x00) break;
    out[n++] = 0xff;
    from = ff + 2;
  }
  return out.subarray(0, n);
}

type Decoders = [lumaDc: HuffmanDecoder, lumaAc: HuffmanDecoder, chromaDc: HuffmanDecoder, chromaAc: HuffmanDecoder];

function decodeScan(bits: Uint8Array, mcus: number, [lumaDc, lumaAc, chromaDc, chromaAc]: Decoders) {
  const coefficients = new Int16Array(mcus * 6 * 64);
  const ends = new Uint8Array(mcus * 6);
  let pos = 0;
  const bit = () => {
    const value = (bits[pos >> 3]! >> (7 - (pos & 7))) & 1;
    pos += 1;
    return value;
  };
  const receive = (count: number) => {
    let value = 0;
    for (let i = 0; i < count; i += 1) value = (value << 1) | bit();
    // A value whose first bit is 0 is negative (JPEG's "extend").
    return count > 0 && value < 1 << (count - 1) ? value - (1 << count) + 1 : value;
  };
  const symbol = (table: HuffmanDecoder) => {
    let code = 0;
    for (let length = 1; length <= 16; length += 1) {
      code = (code << 1) | bit();
      if (code <= table.maxcode[length]!) return table.values[table.valptr[length]! + code - table.mincode[length]!]!;
    }
    throw new Error('bad Huffman code in the background JPEG');
  };
  const previous = new Int32Array(3);
  for (let mcu = 0; mcu < mcus; mcu += 1) {
    for (let block = 0; block < 6; block += 1) {
      const component = block < 4 ? 0 : block - 3;
      const [dc, ac] = component === 0 ? [lumaDc, lumaAc] : [chromaDc, chromaAc];
      const at = (mcu * 6 + block) * 64;
      previous[component]! += receive(symbol(dc));
      coefficients[at] = previous[component]!;
      let end = 1;
      for (let k = 1; k < 64; ) {
        const rs = symbol(ac);
        const run = rs >> 4;
        const size = rs & 15;
        if (size === 0) {
          if (run !== 15) break;
          k += 16;
          continue;
        }
        k += run;
        coefficients[at + k] = receive(size);
        k += 1;
        end = k;
      }
      ends[mcu * 6 + block] = end;
    }
  }
  return { coefficients, ends };
}
