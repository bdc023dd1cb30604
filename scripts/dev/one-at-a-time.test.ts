import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

describe('oneAtATime', () => {
  it('never overlaps runs, and runs once more after calls made during a run', async () => {
    const events: string[] = [];
    let finish: (() => void) | undefined;
    let runs = 0;
    const scheduled = oneAtATime(async () => {
      runs += 1;
      events.push(`start ${runs}`);
      await new Promise<void>((resolve) => (finish = resolve));
      events.push(`end ${runs}`);
    });
    const first = scheduled();
    // Two calls while the first run is under way: one more run, after it.
    await scheduled();
    await scheduled();
    expect(events).toEqual(['start 1']);
    finish!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual(['start 1', 'end 1', 'start 2']);
    finish!();
    await first;
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
    // Idle again: a call runs at once.
    const third = scheduled();
    expect(events.at(-1)).toBe('start 3');
    finish!();
    await third;
  });

  it('runs again after a failed run, and passes the failure to the caller that started it', async () => {
    let calls = 0;
    const scheduled = oneAtATime(async () => {
      calls += 1;
      if (calls === 1) throw new Error('broken content');
    });
    await expect(scheduled()).rejects.toThrow('broken content');
    await scheduled();
    expect(calls).toBe(2);
  });
});
