import { appendFileSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { watchContent, within } from './content-watcher';

const work = await mkdtemp(path.join(os.tmpdir(), 'content-watcher-'));
afterAll(() => rm(work, { recursive: true, force: true }));

/** A content folder being watched, and a way to wait until a path under it is reported. */
function watched(name: string) {
  const dir = path.join(work, name);
  mkdirSync(path.join(dir, 'posts'), { recursive: true });
  mkdirSync(path.join(dir, 'images', 'blog'), { recursive: true });
  writeFileSync(path.join(dir, 'posts', 'first.md'), 'A post.\n');
  const seen: string[] = [];
  const waiting: { file: string; done: () => void }[] = [];
  const stop = watchContent(dir, (file) => {
    seen.push(file);
    for (const wait of waiting.filter((w) => w.file === file)) wait.done();
  });
  /** Resolves once `file` is reported (at once if it was already); fails the test after 5 s. */
  const reported = (file: string) =>
    new Promise<void>((resolve, reject) => {
      if (seen.includes(file)) return resolve();
      const timer = setTimeout(() => reject(new Error(`${file} was not reported; seen: ${seen.join(', ')}`)), 5000);
      waiting.push({ file, done: () => (clearTimeout(timer), resolve()) });
    });
  return { dir, stop, reported, seen };
}

describe('the dev server’s content watcher', () => {
  it('reports an edited post, and a file in a nested folder', async () => {
    const { dir, stop, reported } = watched('edits');
    try {
      const post = path.join(dir, 'posts', 'first.md');
      appendFileSync(post, 'One more line.\n');
      await reported(post);
      const image = path.join(dir, 'images', 'blog', 'photo.jpg');
      writeFileSync(image, 'not really a photo');
      await reported(image);
    } finally {
      stop();
    }
  });

  it('watches a folder made after it started, and one removed and made again', async () => {
    const { dir, stop, reported } = watched('folders');
    try {
      const folder = path.join(dir, 'images', 'team');
      mkdirSync(folder);
      await reported(folder);
      const photo = path.join(folder, 'juma.jpg');
      writeFileSync(photo, 'a photo');
      await reported(photo);

      rmSync(path.join(dir, 'posts'), { recursive: true });
      await reported(path.join(dir, 'posts'));
      mkdirSync(path.join(dir, 'posts'));
      // Give the parent's event a moment: the new folder is watched when its creation is reported.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const post = path.join(dir, 'posts', 'second.md');
      writeFileSync(post, 'Another post.\n');
      await reported(post);
    } finally {
      stop();
    }
    // The old folder's watcher closed after the new one was made: stopping still closed every watcher.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(process.getActiveResourcesInfo().filter((kind) => kind === 'FSEventWrap')).toEqual([]);
  });

  it('watches a folder reached through a symbolic link, and does not loop on a link to a parent', async () => {
    const elsewhere = path.join(work, 'shared-images');
    mkdirSync(elsewhere);
    const dir = path.join(work, 'linked');
    mkdirSync(path.join(dir, 'images'), { recursive: true });
    symlinkSync(elsewhere, path.join(dir, 'images', 'shared'));
    symlinkSync(dir, path.join(dir, 'images', 'loop'));
    const seen: string[] = [];
    let heard: (() => void) | undefined;
    const stop = watchContent(dir, (file) => {
      seen.push(file);
      heard?.();
    });
    try {
      const photo = path.join(dir, 'images', 'shared', 'logo.png');
      const reported = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not reported; seen: ${seen.join(', ')}`)), 5000);
        heard = () => seen.includes(photo) && (clearTimeout(timer), resolve());
      });
      writeFileSync(path.join(elsewhere, 'logo.png'), 'a logo');
      await reported;
    } finally {
      stop();
    }
  });

  it('tells Vite’s watcher to leave the content folder alone, and nothing else', () => {
    const ignored = within(path.join(work, 'content'));
    expect(ignored(path.join(work, 'content'))).toBe(true);
    expect(ignored(path.join(work, 'content', 'posts', 'a.md'))).toBe(true);
    expect(ignored(path.join(work, 'content-old', 'a.md'))).toBe(false);
    expect(ignored(path.join(work, 'src', 'main.tsx'))).toBe(false);
  });
});
