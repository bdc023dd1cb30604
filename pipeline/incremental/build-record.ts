import { readdirSync, statSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileWhole } from '../write-whole.ts';
import { sha256 } from './fingerprint.ts';

/**
 * What the last successful build into an output folder wrote, kept in the
 * cache (never in the output folder, which is deployed as it is): the keys
 * it was built from, what each page read of the post data, and the size
 * and modification time of every file it left there. The next build into
 * that folder reuses a page only when its bundle and every piece of post
 * data it read are unchanged and its file is still the one written.
 */
export interface BuildRecord {
  version: typeof RECORD_VERSION;
  /** codeKey + contentKey + settings: equal means nothing changed. */
  buildKey: string;
  /** The client and server bundles the pages were rendered with. */
  bundleKey: string;
  /** Per page path: its file in the output folder and the post data it read (post-data-reads.ts). */
  pages: Record<string, { file: string; reads: string[] }>;
  /** The hash of each piece of post data some page read. */
  readHashes: Record<string, string>;
  /** Every file of the output folder, relative: size and mtime in ms. */
  files: Record<string, [number, number]>;
  /** What the build returned, for a build that finds nothing changed. */
  result: unknown;
}

const RECORD_VERSION = 1;

export function recordFile(cacheDir: string, outDir: string): string {
  return path.join(cacheDir, 'site-build', 'records', `${sha256(outDir).slice(0, 24)}.json`);
}

export async function readRecord(file: string): Promise<BuildRecord | undefined> {
  try {
    const record = JSON.parse(await readFile(file, 'utf8')) as BuildRecord;
    return record.version === RECORD_VERSION ? record : undefined;
  } catch {
    return undefined;
  }
}

/** Written whole or not at all (write-whole.ts): a cut-off build leaves the previous record or none. */
export async function writeRecord(file: string, record: BuildRecord): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileWhole(file, JSON.stringify(record));
}

/** Size and mtime of files, by path relative to the output folder ('/'-separated). */
export type FileStats = Record<string, [number, number]>;

/**
 * Size and mtime of every file under `dir`, by path relative to it
 * ('/'-separated); with `identities`, each file's `dev:ino` is put there
 * too. Synchronous: for 12,000 files, a stat each through libuv's pool
 * took several times as long. A file's relative path is cut from its
 * folder's path as a string, not made by `path.relative` and `path.join`,
 * which resolve and normalise both paths again for every file: on a
 * 4,000-post output (8,603 files, run twice by a rebuild) a call took
 * 124–175 ms of CPU instead of 148–224 ms (six alternating rounds on a
 * slowed host), the same result.
 */
export function fileStats(dir: string, identities?: Map<string, string>): FileStats {
  const root = path.resolve(dir);
  const prefix = root.endsWith(path.sep) ? root : root + path.sep;
  // The entries' folders are `root` and paths joined onto it (Node's recursive readdir).
  const folderOf = (parent: string) => (parent === root ? '' : `${parent.slice(prefix.length).split(path.sep).join('/')}/`);
  const result: FileStats = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const folder = folderOf(entry.parentPath);
    const { size, mtimeMs, dev, ino } = statSync(entry.parentPath === root ? prefix + entry.name : `${entry.parentPath}${path.sep}${entry.name}`);
    const rel = folder + entry.name;
    result[rel] = [size, mtimeMs];
    identities?.set(rel, `${dev}:${ino}`);
  }
  return result;
}

/** Whether `dir` holds exactly the files the record lists, each with its recorded size and mtime. */
export function sameFiles(now: Record<string, [number, number]>, recorded: Record<string, [number, number]>): boolean {
  const names = Object.keys(now);
  if (names.length !== Object.keys(recorded).length) return false;
  return names.every((name) => unchanged(now[name], recorded[name]));
}

export const unchanged = (now: [number, number] | undefined, recorded: [number, number] | undefined): boolean =>
  now !== undefined && recorded !== undefined && now[0] === recorded[0] && now[1] === recorded[1];
