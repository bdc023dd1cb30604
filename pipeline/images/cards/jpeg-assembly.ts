import type { BackgroundJpeg } from './jpeg-background.ts';

/**
 * A card's file around its coded rows: the background file's own bytes up
 * to the rows (head), and the background's bits after them moved to start
 * a byte (tail). A build's cards start and end their rows at a few places,
 * so heads and tails are made once per place.
 */
export function createAssembly(bg: BackgroundJpeg) {
  const heads = new Map<number, Uint8Array>();
  const tails = new Map<number, Uint8Array>();
  return {
    /** The file up to the whole bytes before bit `end` of the scan. */
    head: (end: number) => kept(heads, end, () => headOf(bg, end)),
    /** The scan from bit `from` (the start of a byte of the card) to its end, padded with ones, stuffed, then EOI. */
    tail: (from: number) => kept(tails, from, () => tailOf(bg, from)),
  };
}

/** At most this many heads and tails are kept (a build's cards have a few places; tests make up many). */
const KEPT = 64;
function kept<T>(map: Map<number, T>, key: number, make: () => T): T {
  let value = map.get(key);
  if (value === undefined) {
    if (map.size >= KEPT) map.clear();
    map.set(key, (value = make()));
  }
  return value;
}

/** The `count` (0–24) bits from bit `pos` on, as the low bits of a number. */
export function bitsAt(bits: Uint8Array, pos: number, count: number): number {
  let value = 0;
  for (let i = 0; i < count; i += 1) value = (value << 1) | ((bits[(pos + i) >> 3]! >> (7 - ((pos + i) & 7))) & 1);
  return value;
}

function headOf(bg: BackgroundJpeg, end: number): Uint8Array {
  const whole = end >> 3;
  let ffs = 0;
  for (let ff = bg.bits.indexOf(0xff); ff !== -1 && ff < whole; ff = bg.bits.indexOf(0xff, ff + 1)) ffs += 1;
  return bg.file.subarray(0, bg.scanStart + whole + ffs);
}

function tailOf(bg: BackgroundJpeg, from: number): Uint8Array {
  const end = bg.starts[bg.starts.length - 1]!;
  const length = Math.max(0, end - from);
  const tail = new Uint8Array(Math.ceil(length / 8) * 2 + 2);
  let n = 0;
  for (let pos = from; pos < end; pos += 8) {
    const count = Math.min(8, end - pos);
    const byte = (bitsAt(bg.bits, pos, count) << (8 - count)) | (0xff >> count);
    tail[n++] = byte;
    if (byte === 0xff) tail[n++] = 0;
  }
  tail[n++] = 0xff;
  tail[n++] = 0xd9;
  return tail.slice(0, n);
}
