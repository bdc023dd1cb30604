/**
 * Wraps `run` so that calls never overlap: a call made while a run is under
 * way makes one more run once it ends (however many such calls came), and
 * returns at once. The dev server's content recompiles: two at once could
 * finish in either order and leave the older content in place. A run that
 * fails goes to `failed` at once, and the run the calls made meanwhile asked
 * for still follows: an edit saved during a failing recompile is compiled.
 */
export function oneAtATime(run: () => Promise<void>, failed: (error: unknown) => void): () => Promise<void> {
  let running = false;
  let again = false;
  return async () => {
    if (running) return void (again = true);
    running = true;
    try {
      do {
        again = false;
        try {
          await run();
        } catch (error) {
          failed(error);
        }
      } while (again);
    } finally {
      running = false;
    }
  };
}
