import { describe, expect, it } from 'vitest';
import { formatTsh } from './format';

describe('formatTsh', () => {
  it('groups the spec’s prices by thousands', () => {
    expect(formatTsh(85000)).toBe('85,000');
    expect(formatTsh(1500000)).toBe('1,500,000');
    expect(formatTsh(500)).toBe('500');
    expect(formatTsh(0)).toBe('0');
  });

  it('writes every number as en-US does', () => {
    const samples = [-0, -1, -999, -1000, -123456789, 1, 12, 123, 1234, 12345, 123456, 1234567, 999999, 1000000, Number.MAX_SAFE_INTEGER, 2 ** 60, 0.5, 1234.5678, -0.25, NaN, Infinity];
    for (let n = 0; n < 20000; n += 7) samples.push(n * 131);
    for (const amount of samples) expect(formatTsh(amount), String(amount)).toBe(amount.toLocaleString('en-US'));
  });
});
