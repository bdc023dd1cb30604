import os from 'node:os';

/** How many encodes run at once: one per core (libvips itself runs single-threaded per image here). */
export const ENCODE_CONCURRENCY = Math.max(1, os.availableParallelism());

/**
 * Runs `task` over `items` with at most `limit` in flight and resolves with
 * the results in input order. Every task runs to its end even when one
 * fails, so no encode is still writing when the caller reports the error;
 * the first failure is then rethrown.
 */
export async function mapBounded<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  const failures: unknown[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index]!);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failures.length > 0) throw failures[0];
  return results;
}
