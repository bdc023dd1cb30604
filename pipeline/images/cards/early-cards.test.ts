import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoadedPost } from '../../load/posts.ts';
import type { Collections } from '../../validate/collections.ts';
import { EARLY_BATCH, postCardFeeder } from './early-cards.ts';
import type { CardJob } from './render-cards.ts';

const site = { firstName: 'Juma', lastName: 'Mwakyusa', jobTitle: 'Web Developer & Hosting Provider', siteUrl: 'https://www.example.co.tz', logoImage: '/images/logo.svg' } as Collections['site'];
const post = (n: number, ogImage?: string) => ({ slug: `post-${n}`, title: `Post number ${n}`, excerpt: `Excerpt ${n}`, ogImage }) as unknown as LoadedPost;

describe('the early card feeder', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'early-cards-'));
    await mkdir(path.join(dir, 'images'));
    await writeFile(path.join(dir, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('sends the first card at once, then batches of EARLY_BATCH, and the rest on flush: every card once, in order', () => {
    const jobs: CardJob[] = [];
    const feed = postCardFeeder((job) => jobs.push(job), { contentDir: dir, cacheDir: path.join(dir, 'cache') });
    const count = 2 * EARLY_BATCH + 5;
    for (let n = 1; n <= count; n += 1) feed(post(n), site);
    // The first card, then two full batches; five wait for the flush.
    expect(jobs.map((job) => job.cards.length)).toEqual([1, EARLY_BATCH, EARLY_BATCH]);
    feed.flush();
    feed.flush();
    expect(jobs.map((job) => job.cards.length)).toEqual([1, EARLY_BATCH, EARLY_BATCH, 4]);
    const titles = jobs.flatMap((job) => job.cards.map((card) => card.text.title));
    expect(titles).toEqual(Array.from({ length: count }, (_, i) => `Post number ${i + 1}`));
    expect(new Set(jobs.flatMap((job) => job.cards.map((card) => card.file))).size).toBe(count);
    expect(jobs.every((job) => job.brand.domain === 'www.example.co.tz' && job.logoSvg.startsWith('<svg'))).toBe(true);
  });

  it('skips a post with its own share image', () => {
    const jobs: CardJob[] = [];
    const feed = postCardFeeder((job) => jobs.push(job), { contentDir: dir, cacheDir: path.join(dir, 'cache') });
    feed(post(1, '/images/own.jpg'), site);
    feed(post(2), site);
    feed.flush();
    expect(jobs.flatMap((job) => job.cards.map((card) => card.text.title))).toEqual(['Post number 2']);
  });
});
