import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PREFIX = 'site-test-';
/** A scratch folder's name, with its run's process id. */
const SCRATCH_NAME = new RegExp(`^${PREFIX}(\\d+)-`);

/**
 * A temporary folder for one `npm test`: every step runs with it as TMPDIR,
 * so what tests and their tools leave there (copies of the content tree,
 * browser profiles, reports) goes with it. Without it a run left about
 * 50 MB of folders in the system's temporary folder, run after run.
 *
 * Its name holds the run's process id: a run stopped before its end (Ctrl-C)
 * leaves its folder, and the next run removes the folders of runs no longer
 * alive, never one that still is (two runs at once keep their own).
 */
export function createScratchFolder(parent = os.tmpdir()): { folder: string; remove: () => void } {
  removeAbandonedScratchFolders(parent);
  const folder = mkdtempSync(path.join(parent, `${PREFIX}${process.pid}-`));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** Removes the scratch folders under `parent` whose run (its process id in the name) is no longer alive. */
export function removeAbandonedScratchFolders(parent: string): void {
  for (const name of readdirSync(parent)) {
    const pid = SCRATCH_NAME.exec(name)?.[1];
    if (pid === undefined || isAlive(Number(pid))) continue;
    rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
