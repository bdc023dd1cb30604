import type { HuffmanCodes } from './jpeg-background.ts';

/** The most an MCU's six blocks take in a scan: per block a DC of 27 bits and 63 AC codes of 26, every byte stuffed. */
export const MCU_BYTES = 6 * Math.ceil((27 + 63 * 26) / 8) * 2;

/**
 * Writes a baseline JPEG scan: Huffman-coded blocks as libjpeg's jchuff.c
 * codes them, into bytes with a 0x00 stuffed after every 0xFF.
 */
export class ScanWriter {
  /** The bytes written so far are out[0, at); `out` grows (is replaced) as needed. */
  out: Uint8Array;
  at = 0;
  /** Bits not yet in a whole byte: `pending` of them, the low bits of `carry`. */
  private carry = 0;
  private pending = 0;

  constructor(capacity: number) {
    this.out = new Uint8Array(capacity);
  }

  private grow(): void {
    // Doubling: a build's first cards find the size its cards need.
    const out = new Uint8Array(this.out.length * 2);
    out.set(this.out);
    this.out = out;
  }

  /** Starts anew with `count` (0–7) bits given as the low bits of `value`. */
  reset(value: number, count: number): void {
    this.at = 0;
    this.carry = value & ((1 << count) - 1);
    this.pending = count;
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

  /** Writes bits packed by packAc (pairs of bits and count), `length` numbers of `packed` from `at`. */
  chunks(packed: Int32Array, at: number, length: number): void {
    for (let i = at, end = at + length; i < end; i += 2) this.put(packed[i]!, packed[i + 1]!);
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

/** Collects bits as (bits, count) pairs of at most 24 bits. */
class BitPack implements BitSink {
  private readonly pairs: number[] = [];
  private bits = 0;
  private count = 0;

  put(value: number, size: number): void {
    if (this.count + size > 24) {
      this.pairs.push(this.bits, this.count);
      this.bits = 0;
      this.count = 0;
    }
    this.bits = (this.bits << size) | (value & ((1 << size) - 1));
    this.count += size;
  }

  done(): Int32Array {
    if (this.count > 0) this.pairs.push(this.bits, this.count);
    return Int32Array.from(this.pairs);
  }
}

/**
 * The Huffman-coded AC part of a block (zig-zag `values[from+1..from+end)`,
 * the rest zero), packed as (bits, count) pairs of at most 24 bits, for
 * ScanWriter.chunks: coded once, written by a few calls.
 */
export function packAc(values: ArrayLike<number>, from: number, end: number, ac: HuffmanCodes): Int32Array {
  const pack = new BitPack();
  codeAc(pack, values, from, end, ac);
  return pack.done();
}
