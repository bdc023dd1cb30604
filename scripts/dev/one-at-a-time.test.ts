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
    }, (error) => events.push(`failed: ${String(error)}`));
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

  it('reports a failed run at once and keeps going: a call made during it still runs', async () => {
    const failures: unknown[] = [];
    let finish: ((error?: Error) => void) | undefined;
    let runs = 0;
    const scheduled = oneAtATime(
      () =>
        new Promise<void>((resolve, reject) => {
          runs += 1;
          finish = (error) => (error ? reject(error) : resolve());
        }),
      (error) => failures.push(error),
    );
    const first = scheduled();
    // A save while the first run is under way; then the first run fails.
    await scheduled();
    finish!(new Error('broken content'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failures.map(String)).toEqual(['Error: broken content']);
    expect(runs).toBe(2);
    finish!();
    await expect(first).resolves.toBeUndefined();
    // Idle again, after a failure too: a call runs at once.
    const third = scheduled();
    expect(runs).toBe(3);
    finish!(new Error('still broken'));
    await third;
    expect(failures.map(String)).toEqual(['Error: broken content', 'Error: still broken']);
  });
});
