import { existsSync, readdirSync, renameSync, rmSync, rmdirSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { folderMaker, linkFiles, type Linker } from './link-files.ts';
import { fileStats, unchanged, type FileStats } from './build-record.ts';

/**
 * Where a build writes its output before it goes live: a staging folder
 * next to the output folder. Nothing in the output folder changes until
 * `commit()`, so a build that fails at any step leaves it as it was.
 */
export interface StagedOutput {
  /** The staging folder: the steps write their new files here. */
  readonly dir: string;
  /** Puts each `from` (a file nobody writes into again: a cache entry, or a file of the previous output) at its place under `dir`. */
  readonly link: Linker;
  /** Puts what was staged live and returns the output's files with their size and mtime. */
  commit(): Promise<FileStats>;
}

/** The previous output folder as the build found it: each file's stats and identity, and the stats the last build recorded. */
export interface PreviousOutput {
  stats: FileStats;
  /** Each file's device and inode, `dev:ino`. */
  identities: Map<string, string>;
  recorded: FileStats;
}

/** Puts a whole staged folder in place of the output folder (run-build.ts swapInto). */
export type Swap = (staging: string, outDir: string) => Promise<void>;

/**
 * A first build, or one with no record to trust: the whole output is
 * staged (cached files linked), then swapped in for the old folder at once.
 */
export function wholeOutput(outDir: string, swap: Swap): StagedOutput {
  const dir = `${outDir}.staging`;
  return {
    dir,
    link: linkFiles,
    async commit() {
      await swap(dir, outDir);
      return fileStats(outDir);
    },
  };
}

/**
 * A rebuild: only what is new is staged. A file the output folder already
 * holds at the same place, the same file (the same inode as the one it
 * would be linked from) and untouched since the last build recorded it, is
 * kept where it is. `commit()` then renames the staged files into the
 * output folder and deletes the files the new output no longer has.
 * Making a folder per page in a fresh staging tree, and deleting the old
 * tree, was most of a one-post rebuild at 4,000 posts (0.8 s of `mkdir`
 * alone, on a file system that had just freed as many).
 *
 * A build cut off during the commit leaves a mix of old and new files;
 * the record is written after the commit, so the next build finds those
 * files changed and renders or links them again.
 *
 * When many files are new (a code change renders every page), the kept
 * ones are linked into the staging folder and it is swapped in whole
 * instead. At 4,000 posts, with every page rendered again and the cards
 * kept, renaming 4,262 files in and removing the staging tree's empty
 * folders took 0.8–1.9 s; linking the 4,341 kept files and swapping,
 * 0.3 s. A link costs a small part of a rename, but a kept page needs a
 * folder made in the staging tree: hence the swap once the new files are
 * more than a quarter of the kept ones.
 */
export function patchedOutput(outDir: string, previous: PreviousOutput, swap: Swap): StagedOutput {
  const whole = wholeOutput(outDir, swap);
  const { dir } = whole;
  const kept = new Set<string>();
  const relative = (to: string) => path.relative(dir, to).split(path.sep).join('/');
  const keeps = (from: string, rel: string) => {
    const identity = previous.identities.get(rel);
    if (identity === undefined || !unchanged(previous.stats[rel], previous.recorded[rel])) return false;
    if (from === path.join(outDir, ...rel.split('/'))) return true;
    const { dev, ino } = statSync(from);
    return `${dev}:${ino}` === identity;
  };
  return {
    dir,
    link(pairs) {
      const fresh: (readonly [string, string])[] = [];
      for (const pair of pairs) {
        const rel = relative(pair[1]);
        if (keeps(pair[0], rel)) kept.add(rel);
        else fresh.push(pair);
      }
      linkFiles(fresh);
    },
    async commit() {
      const staged = (existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }) : [])
        .filter((entry) => entry.isFile())
        .map((entry) => relative(path.join(entry.parentPath, entry.name)));
      if (4 * staged.length > kept.size) {
        linkFiles([...kept].map((rel) => [path.join(outDir, ...rel.split('/')), path.join(dir, ...rel.split('/'))] as const));
        return whole.commit();
      }
      const files: FileStats = {};
      for (const rel of kept) files[rel] = previous.stats[rel]!;
      const folders = folderMaker();
      for (const rel of staged) {
        const from = path.join(dir, ...rel.split('/'));
        const to = path.join(outDir, ...rel.split('/'));
        folders.make(path.dirname(to));
        renameSync(from, to);
        const { size, mtimeMs } = statSync(to);
        files[rel] = [size, mtimeMs];
      }
      // Gone from the new output: the files, then the folders that held only them (deepest first).
      const emptied = new Set<string>();
      for (const rel of Object.keys(previous.stats)) {
        if (Object.hasOwn(files, rel)) continue;
        unlinkSync(path.join(outDir, ...rel.split('/')));
        for (let folder = path.posix.dirname(rel); folder !== '.'; folder = path.posix.dirname(folder)) emptied.add(folder);
      }
      for (const folder of [...emptied].sort((a, b) => b.length - a.length)) {
        try {
          rmdirSync(path.join(outDir, ...folder.split('/')));
        } catch {
          // Still holds files of the new output.
        }
      }
      rmSync(dir, { recursive: true, force: true });
      return files;
    },
  };
}
