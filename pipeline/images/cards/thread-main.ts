import { parentPort } from 'node:worker_threads';
import { collectGarbage } from './collect-garbage.ts';
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

