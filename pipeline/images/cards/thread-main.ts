import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort } from 'node:worker_threads';
import { prepareCardTools } from './render-card.ts';
import { createCardQueue, type CardJob } from './render-cards.ts';

/**
 * The card-rendering thread. It starts with the build and draws the glyph
 * sets while the build loads (they depend on the fonts alone), renders the
 * early cards it is sent while the content loads, then the build's list of
 * missing cards, and reports how many it rendered.
 */
export type CardMessage = { type: 'early'; job: CardJob } | { type: 'job'; job: CardJob };

const tools = prepareCardTools();
// Before any message is handled (they wait in the port meanwhile).
tools.sets.warm();
collectGarbage();
const queue = createCardQueue(tools);

parentPort!.on('message', (message: CardMessage) => {
  queue.add(message.job);
  if (message.type === 'job') {
    queue.finish().then(
      (rendered) => parentPort!.postMessage({ rendered }),
      (error: unknown) => parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
  }
});

/**
 * A full garbage collection of this thread's heap. resvg's images (the glyph
 * sets' are about 50 MB) live in native memory V8 does not count, freed only
 * when their objects are collected (their finalizers run on a later turn of
 * the event loop), which a thread that allocates little else puts off for
 * the rest of the build. Freed, the memory goes back to the system only
 * because the thread starts with MIMALLOC_PURGE_DELAY=0 (card-thread.ts):
 * without it the collection alone gave back about 6 MB of the 50.
 * `--expose-gc` gives new contexts a `gc` function.
 */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
