import { parentPort, workerData } from 'node:worker_threads';
import { buildClient } from '../../pipeline/render/bundle';
import type { SiteModules } from '../../pipeline/render/site-data';

/**
 * One client build for the dev server, on its own thread: NODE_ENV is
 * production here only (the thread has its own copy of the environment),
 * as in `npm run build`, so the chunks are the build's. The dev server's
 * site data comes with the job.
 */
const { root, outDir, modules } = workerData as { root: string; outDir: string; modules: SiteModules };
buildClient(root, outDir, () => modules).then(
  () => parentPort!.postMessage({ done: true }),
  (error: unknown) => parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
);
