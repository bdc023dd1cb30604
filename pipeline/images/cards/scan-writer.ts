import type { HuffmanCodes } from './jpeg-background.ts';

/** The most an MCU's six blocks take in a scan: per block a DC of 27 bits and 63 AC codes of 26, every byte stuffed. */
export const MCU_BYTES = 6 * Math.ceil((27 + 63 * 26) / 8) * 2;

/**
 * Writes a baseline JPEG scan: Huffman-coded blocks as libjpeg's jchuff.c
 * codes them, into bytes with a 0x00 stuffed after every 0xFF.
 */
export class ScanWriter {
  /** The bytes written so far are out[0, at); `out` grows (is replaced) as needed. */
  out: Buffer;
  at = 0;
  /** Bits not yet in a whole byte: `pending` of them, the low bits of `carry`. */
  private carry = 0;
  private pending = 0;

  constructor(capacity: number) {
    this.out = Buffer.alloc(capacity);
  }

  private grow(): void {
    // Doubling: a build's first cards find the size its cards need.
    const out = Buffer.alloc(this.out.length * 2);
    this.out.copy(out);
    this.out = out;
  }

  /** Starts anew, at the start of a byte. */
  reset(): void {
    this.at = 0;
    this.carry = 0;
    this.pending = 0;
  }

  /** How many bits wait for a whole byte (0–7). */
  get pendingBits(): number {
    return this.pending;
  }

  /**
   * Makes room for `bytes` more bytes. Writes do not check: a caller
   * reserves room for what it is about to write (an MCU's six blocks,
   * stuffed, are at most MCU_BYTES).
   */
  reserve(bytes: number): void {
    while (this.at + bytes > this.out.length) this.grow();
  }

  /** Writes the low `size` bits (at most 24) of `value`. */
  put(value: number, size: number): void {
    const carry = (this.carry << size) | (value & ((1 << size) - 1));
    let pending = this.pending + size;
    while (pending >= 8) {
      pending -= 8;
      const byte = (carry >>> pending) & 0xff;
      this.out[this.at++] = byte;
      if (byte === 0xff) this.out[this.at++] = 0;
    }
    this.carry = carry & ((1 << pending) - 1);
    this.pending = pending;
  }

  /** Ends the bits so far with ones up to a whole byte, as libjpeg ends a scan or a restart interval. */
  align(): void {
    if (this.pending > 0) this.put(0xff, 8 - this.pending);
  }

  /** A marker (0xFF and `code`, not stuffed), at the start of a byte. */
  marker(code: number): void {
    this.out[this.at++] = 0xff;
    this.out[this.at++] = code;
  }

  /**
   * Bytes already coded and stuffed (`bytes[from..to)`), at the start of a
   * byte: an MCU's bytes (about 90), or a run of the background's. Copied
   * by Buffer's copy, which neither allocates (a `subarray` an MCU was
   * about 60 MB of short-lived objects a thousand cards) nor loops in
   * JavaScript (four bytes at a time through DataViews took about twice
   * as long for an MCU's bytes, and longer for a run).
   */
  bytes(bytes: Buffer, from: number, to: number): void {
    this.at += bytes.copy(this.out, this.at, from, to);
  }

  /**
   * Writes `count` bits of `bytes` from byte `at` on (packAc's packing, the
   * first bit the high bit of a byte): a byte at a time, shifted into place,
   * not a call per code.
   */
  packed(bytes: Uint8Array, at: number, count: number): void {
    const out = this.out;
    const shift = this.pending;
    const up = 8 - shift;
    const low = (1 << shift) - 1;
    let carry = this.carry;
    let to = this.at;
    for (let i = at, end = at + (count >> 3); i < end; i += 1) {
      const next = bytes[i]!;
      const byte = ((carry << up) | (next >> shift)) & 0xff;
      out[to++] = byte;
      if (byte === 0xff) out[to++] = 0;
      carry = next & low;
    }
    this.at = to;
    this.carry = carry;
    const rest = count & 7;
    if (rest > 0) this.put(bytes[at + (count >> 3)]! >> (8 - rest), rest);
  }

