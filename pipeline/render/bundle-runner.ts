import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BundleMessage } from './bundle-process.ts';
import type { SiteModules } from './site-data.ts';
import { bundleIn, bundlesDir } from '../incremental/bundle-cache.ts';

export interface BundleRunner {
  /** Where the builds write until `finish` moves their output. */
  readonly output: string;
  /** Hands over the compiled content as soon as it is made, so that the builds go on while the rest of the build does. */
  give(modules: SiteModules): void;
  /** Hands over the compiled content (the same as given, if it was), waits for the Vite builds (the process ends with them), and moves their output to `folder`, which must not exist. */
  finish(modules: SiteModules, folder: string): Promise<void>;
  /** Ends the process and removes what it wrote, unless `finish` was called (a build whose bundles were cached, or that failed first). */
  close(): Promise<void>;
}

/**
 * Rolldown's allocator (mimalloc) commits its arenas whole and keeps what it
 * frees for a while: the client build took the process from about 105 to
 * 530 MB, whatever the number of posts. Committed as used and returned at
 * once, it peaks at about 255 MB. Set in the environment, they win.
 */
const BUNDLER_MEMORY = { MIMALLOC_ARENA_EAGER_COMMIT: '0', MIMALLOC_PURGE_DELAY: '0' };

/**
 * Starts the bundling process (bundle-process.ts) and its builds, into a
 * folder of its own beside the cached bundles. A first build starts it first
 * thing: the builds load Vite and transform the app's code while the content
 * loads, and wait for it only where they import it (about half of the
 * bundling at 1,000 posts is done by then). A rebuild starts it when its
 * bundles are not cached, and finishes it at once. `define` is the build's
 * own (the contact backend it decided on).
 */
export function startBundleRunner(root: string, define: Record<string, string>, messages?: (text: string) => void): BundleRunner {
  const child: ChildProcess = fork(fileURLToPath(new URL('./bundle-process.ts', import.meta.url)), [], {
    cwd: root,
    // Node's own type stripping, not tsx: Vite loaded through tsx took the process about 75 MB more (peak 584 → 510 MB).
    // Its TypeScript from the build's cache of stripped modules (the folder is in the environment it inherits).
    execArgv: ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', '--import', new URL('../stripped-cache.mjs', import.meta.url).href],
    env: { ...BUNDLER_MEMORY, ...process.env, NODE_ENV: 'production' },
    // Vite's warnings and errors go to the build's own output, or to `messages` when given.
    stdio: ['ignore', 'inherit', messages ? 'pipe' : 'inherit', 'ipc'],
  });
  child.stderr?.setEncoding('utf8').on('data', (text: string) => messages?.(text));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  // The same temporary naming as the cache's own (bundle-cache.ts prunes what a cut-off build leaves).
  const output = path.join(bundlesDir(root), `${randomBytes(6).toString('hex')}.tmp`);
  // A process that has failed already has no channel: its exit code tells.
  const send = (message: BundleMessage) => child.send(message, () => undefined);
  send({ job: { root, dirs: bundleIn(output), define } });
  let given: SiteModules | undefined;
  let finishing = false;
  const give = (modules: SiteModules) => {
    if (given) throw new Error('The bundling process was given its content twice');
    given = modules;
    send({ modules: [...modules] });
  };
  const stop = async () => {
    child.kill();
    await exited;
    await rm(output, { recursive: true, force: true });
  };
  return {
    output,
    give,
    async finish(modules, folder) {
      finishing = true;
      if (!given) give(modules);
      else if (!sameModules(given, modules)) {
        await stop();
        throw new Error('The bundles were started with other content than this build compiled');
      }
      const [code, signal] = await exited;
      if (code !== 0) {
        await rm(output, { recursive: true, force: true });
        throw new Error(`The Vite build failed (${signal ?? `exit code ${code}`}); its messages are above.`);
      }
      await rename(output, folder);
    },
    async close() {
      if (!finishing) await stop();
    },
  };
}

const sameModules = (a: SiteModules, b: SiteModules) => a.size === b.size && [...a].every(([name, source]) => b.get(name) === source);
