import { constants } from 'node:fs';
import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { mapBounded } from '../images/bounded';

/**
 * Puts `from` at `to` as a hard link: no bytes are copied, and the two
 * stay the same file. Safe because the build never writes into a file it
 * has written before (pages, cards and variants are always new files,
 * renamed or swapped into place). Where a link cannot be made (another
 * file system), the file is copied.
 */
export async function linkFile(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw error;
    await copyFile(from, to, constants.COPYFILE_FICLONE);
  }
}

/** Links every file under `from` into the same place under `to`, making the folders. */
export async function linkTree(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.relative(from, path.join(entry.parentPath, entry.name)));
  await linkFiles(files.map((file) => [path.join(from, file), path.join(to, file)] as const));
}

/** Links each [from, to] pair, making the target folders first. */
export async function linkFiles(pairs: readonly (readonly [string, string])[]): Promise<void> {
  await Promise.all([...new Set(pairs.map(([, to]) => path.dirname(to)))].map((dir) => mkdir(dir, { recursive: true })));
  await mapBounded(pairs, 32, ([from, to]) => linkFile(from, to));
}