  /** A block's DC, coded as its difference to the previous block's of the same component. */
  dc(diff: number, dc: HuffmanCodes): void {
    const magnitude = diff < 0 ? -diff : diff;
    const size = magnitude === 0 ? 0 : 32 - Math.clz32(magnitude);
    if (size === 0) this.put(dc.code[0]!, dc.size[0]!);
    else this.put((dc.code[size]! << size) | ((diff < 0 ? diff - 1 : diff) & ((1 << size) - 1)), dc.size[size]! + size);
  }

  /** One block's coefficients (zig-zag order, `coefficients[from..from+64)`, zero from `end` on), its DC coded against `previousDc`. */
  block(coefficients: ArrayLike<number>, from: number, end: number, previousDc: number, dc: HuffmanCodes, ac: HuffmanCodes): void {
    this.dc(coefficients[from]! - previousDc, dc);
    codeAc(this, coefficients, from, end, ac);
  }
}

/** Where coded bits go: a scan (ScanWriter) or a pack of them (packAc). */
interface BitSink {
  put(value: number, size: number): void;
}

/** The AC part of a block (zig-zag `values[from+1..from+end)`, the rest zero) as jchuff.c codes it: runs of zeros, ZRL for 16 of them, EOB. */
function codeAc(sink: BitSink, values: ArrayLike<number>, from: number, end: number, ac: HuffmanCodes): void {
  let run = 0;
  for (let k = 1; k < end; k += 1) {
    const value = values[from + k]!;
    if (value === 0) {
      run += 1;
      continue;
    }
    while (run > 15) {
      sink.put(ac.code[0xf0]!, ac.size[0xf0]!);
      run -= 16;
    }
    const size = 32 - Math.clz32(value < 0 ? -value : value);
    const symbol = (run << 4) | size;
    sink.put(ac.code[symbol]!, ac.size[symbol]!);
    sink.put(value < 0 ? value - 1 : value, size);
    run = 0;
  }
  if (end < 64 || run > 0) sink.put(ac.code[0]!, ac.size[0]!);
}

/**
 * Collects bits into bytes, the first bit the high bit of the first byte,
 * in one buffer used again for every block: packing a new pattern made an
 * array, grew it byte by byte and copied it into a typed array, about a
 * third of what coding a new pattern cost.
 */
class BitPack implements BitSink {
  // A block's AC takes at most 63 codes of 16 bits and 10 of value, three ZRLs and an EOB: about 213 bytes.
  private bytes = new Uint8Array(256);
  private length = 0;
  private carry = 0;
  private pending = 0;
  count = 0;

  reset(): void {
    this.length = 0;
    this.carry = 0;
    this.pending = 0;
    this.count = 0;
  }

  put(value: number, size: number): void {
    this.count += size;
    let carry = (this.carry << size) | (value & ((1 << size) - 1));
    let pending = this.pending + size;
    while (pending >= 8) {
      pending -= 8;
      this.bytes[this.length++] = (carry >>> pending) & 0xff;
    }
    carry &= (1 << pending) - 1;
    this.carry = carry;
    this.pending = pending;
  }

  done(): Uint8Array {
    if (this.pending > 0) this.bytes[this.length++] = (this.carry << (8 - this.pending)) & 0xff;
    return this.bytes.subarray(0, this.length);
  }
}

const pack = new BitPack();

/**
 * The Huffman-coded AC part of a block (zig-zag `values[from+1..from+end)`,
 * the rest zero) as bytes for ScanWriter.packed, and how many bits they
 * hold: coded once, written byte by byte. The bytes are a view of a buffer
 * the next call writes again: copy them first (CodedBlocks.set does).
 */
export function packAc(values: ArrayLike<number>, from: number, end: number, ac: HuffmanCodes): { bytes: Uint8Array; bits: number } {
  pack.reset();
  codeAc(pack, values, from, end, ac);
  return { bytes: pack.done(), bits: pack.count };
}
