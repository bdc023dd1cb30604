import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';

/**
 * Files written whole or not at all: the bytes go under a temporary name in
 * the same folder, which is then renamed over the file (a rename within one
 * file system replaces it at once). A reader, a build sharing the cache, or
 * the run after a cut-off one finds the old file, none, or the new one,
 * never part of one. A failed write leaves no temporary file behind.
 *
 * Temporary names are this thread's own: a random prefix drawn once (each
 * worker thread loads its own copy of this module), then a count. Two
 * writers of one file (builds sharing a cache, two threads or two calls of
 * one process) never write into each other's temporary file, as a name
 * made of the process id alone would let the last two do. Random bytes
 * for every name cost about 27 µs, which a thousand cards noticed.
 * (pipeline/stripped-cache.mjs keeps its own copy: it runs before any
 * TypeScript can be loaded.)
 */
const writer = randomBytes(6).toString('hex');
let count = 0;

/** A temporary name for `file`, beside it, unique to this call. */
export const temporaryName = (file: string): string => `${file}.${writer}-${(count += 1)}.tmp`;

export async function writeFileWhole(file: string, data: string | Uint8Array): Promise<void> {
  const temporary = temporaryName(file);
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
}

export function writeFileWholeSync(file: string, data: string | Uint8Array): void {
  const temporary = temporaryName(file);
  try {
    writeFileSync(temporary, data);
    renameSync(temporary, file);
  } catch (error) {
    try {
      rmSync(temporary, { force: true });
    } catch {
      // Its folder is not there or not a folder: nothing was written.
    }
    throw error;
  }
}
