import { describe, expect, it } from 'vitest';
import { PAGES_PER_TAKE, takenPaths } from './render-pages.ts';

const paths = Array.from({ length: 3 * PAGES_PER_TAKE + 3 }, (_, i) => `/blog/post-${i}`);

describe('the paths each rendering thread takes', () => {
  it('are all of them, in order, without a shared counter', () => {
    expect([...takenPaths(paths)]).toEqual(paths);
  });

  it('share out every path exactly once, a run at a time, whichever thread asks first', () => {
    const next = new Int32Array(new SharedArrayBuffer(4));
    const [fast, slow] = [takenPaths(paths, next), takenPaths(paths, next)];
    const taken: Record<'fast' | 'slow', string[]> = { fast: [], slow: [] };
    // The slow thread renders one page while the fast one renders three.
    const done = { fast: false, slow: false };
    for (let turn = 0; !(done.fast && done.slow); turn += 1) {
      for (const [name, thread] of [['fast', fast], ['slow', slow]] as const) {
        if (done[name] || (name === 'slow' && turn % 3 !== 0)) continue;
        const step = thread.next();
        if (step.done) done[name] = true;
        else taken[name].push(step.value);
      }
    }
    expect([...taken.fast, ...taken.slow].sort()).toEqual([...paths].sort());
    expect(taken.fast.length).toBeGreaterThan(taken.slow.length);
    // Each thread's pages come in runs of consecutive paths.
    expect(taken.slow.slice(0, PAGES_PER_TAKE)).toEqual(paths.slice(PAGES_PER_TAKE, 2 * PAGES_PER_TAKE));
  });
});
