import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * One build at a time per project folder: vite-react-ssg renders through a
 * shared temporary folder (.vite-react-ssg-temp) that a second concurrent
 * build would delete under the first. A lock folder holding the owner's pid
 * serialises builds; a lock left by a dead process is taken over.
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
