import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { entryScripts } from '../../pipeline/emit/client-chunks';
import { islandClassFinder } from '../../pipeline/render/island-classes';
import { pageCss, type LaterClasses } from '../../pipeline/render/page-css';
import { stylesheetHref } from '../../pipeline/render/page-template';
import { templateFrom } from '../../pipeline/render/index';
import type { SiteModules } from '../../pipeline/render/site-data';

/** What the dev server takes from the client build: the built page template and the stylesheet cutters. */
export interface ClientBuild {
  dir: string;
  template: string;
  cssFor: (html: string, later: LaterClasses) => string;
  laterClasses: (islands: readonly string[]) => Promise<LaterClasses>;
}

function buildOnThread(root: string, outDir: string, modules: SiteModules): Promise<void> {
  const env = { ...process.env, NODE_ENV: 'production' };
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./client-build-worker.ts', import.meta.url), { workerData: { root, outDir, modules }, env });
    worker.once('message', (message: { done?: boolean; error?: string }) => {
      void worker.terminate();
      if (message.done) resolve();
      else reject(new Error(message.error));
    });
    worker.once('error', reject);
  });
}

async function readBuild(dir: string): Promise<ClientBuild> {
  const template = templateFrom(await readFile(path.join(dir, 'index.html'), 'utf8'));
  const css = await readFile(path.join(dir, stylesheetHref(template)), 'utf8');
  return { dir, template, cssFor: pageCss(css), laterClasses: islandClassFinder(dir, entryScripts(template)) };
}

/**
 * The dev server's client build, kept current. Pages in dev inline the
 * CSS the build would: the build's stylesheet is Tailwind's output
 * optimised for the browsers it targets (lowered nesting, merged rules),
 * which Vite's dev pipeline skips, and the classes islands set later are
 * read from the built chunks (island-classes.ts). So dev builds the client
 * as `npm run build` does, once at start and again after a source edit;
 * pages wait for a build under way. Scripts still come from Vite (hot
 * reload); only the template, the stylesheet and the chunks' classes come
 * from here. Each build bundles the site data current when it starts.
 */
export function clientBuilds(root: string, modules: () => SiteModules) {
  const base = path.join(root, 'node_modules', '.site-dev', String(process.pid));
  let generation = 0;
  let current: Promise<ClientBuild> | undefined;
  /** A build asked for but not yet started: later edits join it rather than queue another. */
  let waiting: Promise<ClientBuild> | undefined;
  const start = () => {
    if (waiting) return waiting;
    const mine = ++generation;
    const dir = path.join(base, String(mine));
    const previous = current;
    // One build at a time, in the order asked for.
    current = waiting = (async () => {
      await previous?.catch(() => undefined);
      waiting = undefined;
      await buildOnThread(root, dir, modules());
      // Older builds are no longer read from.
      for (const old of await readdir(base)) if (Number(old) < mine) await rm(path.join(base, old), { recursive: true, force: true });
      return readBuild(dir);
    })();
    return current;
  };
  return {
    /** The newest build, waiting for one under way. */
    current: () => current ?? start(),
    /** Starts a new build; pages asked for from now on wait for it. */
    rebuild: start,
    close: () => rm(base, { recursive: true, force: true }),
  };
}
