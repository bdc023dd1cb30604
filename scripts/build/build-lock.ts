import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * One build at a time per project folder: every build writes the project's
 * src/generated (the compiled content, then the image manifest), which its
 * Vite builds and prerenderer then read, and renders into `<outDir>.staging`
 * before swapping it in; a second concurrent build (the integration tests
 * start several) would rewrite both under the first. The server bundle
 * needs no lock: each build has its own folder (node_modules/.site-ssr/).
 * A lock folder holding the owner's pid serialises builds; a lock left by a
 * dead process is taken over. `npm run dev` does not take it, though it
 * rewrites src/generated on every content edit.
 */
export async function withBuildLock<T>(root: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(root, '.build-lock');
  for (;;) {
    try {
      await mkdir(lock);
      await writeFile(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      const owner = Number(await readFile(path.join(lock, 'pid'), 'utf8').catch(() => '0'));
      if (owner && !isAlive(owner)) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
