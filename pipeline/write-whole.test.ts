import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { temporaryName, writeFileWhole, writeFileWholeSync } from './write-whole.ts';

describe('files written whole or not at all', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'write-whole-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('replaces a file with the new bytes and leaves nothing else in its folder', async () => {
    const file = path.join(dir, 'record.json');
    await writeFile(file, 'old');
    await writeFileWhole(file, '{"version":1}');
    expect(await readFile(file, 'utf8')).toBe('{"version":1}');
    writeFileWholeSync(file, Buffer.from('second'));
    expect(await readFile(file, 'utf8')).toBe('second');
    expect(await readdir(dir)).toEqual(['record.json']);
  });

  it('gives every write its own temporary name beside the file', () => {
    const file = path.join(dir, 'card.jpg');
    const names = new Set(Array.from({ length: 1000 }, () => temporaryName(file)));
    expect(names.size).toBe(1000);
    for (const name of names) expect(path.dirname(name)).toBe(dir);
  });

  it('lets many writers of one file at once each land whole: the file ends as one of them, no temporary file left', async () => {
    const file = path.join(dir, 'card.jpg');
    const bodies = Array.from({ length: 20 }, (_, i) => String(i).repeat(50_000));
    await Promise.all(bodies.map((body) => writeFileWhole(file, body)));
    expect(bodies).toContain(await readFile(file, 'utf8'));
    expect(await readdir(dir)).toEqual(['card.jpg']);
  });

  it('reports a write that cannot be made and leaves no temporary file, the folder otherwise as it was', async () => {
    const file = path.join(dir, 'kept.txt');
    await writeFile(file, 'old');
    // The file's folder is a file: nothing can be written.
    await writeFile(path.join(dir, 'not-a-folder'), 'a file');
    await expect(writeFileWhole(path.join(dir, 'not-a-folder', 'x.json'), 'new')).rejects.toThrow(/ENOTDIR/);
    expect(() => writeFileWholeSync(path.join(dir, 'not-a-folder', 'x.json'), 'new')).toThrow(/ENOTDIR/);
    // A folder that is not empty where the file should go: the bytes are written, the rename cannot replace it.
    await mkdir(path.join(dir, 'a-folder', 'inside'), { recursive: true });
    await expect(writeFileWhole(path.join(dir, 'a-folder'), 'new')).rejects.toThrow(/EISDIR|ENOTEMPTY|EEXIST/);
    expect(await readFile(file, 'utf8')).toBe('old');
    expect((await readdir(dir)).sort()).toEqual(['a-folder', 'kept.txt', 'not-a-folder']);
    expect(await readdir(path.join(dir, 'a-folder'))).toEqual(['inside']);
  });
});
