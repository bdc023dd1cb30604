/**
 * Baseline JPEG surgery for the cards: every card is the same background
 * with text drawn over a band of rows, so only that band is encoded per card
 * and spliced into the background's encoded bits. The result is the very
 * file a whole-image encode gives (cards.test.ts compares them byte for byte):
 *
 * - The scan is a run of Huffman-coded MCUs (16×16 px with 4:2:0 chroma) in
 *   raster order; each block's DC is coded as the difference to the previous
 *   block of its component. A band encoded alone starts from a DC of 0, so
 *   its first MCU is coded differently; every later MCU is coded the same as
 *   in the whole image, since its neighbours' pixels are the same.
 * - So: the background's bits up to the band and its first MCU (background
 *   pixels, checked), the band's bits from its second MCU to its end, then
 *   the background's bits from the first MCU after the band (whose
 *   predecessor, the band's last MCU, is background too, checked).
 * - Same quality, subsampling and standard Huffman tables (no optimised
 *   coding) on both sides, so the tables in the background's header hold.
 */

interface Huffman {
  maxcode: Int32Array;
  valptr: Int32Array;
  mincode: Int32Array;
  values: Uint8Array;
}

interface Component {
  h: number;
  v: number;
  dc: Huffman;
  ac: Huffman;
}

export interface ParsedJpeg {
  /** Everything before the scan's data: SOI, APPn, DQT, SOF0, DHT, SOS. */
  header: Uint8Array;
  width: number;
  height: number;
  components: Component[];
  /** The scan's data with stuffing removed (its last byte ends in padding ones). */
  bits: Uint8Array;
  mcusPerRow: number;
  mcuSize: number;
}

const marker = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;

