import { existsSync, linkSync, mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileStats } from './build-record.ts';
import { patchedOutput, type PreviousOutput } from './staged-output.ts';

const work = await mkdtemp(path.join(os.tmpdir(), 'staged-output-'));
afterAll(() => rm(work, { recursive: true, force: true }));

const put = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};

// Enough kept pages for a rebuild that changes a few files to put them in place rather than swap (staged-output.ts).
const OTHER_POSTS = Array.from({ length: 20 }, (_, i) => `blog/post-${i + 1}/index.html`);

/**
 * A previous output as a build left it: a home page, 22 posts, a card
 * linked from the cache, and its record (taken right after, as the build
 * takes it).
 */
function previousBuild(name: string): { out: string; cache: string; previous: () => PreviousOutput } {
  const out = path.join(work, name, 'dist');
  const cache = path.join(work, name, 'cache');
  put(path.join(out, 'index.html'), 'home v1');
  put(path.join(out, 'blog/old-post/index.html'), 'old post');
  put(path.join(out, 'blog/kept-post/index.html'), 'kept post');
  for (const post of OTHER_POSTS) put(path.join(out, post), post);
  put(path.join(cache, 'card-a.jpg'), 'card a');
  put(path.join(cache, 'card-b.jpg'), 'card b');
  mkdirSync(path.join(out, 'cards'));
  linkSync(path.join(cache, 'card-a.jpg'), path.join(out, 'cards/a.jpg'));
  const recorded = fileStats(out);
  return {
    out,
    cache,
    previous: () => {
      const identities = new Map<string, string>();
      return { stats: fileStats(out, identities), identities, recorded };
    },
  };
}

/** A swap as the build's: the staging folder takes the output folder's place. */
const swap = async (staging: string, out: string) => {
  await rename(out, `${out}.previous`);
  await rename(staging, out);
  await rm(`${out}.previous`, { recursive: true });
};

/** The pages a rebuild reuses: linked from the output folder to their own place. */
const reused = (out: string, staging: string, pages: string[]) => pages.map((page) => [path.join(out, page), path.join(staging, page)] as const);

const tree = (dir: string) => Object.fromEntries(Object.keys(fileStats(dir)).sort().map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]));

describe('a rebuild’s staged output', () => {
  it('keeps unchanged files where they are, puts new ones in, and deletes what the new output lacks', async () => {
    const { out, cache, previous } = previousBuild('patch');
    const keptCard = statSync(path.join(out, 'cards/a.jpg')).ino;
    const keptPage = statSync(path.join(out, 'blog/kept-post/index.html')).ino;
    const blogFolder = statSync(path.join(out, 'blog')).ino;
    const staged = patchedOutput(out, previous(), swap);
    // The new output: the home page re-rendered, one post reused, the old post gone, a new post, two cards.
    put(path.join(staged.dir, 'index.html'), 'home v2');
    put(path.join(staged.dir, 'blog/new-post/index.html'), 'new post');
    staged.link([
      ...reused(out, staged.dir, ['blog/kept-post/index.html', ...OTHER_POSTS]),
      [path.join(cache, 'card-a.jpg'), path.join(staged.dir, 'cards/a.jpg')],
      [path.join(cache, 'card-b.jpg'), path.join(staged.dir, 'cards/b.jpg')],
    ]);
    // Nothing in the output changes before the commit.
    expect(tree(out)['index.html']).toBe('home v1');
    expect(existsSync(path.join(staged.dir, 'cards/a.jpg'))).toBe(false);
    expect(existsSync(path.join(staged.dir, 'blog/kept-post'))).toBe(false);

    const files = await staged.commit();
    expect(tree(out)).toEqual({
      ...Object.fromEntries(OTHER_POSTS.map((post) => [post, post])),
      'blog/kept-post/index.html': 'kept post',
      'blog/new-post/index.html': 'new post',
      'cards/a.jpg': 'card a',
      'cards/b.jpg': 'card b',
      'index.html': 'home v2',
    });
    // Put in place, not swapped: the kept files and their folders are the same ones; the old post's folder went with it.
    expect(statSync(path.join(out, 'cards/a.jpg')).ino).toBe(keptCard);
    expect(statSync(path.join(out, 'blog/kept-post/index.html')).ino).toBe(keptPage);
    expect(statSync(path.join(out, 'blog')).ino).toBe(blogFolder);
    expect(existsSync(path.join(out, 'blog/old-post'))).toBe(false);
    expect(existsSync(staged.dir)).toBe(false);
    // What the record will hold is what is on disk.
    expect(files).toEqual(fileStats(out));
  });

  it('links again a file changed since the last build, or one that is not the file it would be linked from', async () => {
    const { out, cache, previous } = previousBuild('changed');
    // Someone edited the kept post in the output; the cache's card a was replaced by a new rendering.
    writeFileSync(path.join(out, 'blog/kept-post/index.html'), 'tampered');
    utimesSync(path.join(out, 'blog/kept-post/index.html'), new Date(2001, 1, 1), new Date(2001, 1, 1));
    await rm(path.join(cache, 'card-a.jpg'));
    put(path.join(cache, 'card-a.jpg'), 'card a, drawn again');
    put(path.join(work, 'changed/rendered-post.html'), 'kept post');
    // A stray file nobody built.
    put(path.join(out, 'stray/file.txt'), 'stray');
    const staged = patchedOutput(out, previous(), swap);
    put(path.join(staged.dir, 'index.html'), 'home v1');
    staged.link([
      ...reused(out, staged.dir, OTHER_POSTS),
      [path.join(work, 'changed/rendered-post.html'), path.join(staged.dir, 'blog/kept-post/index.html')],
      [path.join(cache, 'card-a.jpg'), path.join(staged.dir, 'cards/a.jpg')],
    ]);
    await staged.commit();
    expect(tree(out)).toEqual({
      ...Object.fromEntries(OTHER_POSTS.map((post) => [post, post])),
      'blog/kept-post/index.html': 'kept post',
      'cards/a.jpg': 'card a, drawn again',
      'index.html': 'home v1',
    });
    expect(existsSync(path.join(out, 'stray'))).toBe(false);
  });

  it('swaps the staging folder in whole when more files are new than kept, keeping the kept ones', async () => {
    const { out, cache, previous } = previousBuild('mostly-new');
    const blogFolder = statSync(path.join(out, 'blog')).ino;
    const staged = patchedOutput(out, previous(), swap);
    put(path.join(staged.dir, 'index.html'), 'home v2');
    put(path.join(staged.dir, 'blog/kept-post/index.html'), 'kept post, rendered again');
    staged.link([[path.join(cache, 'card-a.jpg'), path.join(staged.dir, 'cards/a.jpg')]]);
    const files = await staged.commit();
    expect(tree(out)).toEqual({ 'blog/kept-post/index.html': 'kept post, rendered again', 'cards/a.jpg': 'card a', 'index.html': 'home v2' });
    expect(statSync(path.join(out, 'cards/a.jpg')).ino).toBe(statSync(path.join(cache, 'card-a.jpg')).ino);
    // Swapped: the blog folder is the staging folder's (made while the old one was still there).
    expect(statSync(path.join(out, 'blog')).ino).not.toBe(blogFolder);
    expect(existsSync(staged.dir)).toBe(false);
    expect(files).toEqual(fileStats(out));
  });
});
