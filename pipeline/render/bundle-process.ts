import type { BundleDirs } from './bundle.ts';

/**
 * The Vite builds in a process of their own (bundle-runner.ts starts it):
 * Vite's bundler keeps about 500 MB it does not give back, which the build
 * process would otherwise hold through the whole rendering. It loads Vite
 * as soon as it starts, then waits for its one job.
 */
export interface BundleJob {
  root: string;
  dirs: BundleDirs;
  modules: [string, string][];
  define: Record<string, string>;
}

const loaded = import('./bundle.ts');
process.once('message', (job: BundleJob) => {
  loaded
    .then(({ bundleSite }) => bundleSite(job.root, job.dirs, new Map(job.modules), job.define))
    .then(
      () => process.send!({ done: true }, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
});
