import { parentPort, workerData } from 'node:worker_threads';
import { ContentError } from '../validate/errors.ts';
import { loadAndCompile, type ContentJob } from './load-and-compile.ts';
import type { ContentMessage } from './index.ts';

/** The content thread: loads and compiles, reports each step, then writes the post cache and ends (its heap with it). */
const job = workerData as ContentJob;
const send = (message: ContentMessage) => parentPort!.postMessage(message);
const steps = loadAndCompile(job, {
  early: job.earlyCards ? (cards) => send({ type: 'early', cards }) : undefined,
  // Sent from within the compile, which goes on with the post pages without giving way to a promise's callback.
  modules: (modules) => send({ type: 'modules', modules }),
});
steps.loaded
  .then((content) => {
    send({ type: 'loaded', content });
    return steps.compiled;
  })
  .then(
    (compiled) => send({ type: 'compiled', compiled }),
    (error: unknown) =>
      send({ type: 'failed', ...(error instanceof ContentError ? { issues: [...error.issues] } : { message: error instanceof Error ? (error.stack ?? error.message) : String(error) }) }),
  );
void steps.saved;
