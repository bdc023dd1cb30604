import { parentPort } from 'node:worker_threads';
import { prepareCardTools } from './render-card';
import { renderCards, type CardJob } from './render-cards';

/**
 * The card-rendering thread. It starts with the build and draws the glyph
 * sets while the content loads (they depend on the fonts alone), then
 * renders the one job it is sent into the cache and reports how many cards.
 */
const tools = prepareCardTools();
const warmed = tools.sets.warm();
warmed.catch(() => undefined);

parentPort!.once('message', (job: CardJob) => {
  warmed
    .then(() => renderCards(job, tools))
    .then(
      (rendered) => parentPort!.postMessage({ rendered }),
      (error: unknown) => parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
});
