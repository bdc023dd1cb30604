import { createHash, type Hash } from 'node:crypto';
import { closeSync, existsSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What a build's output depends on besides the content, as one hash: the
 * code that renders (src/), the build itself (pipeline/, the scripts it
 * imports), the page template and static files, the config, the locked
 * package versions, the env files Vite reads, the Node version, and the
 * year (the footer prints it). Tests are left out: they change no output.
 * Any change here makes the next build a full one.
 */
const CODE_DIRS = ['src', 'pipeline', 'scripts', 'public'];
const CODE_FILES = ['index.html', 'vite.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'];
const ENV_FILES = ['.env', '.env.local', '.env.production', '.env.production.local'];

const isTest = (name: string) => /\.test\.tsx?$/.test(name);

export function codeKey(root: string, envDir: string): string {
  const hash = createHash('sha256');
  hash.update(`node ${process.version} ${process.platform} ${process.arch}\0year ${new Date().getFullYear()}\0`);
  for (const dir of CODE_DIRS) hashTree(hash, root, dir, isTest);
  for (const file of CODE_FILES) hashFile(hash, root, file);
  for (const file of ENV_FILES) hashFile(hash, envDir, file);
  return hash.digest('hex');
}

/** Every file of a content tree (YAML, posts, images), names and bytes. */
export function contentKey(dir: string): string {
  const hash = createHash('sha256');
  hashTree(hash, dir, '.', () => false);
  return hash.digest('hex');
}

/** The sha256 of a string, in hex. */
export const sha256 = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex');

function hashFile(hash: Hash, base: string, relative: string): void {
  const file = path.join(base, relative);
  hash.update(`${relative}\0`);
  if (existsSync(file)) hashBytes(hash, file);
  else hash.update('\0missing');
  hash.update('\0');
}

/** Read through one buffer: a whole file read per file left every post and image of the content tree (20 MB at 4,000 posts) as garbage in the build's thread, which collects seldom while the content loads. */
const chunk = Buffer.allocUnsafe(1 << 20);

function hashBytes(hash: Hash, file: string): void {
  const fd = openSync(file, 'r');
  try {
    for (let read = readSync(fd, chunk); read > 0; read = readSync(fd, chunk)) hash.update(chunk.subarray(0, read));
  } finally {
    closeSync(fd);
  }
}

/** Files in name order, so the hash does not depend on the order the file system lists them in. */
function hashTree(hash: Hash, base: string, dir: string, skip: (name: string) => boolean): void {
  const absolute = path.join(base, dir);
  if (!existsSync(absolute)) return;
  const entries = readdirSync(absolute, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const relative = path.join(dir, entry.name);
    // A symbolic link counts as what it points at.
    const isDirectory = entry.isSymbolicLink() ? statSync(path.join(base, relative), { throwIfNoEntry: false })?.isDirectory() : entry.isDirectory();
    if (isDirectory) hashTree(hash, base, relative, skip);
    else if ((entry.isFile() || entry.isSymbolicLink()) && !skip(entry.name)) hashFile(hash, base, relative);
  }
}
