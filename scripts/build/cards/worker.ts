import { parentPort, workerData } from 'node:worker_threads';
import { renderCards, type CardJob } from './render-cards';

/** One card-rendering thread: renders its share of the cards into the cache and reports how many. */
renderCards(workerData as CardJob).then(
  (rendered) => parentPort!.postMessage({ rendered }),
  (error: unknown) => parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
);
