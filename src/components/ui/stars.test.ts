import { describe, expect, it } from 'vitest';
import { starPath } from './stars';

describe('starPath', () => {
  it('moves only the absolute commands of the star outline', () => {
    const home = starPath(0);
    const moved = starPath(26.4);
    expect(moved).toMatch(/^M37\.925 2\.295a/);
    expect(moved).toContain('L32.796 21.01a');
    expect(moved).toContain('L28.56 9.795a');
    // The relative commands are left as they are.
    expect(moved.replace(/[ML][\d.]+/g, '')).toBe(home.replace(/[ML][\d.]+/g, ''));
  });
});
