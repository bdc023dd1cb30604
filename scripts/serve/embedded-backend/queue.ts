/**
 * Runs tasks one at a time, in order. PGlite has a single connection, and a
 * transaction that switches roles must not interleave with another request's.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const result = tail.then(() => task());
    tail = result.catch(() => undefined);
    return result;
  };
}

export type SerialQueue = ReturnType<typeof createSerialQueue>;
