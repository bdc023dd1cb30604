import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { IssueList } from '../validate/errors.ts';
import { allAvailable } from '../load/placeholders.ts';
import { parsePost, type LoadedPost } from '../load/posts.ts';
import { renderBody } from '../compile/render-body.ts';
import { memoryPostCache, openPostCache } from './post-cache.ts';

const dir = await mkdtemp(path.join(os.tmpdir(), 'post-cache-'));

/** Every file under `folder`, as one Latin-1 string (the cache's strings here are ASCII). */
async function readAll(folder: string): Promise<string> {
  const files = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const texts = await Promise.all(files.map((file) => readFile(path.join(file.parentPath, file.name), 'latin1')));
  return texts.join('\n');
}
afterAll(() => rm(dir, { recursive: true, force: true }));

const TEXT = `---
id: 1
title: Fast Website Hosting in Tanzania
excerpt: What makes a site load quickly for visitors on mobile data in Dar es Salaam.
image: /images/blog/fast-hosting.jpg
date: 2025-05-10
author: Juma Mwakyusa
tags: [Hosting, Tanzania]
---
A first paragraph with **bold** text and [a link](/services).
Step 1: Choose a plan
- A bullet
`;

function load(text = TEXT, name = 'fast'): { post: LoadedPost; bodyText: string } {
  const issues = new IssueList();
  const parsed = parsePost(text, `content/posts/${name}.md`, name, allAvailable({}), issues);
  expect(issues.items).toEqual([]);
  return parsed!;
}

/** A post's fields but its blocks (reading a cached post's blocks may throw). */
const fieldsOf = (post: LoadedPost) => Object.fromEntries(Object.keys(post).filter((key) => key !== 'blocks').map((key) => [key, post[key as keyof LoadedPost]]));

describe('the post cache', () => {
  it('gives back, in the next build, the post and its rendered body; the blocks of a post whose body was not rendered', async () => {
    const { post, bodyText } = load();
    const draft = load(TEXT.replace('id: 1', 'id: 2'), 'draft');
    const first = await openPostCache(dir, '/content', 'code-1');
    expect(first.get('key-a')).toBeUndefined();
    first.set('key-a', post, bodyText);
    first.bodies.set(post, renderBody(post.blocks));
    first.set('key-b', draft.post, draft.bodyText);
    await first.save();

    const second = await openPostCache(dir, '/content', 'code-1');
    const again = second.get('key-a')!;
    expect(fieldsOf(again)).toEqual(fieldsOf(post));
    expect(second.bodies.get(again)).toEqual(renderBody(post.blocks));
    // The Markdown of a rendered body is not kept; the compile takes the body.
    expect(() => again.blocks).toThrow(/rendered body/);
    const unrendered = second.get('key-b')!;
    expect(second.bodies.get(unrendered)).toBeUndefined();
    expect(unrendered.blocks).toEqual(post.blocks);
    expect(second.get('key-c')).toBeUndefined();
  });

  it('saves the body text only of a post whose body was not rendered', async () => {
    const { post, bodyText } = load();
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'post-cache-files-'));
    const cache = await openPostCache(cacheDir, '/content', 'code-1');
    cache.set('key-a', post, bodyText);
    cache.bodies.set(post, renderBody(post.blocks));
    await cache.save();
    const saved = await readAll(cacheDir);
    await rm(cacheDir, { recursive: true, force: true });
    expect(saved.includes('<strong>bold</strong>')).toBe(true);
    expect(saved.includes('**bold**')).toBe(false);
  });

  it('keeps nothing for other code, and drops what a build did not read', async () => {
    expect((await openPostCache(dir, '/content', 'code-2')).get('key-a')).toBeUndefined();
    const unread = await openPostCache(dir, '/content', 'code-1');
    await unread.save();
    expect((await openPostCache(dir, '/content', 'code-1')).get('key-a')).toBeUndefined();
  });

  it('in memory, keeps what the last compile used, with its body', () => {
    const { post, bodyText } = load();
    const cache = memoryPostCache();
    cache.set('key-a', post, bodyText);
    cache.bodies.set(post, renderBody(post.blocks));
    cache.settle();
    const again = cache.get('key-a')!;
    expect(again.blocks).toEqual(post.blocks);
    expect(cache.bodies.get(again)).toEqual(renderBody(post.blocks));
    cache.settle();
    cache.settle();
    expect(cache.get('key-a')).toBeUndefined();
  });

  it('in memory, knows the key of a file only while its size, mtime and the placeholder values are the same', () => {
    const { keys } = memoryPostCache();
    const stamp = { size: 120, mtimeMs: 1000.5, values: 'v1' };
    keys!.set('/posts/a.md', stamp, 'key-a');
    expect(keys!.get('/posts/a.md', { ...stamp })).toBe('key-a');
    expect(keys!.get('/posts/a.md', { ...stamp, mtimeMs: 1001 })).toBeUndefined();
    expect(keys!.get('/posts/a.md', { ...stamp, size: 121 })).toBeUndefined();
    expect(keys!.get('/posts/a.md', { ...stamp, values: 'v2' })).toBeUndefined();
    expect(keys!.get('/posts/b.md', stamp)).toBeUndefined();
  });
});
