import { cp, mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** A temporary content tree: the real YAML and images, with a fixture's files laid over them (posts replaced). */
export async function makeContentTree(fixture: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `content-${fixture}-`));
  const real = path.join(root, 'content');
  for (const name of await readdir(real)) {
    if (name.endsWith('.yaml')) await cp(path.join(real, name), path.join(dir, name));
  }
  await cp(path.join(real, 'images'), path.join(dir, 'images'), { recursive: true });
  await cp(path.join(root, 'tests', 'fixtures', fixture), dir, { recursive: true });
  return dir;
}

/** A temporary copy of the whole real content tree, to edit in a test. */
export async function copyRealContent(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'content-copy-'));
  await cp(path.join(root, 'content'), dir, { recursive: true });
  return dir;
}

export const projectRoot = root;

/** Replaces text in one file of a content tree; throws when nothing matched, so a stale edit cannot pass silently. */
export async function editContentFile(dir: string, file: string, from: RegExp | string, to: string): Promise<void> {
  const full = path.join(dir, file);
  const text = await readFile(full, 'utf8');
  const edited = text.replace(from, to);
  if (edited === text) throw new Error(`${file}: nothing matched ${String(from)}`);
  await writeFile(full, edited);
}

/** A previous build's output in a new folder under `parent` (its files: PREVIOUS_OUTPUT), to prove a refused or failed build leaves it alone. */
export async function previousOutput(parent: string): Promise<string> {
  const dir = await mkdtemp(path.join(parent, 'dist-'));
  await mkdir(path.join(dir, 'blog'));
  for (const [file, text] of Object.entries(PREVIOUS_OUTPUT)) await writeFile(path.join(dir, file), text);
  return dir;
}

export const PREVIOUS_OUTPUT: Readonly<Record<string, string>> = { 'blog/index.html': '<h1>previous blog</h1>', 'index.html': '<h1>previous build</h1>' };
