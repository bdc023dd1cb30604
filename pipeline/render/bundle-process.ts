import type { BundleDirs } from './bundle.ts';
import type { SiteModules } from './site-data.ts';

/**
 * The Vite builds in a process of their own (bundle-runner.ts starts it):
 * Vite's bundler keeps about 500 MB it does not give back, which the build
 * process would otherwise hold through the whole rendering. It loads Vite
 * as soon as it starts and bundles as soon as it has its job, which may
 * come before the compiled content: the builds then transform the app's
 * code while the content loads, and wait only where they import
 * virtual:site-data/* for the `modules` message.
 */
export type BundleMessage = { job: BundleJob } | { modules: [string, string][] };

export interface BundleJob {
  root: string;
  dirs: BundleDirs;
  define: Record<string, string>;
}

let give: (modules: SiteModules) => void;
const modules = new Promise<SiteModules>((resolve) => (give = resolve));

const loaded = import('./bundle.ts');
process.on('message', (message: BundleMessage) => {
  if ('modules' in message) return give(new Map(message.modules));
  const { root, dirs, define } = message.job;
  loaded
    .then(({ bundleSite }) => bundleSite(root, dirs, () => modules, define))
    .then(
      () => process.send!({ done: true }, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
});
