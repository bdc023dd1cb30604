import { describe, expect, it } from 'vitest';
import type { HuffmanCodes } from './jpeg-background.ts';
import { MCU_BYTES, packAc, ScanWriter } from './scan-writer.ts';

/** JPEG's standard luminance tables (ITU T.81, K.3), as codes by symbol. */
function standard(counts: number[], values: number[]): HuffmanCodes {
  const code = new Int32Array(256);
  const size = new Uint8Array(256);
  let next = 0;
  let k = 0;
  counts.forEach((n, length) => {
    for (let i = 0; i < n; i += 1, k += 1) {
      code[values[k]!] = next++;
      size[values[k]!] = length + 1;
    }
    next <<= 1;
  });
  return { code, size };
}
const DC = standard([0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
// prettier-ignore
const AC_VALUES = [0x01,0x02,0x03,0x00,0x04,0x11,0x05,0x12,0x21,0x31,0x41,0x06,0x13,0x51,0x61,0x07,0x22,0x71,0x14,0x32,0x81,0x91,0xa1,0x08,0x23,0x42,0xb1,0xc1,0x15,0x52,0xd1,0xf0,0x24,0x33,0x62,0x72,0x82,0x09,0x0a,0x16,0x17,0x18,0x19,0x1a,0x25,0x26,0x27,0x28,0x29,0x2a,0x34,0x35,0x36,0x37,0x38,0x39,0x3a,0x43,0x44,0x45,0x46,0x47,0x48,0x49,0x4a,0x53,0x54,0x55,0x56,0x57,0x58,0x59,0x5a,0x63,0x64,0x65,0x66,0x67,0x68,0x69,0x6a,0x73,0x74,0x75,0x76,0x77,0x78,0x79,0x7a,0x83,0x84,0x85,0x86,0x87,0x88,0x89,0x8a,0x92,0x93,0x94,0x95,0x96,0x97,0x98,0x99,0x9a,0xa2,0xa3,0xa4,0xa5,0xa6,0xa7,0xa8,0xa9,0xaa,0xb2,0xb3,0xb4,0xb5,0xb6,0xb7,0xb8,0xb9,0xba,0xc2,0xc3,0xc4,0xc5,0xc6,0xc7,0xc8,0xc9,0xca,0xd2,0xd3,0xd4,0xd5,0xd6,0xd7,0xd8,0xd9,0xda,0xe1,0xe2,0xe3,0xe4,0xe5,0xe6,0xe7,0xe8,0xe9,0xea,0xf1,0xf2,0xf3,0xf4,0xf5,0xf6,0xf7,0xf8,0xf9,0xfa];
const AC = standard([0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d], AC_VALUES);

/** The oracle: a block coded one bit at a time into a string of 0s and 1s, as T.81's F.1.2 describes. */
function blockBits(values: ArrayLike<number>, previousDc: number): string {
  let bits = '';
  const put = (value: number, size: number) => {
    for (let i = size - 1; i >= 0; i -= 1) bits += (value >> i) & 1;
  };
  const category = (value: number) => (value === 0 ? 0 : Math.floor(Math.log2(Math.abs(value))) + 1);
  const diff = values[0]! - previousDc;
  put(DC.code[category(diff)]!, DC.size[category(diff)]!);
  put(diff < 0 ? diff - 1 : diff, category(diff));
  let run = 0;
  for (let k = 1; k < 64; k += 1) {
    if (values[k] === 0) {
      run += 1;
      continue;
    }
    for (; run > 15; run -= 16) put(AC.code[0xf0]!, AC.size[0xf0]!);
    const symbol = (run << 4) | category(values[k]!);
    put(AC.code[symbol]!, AC.size[symbol]!);
    put(values[k]! < 0 ? values[k]! - 1 : values[k]!, category(values[k]!));
    run = 0;
  }
  if (run > 0) put(AC.code[0]!, AC.size[0]!);
  return bits;
}

/** Bits padded with ones to a byte, then stuffed (a 0x00 after each 0xFF). */
function stuffed(bits: string): number[] {
  const bytes: number[] = [];
  const padded = bits + '1'.repeat((8 - (bits.length % 8)) % 8);
  for (let i = 0; i < padded.length; i += 8) {
    const byte = parseInt(padded.slice(i, i + 8), 2);
    bytes.push(byte);
    if (byte === 0xff) bytes.push(0);
  }
  return bytes;
}

describe('the scan writer', () => {
  it('codes blocks as the standard says, whether written whole or from packed AC, its buffer grown as room is reserved', () => {
    let state = 7;
    const random = (n: number) => ((state = (state * 1103515245 + 12345) & 0x7fffffff) >> 8) % n;
    // A tiny first buffer: the blocks below need hundreds of times more.
    const writer = new ScanWriter(16);
    writer.reset();
    let bits = '';
    let previous = 0;
    for (let n = 0; n < 2000; n += 1) {
      // Sparse blocks, dense ones, long zero runs (ZRL), a last coefficient set (no EOB), large values.
      const values = new Int32Array(64).map((_, k) => (k === 0 ? random(4001) - 2000 : random(n % 4 === 0 ? 2 : 9) === 0 ? random(2047) - 1023 : 0));
      if (n % 7 === 0) values[63] = 5;
      writer.reserve(MCU_BYTES);
      let end = 64;
      while (end > 1 && values[end - 1] === 0) end -= 1;
      if (n % 2 === 0) {
        writer.dc(values[0]! - previous, DC);
        const packed = packAc(values, 0, end, AC);
        writer.packed(packed.bytes, 0, packed.bits);
      } else {
        writer.block(values, 0, end, previous, DC, AC);
      }
      bits += blockBits(values, previous);
      previous = values[0]!;
    }
    writer.reserve(8);
    writer.align();
    expect(writer.pendingBits).toBe(0);
    expect(writer.out.length).toBeGreaterThan(16);
    expect([...writer.out.subarray(0, writer.at)]).toEqual(stuffed(bits));
  });

  it('ends a restart interval on a byte of ones, then writes a marker and coded bytes as they are', () => {
    const writer = new ScanWriter(4);
    writer.reset();
    writer.reserve(24);
    writer.put(0b101, 3);
    writer.align();
    writer.marker(0xd3);
    writer.put(0b1111_1110, 8);
    writer.align();
    // A byte of ones from padding is stuffed like any other.
    writer.put(0b1, 1);
    writer.align();
    // Coded bytes copied as they are.
    const coded = Buffer.of(9, 0xff, 0x00, 7, 1, 2, 3, 4, 5, 6);
    writer.bytes(coded, 1, 3);
    writer.bytes(coded, 3, 10);
    expect([...writer.out.subarray(0, writer.at)]).toEqual([0b1011_1111, 0xff, 0xd3, 0b1111_1110, 0xff, 0x00, 0xff, 0x00, 7, 1, 2, 3, 4, 5, 6]);
    expect(writer.pendingBits).toBe(0);
  });
});
