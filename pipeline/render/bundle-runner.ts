import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { BundleJob } from './bundle-process.ts';

export interface BundleRunner {
  /** Runs the Vite builds; the process ends with them. */
  run(job: BundleJob): Promise<void>;
  /** Ends the process if no job was given (a build that needed no bundle, or failed first). */
  close(): void;
}

/**
 * Rolldown's allocator (mimalloc) commits its arenas whole and keeps what it
 * frees for a while: the client build took the process from about 105 to
 * 530 MB, whatever the number of posts. Committed as used and returned at
 * once, it peaks at about 255 MB. Set in the environment, they win.
 */
const BUNDLER_MEMORY = { MIMALLOC_ARENA_EAGER_COMMIT: '0', MIMALLOC_PURGE_DELAY: '0' };

/**
 * Starts the bundling process (bundle-process.ts). A cold build starts it
 * first thing, so it loads Vite while the content loads; a warm build only
 * when its bundles are not cached.
 */
export function startBundleRunner(root: string): BundleRunner {
  const child: ChildProcess = fork(fileURLToPath(new URL('./bundle-process.ts', import.meta.url)), [], {
    cwd: root,
    // Node's own type stripping, not tsx: Vite loaded through tsx took the process about 75 MB more (peak 584 → 510 MB).
    // Its TypeScript from the build's cache of stripped modules (the folder is in the environment it inherits).
    execArgv: ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', '--import', new URL('../stripped-cache.mjs', import.meta.url).href],
    env: { ...BUNDLER_MEMORY, ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  let given = false;
  return {
    async run(job) {
      given = true;
      child.send(job);
      const [code, signal] = await exited;
      if (code !== 0) throw new Error(`The Vite build failed (${signal ?? `exit code ${code}`}); its messages are above.`);
    },
    close() {
      if (!given) child.kill();
    },
  };
}
