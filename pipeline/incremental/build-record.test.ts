import { linkSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileStats } from './build-record.ts';

describe('fileStats', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const tree = () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'file-stats-'));
    const out = path.join(dir, 'dist');
    mkdirSync(path.join(out, 'blog', 'a-post'), { recursive: true });
    mkdirSync(path.join(out, 'assets'));
    writeFileSync(path.join(out, 'index.html'), '<h1>Home</h1>');
    writeFileSync(path.join(out, 'blog', 'a-post', 'index.html'), '<h1>A post</h1>');
    writeFileSync(path.join(out, 'assets', 'entry.js'), 'x');
    // A file linked from the cache, as a reused card is: another name, the same file.
    writeFileSync(path.join(dir, 'card.jpg'), 'jpeg bytes');
    linkSync(path.join(dir, 'card.jpg'), path.join(out, 'blog', 'a-post', 'card.jpg'));
    return out;
  };

  it("lists every file by its '/'-separated path under the folder, with its size, mtime and identity", () => {
    const out = tree();
    const identities = new Map<string, string>();
    const stats = fileStats(out, identities);

    expect(Object.keys(stats).sort()).toEqual(['assets/entry.js', 'blog/a-post/card.jpg', 'blog/a-post/index.html', 'index.html']);
    expect(stats['index.html']).toEqual([13, statSync(path.join(out, 'index.html')).mtimeMs]);
    expect(stats['blog/a-post/index.html']![0]).toBe(15);
    const card = statSync(path.join(dir, 'card.jpg'));
    expect(identities.get('blog/a-post/card.jpg')).toBe(`${card.dev}:${card.ino}`);
    expect(identities.size).toBe(4);
  });

  it('gives the same names for the folder written relatively or with a trailing separator', () => {
    const out = tree();
    const expected = fileStats(out);
    expect(fileStats(`${out}${path.sep}`)).toEqual(expected);
    expect(fileStats(path.relative(process.cwd(), out))).toEqual(expected);
  });
});
