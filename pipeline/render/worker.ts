import '../cjs-imports.mjs';
import { parentPort, workerData } from 'node:worker_threads';
import { renderPages, type RenderJob } from './render-pages.ts';

/** One rendering thread: renders its share of the paths and reports the files written. */
const job = workerData as RenderJob;
renderPages(job).then(
  (files) => parentPort!.postMessage({ files }),
  (error: unknown) => parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
);