function huffman(counts: Uint8Array, values: Uint8Array): Huffman {
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

/** Reads the markers of a baseline, non-restart JPEG as libjpeg writes it. Throws on anything else. */
export function parseJpeg(bytes: Uint8Array): ParsedJpeg {
  if (marker(bytes, 0) !== 0xffd8) throw new Error('not a JPEG');
  const tables = new Map<number, Huffman>();
  let sampling: { id: number; h: number; v: number }[] = [];
  let width = 0;
  let height = 0;
  let at = 2;
  for (;;) {
    const code = marker(bytes, at);
    const length = marker(bytes, at + 2);
    const body = bytes.subarray(at + 4, at + 2 + length);
    if (code === 0xffdd) throw new Error('restart intervals are not expected');
    if ((code >= 0xffc1 && code <= 0xffcf && code !== 0xffc4 && code !== 0xffc8 && code !== 0xffcc) || code === 0xffc0) {
      if (code !== 0xffc0) throw new Error('only baseline JPEG is spliced');
      height = marker(body, 1);
      width = marker(body, 3);
      sampling = Array.from({ length: body[5]! }, (_, i) => ({ id: body[6 + i * 3]!, h: body[7 + i * 3]! >> 4, v: body[7 + i * 3]! & 15 }));
    }
    if (code === 0xffc4) {
      for (let p = 0; p < body.length; ) {
        const counts = body.subarray(p + 1, p + 17);
        const total = counts.reduce((sum, n) => sum + n, 0);
        tables.set(body[p]!, huffman(counts, body.subarray(p + 17, p + 17 + total)));
        p += 17 + total;
      }
    }
    at += 2 + length;
    if (code === 0xffda) {
      const components = Array.from({ length: body[0]! }, (_, i) => {
        const id = body[1 + i * 2]!;
        const selectors = body[2 + i * 2]!;
        const { h, v } = sampling.find((c) => c.id === id)!;
        return { h, v, dc: tables.get(selectors >> 4)!, ac: tables.get(0x10 | (selectors & 15))! };
      });
      const maxH = Math.max(...components.map((c) => c.h));
      const maxV = Math.max(...components.map((c) => c.v));
      if (maxH !== maxV) throw new Error('square MCUs expected');
      const mcuSize = 8 * maxH;
      return { header: bytes.subarray(0, at), width, height, components, bits: unstuff(bytes.subarray(at)), mcusPerRow: Math.ceil(width / mcuSize), mcuSize };
    }
  }
}

/** The scan's bytes without the 0x00 after each 0xFF, up to the first marker (EOI), into `out` (a new array if none is given or it is too small). */
function unstuff(data: Uint8Array, into?: Uint8Array): Uint8Array {
  const out = into && into.length >= data.length ? into : new Uint8Array(data.length);
  let n = 0;
  let from = 0;
  for (;;) {
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

const bitAt = (bits: Uint8Array, pos: number) => (bits[pos >> 3]! >> (7 - (pos & 7))) & 1;

function decodeSymbol(bits: Uint8Array, pos: number, table: Huffman): [symbol: number, next: number] {
  let code = 0;
  for (let length = 1; length <= 16; length += 1) {
    code = (code << 1) | bitAt(bits, pos);
    pos += 1;
    if (code <= table.maxcode[length]!) return [table.values[table.valptr[length]! + code - table.mincode[length]!]!, pos];
  }
  throw new Error('bad Huffman code');
}

/** The bit position after one MCU that starts at `pos`. */
export function skipMcu(jpeg: ParsedJpeg, pos: number): number {
  for (const component of jpeg.components) {
    for (let block = 0; block < component.h * component.v; block += 1) {
      let [size, next] = decodeSymbol(jpeg.bits, pos, component.dc);
      pos = next + size;
      for (let k = 1; k < 64; ) {
        [size, next] = decodeSymbol(jpeg.bits, pos, component.ac);
        pos = next + (size & 15);
        if ((size & 15) === 0 && size !== 0xf0) break;
        k += (size >> 4) + 1;
      }
    }
  }
  return pos;
}

/** The start of every MCU, and the end of the last, as bit positions. */
export function mcuStarts(jpeg: ParsedJpeg): Float64Array {
  const count = jpeg.mcusPerRow * Math.ceil(jpeg.height / jpeg.mcuSize);
  const starts = new Float64Array(count + 1);
  for (let i = 0; i < count; i += 1) starts[i + 1] = skipMcu(jpeg, starts[i]!);
  return starts;
}

const equalBits = (a: Uint8Array, aFrom: number, b: Uint8Array, bFrom: number, length: number) => {
  for (let i = 0; i < length; i += 1) if (bitAt(a, aFrom + i) !== bitAt(b, bFrom + i)) return false;
  return true;
};

export interface Background {
  jpeg: ParsedJpeg;
  starts: Float64Array;
  /** The whole background as a file. */
  file: Uint8Array;
  /** Where the frame's height is written in the header (a band's header differs from the background's only there). */
  heightAt: number;
  /** Memory every splice reuses: a band's scan, and the card's bytes around the band before they are stuffed. */
  scratch: { band: Uint8Array; bits: Uint8Array };
  /** The card's file around its band, by where the band starts and ends (see joined): a few band places per build. */
  heads: Map<number, Uint8Array>;
  tails: Map<number, Uint8Array>;
}

export function background(file: Uint8Array): Background {
  const jpeg = parseJpeg(file);
  const starts = mcuStarts(jpeg);
  return { jpeg, starts, file, heightAt: frameHeightAt(jpeg.header), scratch: { band: new Uint8Array(file.length), bits: new Uint8Array(file.length) }, heads: new Map(), tails: new Map() };
}

/** The offset of the SOF0 segment's height field in a header. */
function frameHeightAt(header: Uint8Array): number {
  for (let at = 2; at + 4 <= header.length; at += 2 + marker(header, at + 2)) if (marker(header, at) === 0xffc0) return at + 5;
  throw new Error('no baseline frame header');
}

/**
 * A band's scan data, unstuffed into the background's scratch memory. A
 * band encoded with the background's settings has the background's header
 * but for the frame's height, so its tables are the background's; any other
 * header is parsed in full.
 */
function bandScan(bg: Background, bandFile: Uint8Array): ParsedJpeg {
  const header = bg.jpeg.header;
  const same =
    bandFile.length > header.length &&
    Buffer.compare(bandFile.subarray(0, bg.heightAt), header.subarray(0, bg.heightAt)) === 0 &&
    Buffer.compare(bandFile.subarray(bg.heightAt + 2, header.length), header.subarray(bg.heightAt + 2)) === 0;
  if (!same) return parseJpeg(bandFile);
  const data = bandFile.subarray(header.length);
  if (bg.scratch.band.length < data.length) bg.scratch.band = new Uint8Array(data.length * 2);
  return { ...bg.jpeg, header: bandFile.subarray(0, header.length), height: marker(bandFile, bg.heightAt), bits: unstuff(data, bg.scratch.band) };
}

/** Where the background codes the last MCU of the band that ends before MCU row `bottom`: a band's own coding of that MCU is the same (same pixels, same predecessor). */
function lastMcu(bg: Background, bottom: number): { lastFrom: number; lastLength: number } {
  const after = bottom * bg.jpeg.mcusPerRow;
  return { lastFrom: bg.starts[after - 1]!, lastLength: bg.starts[after]! - bg.starts[after - 1]! };
}

/** At most this many heads and tails are kept (a build's cards have a few band places; tests make up many). */
const KEPT = 64;
const kept = <T>(map: Map<number, T>, key: number, make: () => T): T => {
  let value = map.get(key);
  if (value === undefined) {
    if (map.size >= KEPT) map.clear();
    map.set(key, (value = make()));
  }
  return value;
};

/** The `count` (0–8) bits from bit `pos` on, as the low bits of a number. */
const bitsAt = (bits: Uint8Array, pos: number, count: number): number => (count === 0 ? 0 : read32(bits, pos) >>> (32 - count));

/**
 * The file up to bit `end` of the background's scan, less its last partial
 * byte: the background file's own bytes (header, then scan data stuffed as
 * libjpeg wrote it) as far as the whole bytes go.
 */
function headOf(bg: Background, end: number): Uint8Array {
  return kept(bg.heads, end, () => {
    const whole = end >> 3;
    let ffs = 0;
    for (let ff = bg.jpeg.bits.indexOf(0xff); ff !== -1 && ff < whole; ff = bg.jpeg.bits.indexOf(0xff, ff + 1)) ffs += 1;
    return bg.file.subarray(0, bg.jpeg.header.length + whole + ffs);
  });
}

/**
 * The end of a card's file: the background's bits from `from` to the end
 * of its last MCU, padded with ones to a byte, stuffed, then EOI. `from`
 * is where the bits that follow a card's band first start a byte of the
 * file (the byte before holds the band's last bits and the first of these).
 */
function tailOf(bg: Background, from: number): Uint8Array {
  return kept(bg.tails, from, () => {
    const { bits } = bg.jpeg;
    const length = Math.max(0, bg.starts[bg.starts.length - 1]! - from);
    const bytes = new Uint8Array(Math.ceil(length / 8) + 4);
    shiftedCopy(bits, from, from + length, bytes);
    const rest = length & 7;
    if (rest > 0) bytes[length >> 3] = (bitsAt(bits, from + length - rest, rest) << (8 - rest)) | (0xff >> rest);
    const tail = new Uint8Array(2 * bytes.length + 2);
    const n = stuffInto(tail, 0, bytes.subarray(0, Math.ceil(length / 8)));
    tail[n] = 0xff;
    tail[n + 1] = 0xd9;
    return tail.slice(0, n + 2);
  });
}

/** Bits [from, to) of `src` (from ≥ 0) into `out` from its first bit on, as whole bytes (the last one's spare bits unset). */
function shiftedCopy(src: Uint8Array, from: number, to: number, out: Uint8Array): void {
  const shift = from & 7;
  const bytes = (to - from) >> 3;
  let at = from >> 3;
  if (shift === 0) {
    out.set(src.subarray(at, at + bytes), 0);
    return;
  }
  // Four bytes at a time (big-endian words), then the rest a byte at a time.
  const source = new DataView(src.buffer, src.byteOffset, src.byteLength);
  const target = new DataView(out.buffer, out.byteOffset, out.byteLength);
  const back = 32 - shift;
  let o = 0;
  if (at + 4 <= src.length) {
    let word = source.getUint32(at);
    for (; o + 4 <= bytes && at + 8 <= src.length; o += 4, at += 4) {
      const next = source.getUint32(at + 4);
      target.setUint32(o, (word << shift) | (next >>> back));
      word = next;
    }
  }
  for (; o < bytes; o += 1, at += 1) out[o] = ((src[at]! << shift) | ((src[at + 1] ?? 0) >> (8 - shift))) & 0xff;
}

/** `bytes` written into `file` from `at` with a 0x00 after each 0xFF, as a JPEG scan stores them; returns where they end. */
function stuffInto(file: Uint8Array, at: number, bytes: Uint8Array): number {
  let from = 0;
  for (;;) {
    const ff = bytes.indexOf(0xff, from);
    const end = ff === -1 ? bytes.length : ff + 1;
    file.set(bytes.subarray(from, end), at);
    at += end - from;
    if (ff === -1) return at;
    file[at++] = 0x00;
    from = end;
  }
}

/**
 * The card's file: the background's bits up to the band's second MCU, the
 * band's bits [from, to) (its second MCU to its end), the background's bits
 * after the band, stuffed as they are written. The background's part before
 * the band is its own file's bytes and its part after the band is made once
 * per band place and bit alignment (headOf, tailOf): per card, only the
 * band's bits are shifted into place and stuffed.
 */
function joined(bg: Background, bits: Uint8Array, from: number, to: number, top: number, bottom: number): Uint8Array {
  const { jpeg, starts } = bg;
  const headEnd = starts[top * jpeg.mcusPerRow + 1]!;
  const tailStart = starts[bottom * jpeg.mcusPerRow]!;
  // The head's bits in its last, partial byte: `pending` of them, the low bits of `carry`.
  const pending = headEnd & 7;
  const carry = bitsAt(jpeg.bits, headEnd & ~7, pending);
  const length = to - from;
  const end = starts[starts.length - 1]!;
  // The byte the band's last bits end in is filled with the background's next bits (or padding, where none follow).
  const filling = Math.min((8 - ((pending + length) & 7)) & 7, end - tailStart);
  const head = headOf(bg, headEnd);
  const tail = tailOf(bg, tailStart + filling);
  // The band's bits as bytes of the file, unstuffed: the head's last `pending` bits, the band, the background's `filling` bits and padding.
  const total = pending + length;
  const bytes = Math.ceil(total / 8);
  if (bg.scratch.bits.length < bytes + 4) bg.scratch.bits = new Uint8Array(2 * bytes + 4);
  const out = bg.scratch.bits;
  // The band from `pending` bits before it (a band's first MCU is at least 32 bits long): those bits are then the head's.
  shiftedCopy(bits, from - pending, to, out);
  const rest = total & 7;
  if (rest > 0) {
    const last = bitsAt(bits, from - pending + (bytes - 1) * 8, rest) << (8 - rest);
    out[bytes - 1] = last | (bitsAt(jpeg.bits, tailStart, filling) << (8 - rest - filling)) | (0xff >> (rest + filling));
  }
  out[0] = ((carry << (8 - pending)) | (out[0]! & (0xff >> pending))) & 0xff;
  const file = Buffer.allocUnsafe(head.length + 2 * bytes + tail.length);
  file.set(head, 0);
  const n = stuffInto(file, head.length, out.subarray(0, bytes));
  file.set(tail, n);
  return file.subarray(0, n + tail.length);
}

/**
 * Several cards' bands encoded in one image, one on top of the other with a
 * separator between each two: one MCU row of one flat colour (SEPARATOR),
 * whose MCUs after the first each code to the same 32 bits (FLAT_MCU).
 * One encode instead of one per card saves the encoder's fixed cost (about
 * a quarter of a band's encode); the separators are found again by byte
 * searches, and each band is then spliced into the background.
 */
export const SEPARATOR = [128, 128, 128] as const;

/** An MCU of 4:2:0 JPEG whose blocks repeat their predecessors' DC and have no AC (standard tables): luminance `00` + EOB `1010` four times, then chrominance `00` + EOB `00` twice. */
const FLAT_MCU = 0b0010_1000_1010_0010_1000_1010_0000_0000;

/** The 32 bits from bit `pos` on. */
const read32 = (bits: Uint8Array, pos: number): number => {
  const at = pos >> 3;
  const shift = pos & 7;
  const word = ((bits[at]! << 24) | (bits[at + 1]! << 16) | (bits[at + 2]! << 8) | bits[at + 3]!) >>> 0;
  return shift === 0 ? word : ((word << shift) | (bits[at + 4]! >> (8 - shift))) >>> 0;
};

/**
 * Every run of at least `min` flat MCUs in `bits`: [first bit, end bit), in
 * order. A run of FLAT_MCU is, whatever its bit position, bytes that repeat
 * every four; entropy-coded text and gradients are not. Such a run spans at
 * least 4 × `min` − 1 whole bytes, so it is enough to look every `stride`
 * bytes for 16 bytes in a row that repeat (a window that fits in any run
 * with room to spare), and only there for the MCUs themselves: about a
 * hundredth of the bytes of a batch are read instead of all of them.
 */
function flatRuns(bits: Uint8Array, min: number): [number, number][] {
  const runs: [number, number][] = [];
  const limit = bits.length * 8 - 40;
  const stride = Math.max(1, Math.floor((4 * min - 20) / 2));
  const repeats = (at: number) => {
    for (let k = at; k < at + 16; k += 1) if (bits[k] !== bits[k + 4]) return false;
    return true;
  };
  for (let at = 0; at + 20 <= bits.length; at += stride) {
    if (!repeats(at)) continue;
    const from = at * 8;
    let start = -1;
    for (let q = from; q < from + 32 && q <= limit; q += 1) {
      if (read32(bits, q) === FLAT_MCU) {
        start = q;
        break;
      }
    }
    if (start === -1) continue;
    while (start >= 32 && read32(bits, start - 32) === FLAT_MCU) start -= 32;
    let end = start;
    while (end <= limit && read32(bits, end) === FLAT_MCU) end += 32;
    // A run found from a look that fell just short of the last one's end may reach back into it: kept once.
    if ((end - start) / 32 >= min && (runs.length === 0 || start >= runs.at(-1)![1])) runs.push([start, end]);
    // On past the run (never back): a later look inside it would find it again.
    at = Math.max(at, (end >> 3) - stride);
  }
  return runs;
}

/** Where the MCU that starts at `pos` ends, or -1 where no MCU's codes start. */
function mcuEndsAt(jpeg: ParsedJpeg, pos: number): number {
  try {
    return skipMcu(jpeg, pos);
  } catch {
    return -1;
  }
}

/**
 * Each band's card from `batchFile`, the encoding of the bands (MCU rows
 * [top, bottom) of a card each, in order, encoded with the background's
 * settings) stacked with a SEPARATOR row between each two: the
 * background's bits up to the band's second MCU (a band's first MCU is
 * coded from another predecessor than in the card), the band's bits from
 * its second MCU to its end, the background's bits after it. A band whose
 * place in the scan is not certain gets undefined (its card is then
 * encoded whole); so do all when the separators are not found exactly.
 */
export function spliceBatch(bg: Background, batchFile: Uint8Array, bands: { top: number; bottom: number }[]): (Uint8Array | undefined)[] {
  const none = bands.map(() => undefined);
  if (bands.length === 0) return none;
  const batch = bandScan(bg, batchFile);
  const perRow = bg.jpeg.mcusPerRow;
  const runs = bands.length === 1 ? [] : flatRuns(batch.bits, perRow - 1);
  // One run per separator, each exactly a row but its first MCU: anything else (a flat stretch inside a band) and nothing is trusted.
  if (runs.length !== bands.length - 1 || runs.some(([start, end]) => end - start !== (perRow - 1) * 32)) return none;
  const total = batch.bits.length * 8;
  return bands.map(({ top, bottom }, index) => {
    // The band's second MCU onward: its first is coded from the separator's (or a DC of 0), not from the card's predecessor.
    const from = mcuEndsAt(batch, index === 0 ? 0 : runs[index - 1]![1]);
    // (No MCU codes start there; an MCU is at least 32 bits, so a real band's second MCU starts later than bit 8, which joined needs.)
    if (from < 8) return undefined;
    // The band's last MCU is coded as the background codes that MCU (same pixels, same predecessor).
    const { lastFrom, lastLength } = lastMcu(bg, bottom);
    const ends: number[] = [];
    if (index === bands.length - 1) {
      // The last band ends where the padding (ones up to a byte's end) starts.
      for (let end = total; end >= total - 7 && end - lastLength >= from; end -= 1) {
        let padding = true;
        for (let p = end; p < total; p += 1) if (bitAt(batch.bits, p) !== 1) padding = false;
        if (padding && equalBits(batch.bits, end - lastLength, bg.jpeg.bits, lastFrom, lastLength)) ends.push(end);
      }
    } else {
      // The band ends where its separator's first MCU begins: the one place before the run from which one MCU reaches the run exactly.
      const runStart = runs[index]![0];
      for (let end = runStart - 32; end - lastLength >= from && end >= runStart - 32 * 24; end -= 1) {
        if (!equalBits(batch.bits, end - lastLength, bg.jpeg.bits, lastFrom, lastLength)) continue;
        if (mcuEndsAt(batch, end) === runStart) ends.push(end);
      }
    }
    if (ends.length !== 1) return undefined;
    return joined(bg, batch.bits, from, ends[0]!, top, bottom);
  });
}
