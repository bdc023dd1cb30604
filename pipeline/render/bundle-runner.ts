import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { BundleJob } from './bundle-process';

export interface BundleRunner {
  /** Runs the Vite builds; the process ends with them. */
  run(job: BundleJob): Promise<void>;
  /** Ends the process if no job was given (a build that needed no bundle, or failed first). */
  close(): void;
}

/**
 * Starts the bundling process (bundle-process.ts). A cold build starts it
 * first thing, so it loads Vite while the content loads; a warm build only
 * when its bundles are not cached.
 */
export function startBundleRunner(root: string): BundleRunner {
  const child: ChildProcess = fork(fileURLToPath(new URL('./bundle-process.ts', import.meta.url)), [], {
    cwd: root,
    // Node's own type stripping, not tsx: Vite loaded through tsx took the process about 75 MB more (peak 584 → 510 MB).
    execArgv: ['--experimental-strip-types', '--disable-warning=ExperimentalWarning'],
    env: { ...process.env, NODE_ENV: 'production' },
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
