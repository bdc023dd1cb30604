import { describe, expect, it } from 'vitest';
import { hashWords, PatternTable } from './pattern-table.ts';

describe('the pattern table', () => {
  const key = (n: number) => Uint32Array.from({ length: 16 }, (_, i) => (n * 2654435761 + i * 40503) >>> 0);

  it('numbers each new key from 1 and finds it again, through growing far past its first size', () => {
    const table = new PatternTable(16, 100_000);
    const count = 20_000;
    for (let n = 0; n < count; n += 1) expect(table.idOf(key(n), hashWords(key(n), 16))).toBe(n + 1);
    for (let n = count - 1; n >= 0; n -= 1) expect(table.idOf(key(n), hashWords(key(n), 16))).toBe(n + 1);
    expect(table.size).toBe(count);
    const copy = new Uint32Array(16);
    table.copyKey(1234, copy);
    expect([...copy]).toEqual([...key(1233)]);
  });

  it('tells keys apart that share a hash', () => {
    const table = new PatternTable(4, 10);
    // Every key given the same hash: found by comparing the words.
    const ids = [0, 1, 2, 3].map((n) => table.idOf(Uint32Array.of(n, 0, 0, 7), 42));
    expect(ids).toEqual([1, 2, 3, 4]);
    expect(table.idOf(Uint32Array.of(2, 0, 0, 7), 42)).toBe(3);
  });

  it('adds nothing beyond its limit but still finds what it holds', () => {
    const table = new PatternTable(4, 2);
    const [a, b, c] = [Uint32Array.of(1, 2, 3, 4), Uint32Array.of(5, 6, 7, 8), Uint32Array.of(9, 9, 9, 9)];
    expect([table.idOf(a, hashWords(a, 4)), table.idOf(b, hashWords(b, 4))]).toEqual([1, 2]);
    expect(table.idOf(c, hashWords(c, 4))).toBe(0);
    expect(table.idOf(a, hashWords(a, 4))).toBe(1);
  });

  it('hashes words at an offset as it hashes them alone, into 30 bits', () => {
    const many = new Uint32Array(16 * 50);
    for (let n = 0; n < 50; n += 1) many.set(key(n), n * 16);
    for (let n = 0; n < 50; n += 1) {
      const hash = hashWords(many, 16, n * 16);
      expect(hash).toBe(hashWords(key(n), 16));
      expect(hash >= 0 && hash < 2 ** 30).toBe(true);
    }
  });
});
