import { describe, expect, it } from 'vitest';
import { formatDisplayDate, parseContentDate } from './dates';

describe('parseContentDate', () => {
  it('reads both formats the posts use', () => {
    expect(parseContentDate('2024-01-15')).toBe('2024-01-15');
    expect(parseContentDate('May 10, 2025')).toBe('2025-05-10');
    expect(parseContentDate('Sept 3, 2025')).toBe('2025-09-03');
  });
  it('rejects impossible days and other formats', () => {
    expect(parseContentDate('2024-02-30')).toBeUndefined();
    expect(parseContentDate('Mayday 10, 2025')).toBeUndefined();
    expect(parseContentDate('10/05/2025')).toBeUndefined();
    expect(parseContentDate('2025-13-01')).toBeUndefined();
    expect(parseContentDate(20250510)).toBeUndefined();
  });
});

describe('formatDisplayDate', () => {
  it('shows every date the same way, whatever the source format', () => {
    expect(formatDisplayDate(parseContentDate('May 10, 2025')!)).toBe('10 May 2025');
    expect(formatDisplayDate(parseContentDate('2024-01-15')!)).toBe('15 January 2024');
  });
});
