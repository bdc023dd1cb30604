import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../pipeline/run-build';
import { copyRealContent, projectRoot } from './content-tree';

/*
 * A blog with more posts than one page of /blog holds (24): the rest go on
 * /blog/page/2, which search engines are told not to index, and the full
 * search index is a separate hashed file that /blog names.
 */
const outDir = path.join(os.tmpdir(), `site-blog-pages-test-${process.pid}`);
const read = (file: string) => readFile(path.join(outDir, file), 'utf8');
const POSTS = 30;

/** Post n of the fixture: newest first is post 30 (dates rise with n). */
function post(n: number): string {
  const day = String(1 + (n % 28)).padStart(2, '0');
  const month = String(1 + Math.floor(n / 28)).padStart(2, '0');
  return [
    '---',
    `id: ${500 + n}`,
    `title: "Numbered guide ${n}"`,
    `excerpt: "Guide ${n} of ${POSTS}, for the pagination test."`,
    'image: /images/og-default.jpg',
    `date: 2025-${month}-${day}`,
    'author: "{fullName}"',
    `tags: [${n % 2 ? 'Hosting' : 'SEO'}]`,
    '---',
    `A short paragraph for guide ${n}.`,
    '',
  ].join('\n');
}

/** The post slugs a page links to, in order. */
const linkedGuides = (html: string) => [...html.matchAll(/href="\/blog\/numbered-guide-(\d+)"/g)].map((m) => Number(m[1]));

describe('a blog with more posts than one page holds', () => {
  beforeAll(async () => {
    const contentDir = await copyRealContent();
    await rm(path.join(contentDir, 'posts'), { recursive: true });
    await mkdir(path.join(contentDir, 'posts'));
    for (let n = 1; n <= POSTS; n += 1) await writeFile(path.join(contentDir, 'posts', `numbered-guide-${n}.md`), post(n));
    await buildSite({ root: projectRoot, contentDir, outDir });
  }, 180_000);
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('prerenders the 24 newest posts on /blog and the other 6 on /blog/page/2', async () => {
    const first = new Set(linkedGuides(await read('blog/index.html')));
    const second = new Set(linkedGuides(await read('blog/page/2/index.html')));
    expect([...first].sort((a, b) => b - a)).toEqual(Array.from({ length: 24 }, (_, i) => 30 - i));
    expect([...second].sort((a, b) => b - a)).toEqual([6, 5, 4, 3, 2, 1]);
    await expect(read('blog/page/3/index.html')).rejects.toThrow();
  });

  it('links the pages to each other', async () => {
    expect((await read('blog/index.html')).includes('href="/blog/page/2"'), '/blog links to page 2').toBe(true);
    expect((await read('blog/page/2/index.html')).includes('href="/blog"'), 'page 2 links to /blog').toBe(true);
  });

  it('keeps /blog/page/2 out of search indexes and the sitemap', async () => {
    const second = await read('blog/page/2/index.html');
    // Booleans, not toMatch: a failure would print the whole page.
    expect(/<meta[^>]*name="robots"[^>]*content="noindex/.test(second), 'robots noindex on page 2').toBe(true);
    // noindex and a canonical are mixed signals: page 2 names itself only as og:url.
    expect(second.includes('rel="canonical"'), 'no canonical on page 2').toBe(false);
    expect(/<meta[^>]*property="og:url"[^>]*content="https:\/\/[^"]+\/blog\/page\/2"/.test(second), 'og:url of page 2').toBe(true);
    expect((await read('blog/index.html')).includes('noindex'), 'noindex on /blog').toBe(false);
    const sitemap = await read('sitemap.xml');
    expect(sitemap).toContain('/blog</loc>');
    expect(sitemap).not.toContain('/blog/page/');
  });

  it('writes the full search index as a hashed file that /blog names, with every post', async () => {
    const url = /\/assets\/blog-index-[0-9a-f]{10}\.json/.exec(await read('blog/index.html'))?.[0];
    expect(url).toBeDefined();
    const index = JSON.parse(await read(url!.slice(1))) as { slug: string }[];
    expect(index.map((p) => p.slug).sort()).toEqual(Array.from({ length: POSTS }, (_, i) => `numbered-guide-${i + 1}`).sort());
    expect((await readdir(path.join(outDir, 'assets'))).filter((f) => f.startsWith('blog-index-'))).toHaveLength(1);
  });

  it('lists in the sitemap exactly the pages it writes for search engines (every route, no stub, no noindex page)', async () => {
    const sitemap = new Set([...(await read('sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
    const indexable = new Set<string>();
    for (const file of (await readdir(outDir, { recursive: true })).filter((f) => f.endsWith('index.html'))) {
      const html = await read(file);
      if (/<meta[^>]*name="robots"[^>]*noindex/.test(html)) continue;
      indexable.add(`/${path.dirname(file)}`.replace(/\/\.$/, '/').replace(/^\/\.?$/, '/'));
    }
    expect([...sitemap].sort()).toEqual([...indexable].sort());
    // And the pages themselves: the spec's routes and every post, by literal address.
    for (const route of ['/', '/services', '/blog', '/website-design', '/seo-services', '/business-solutions', '/website-hosting-tanzania', '/web-developer-tanzania', '/web-developer-dar-es-salaam', '/web-hosting-dar-es-salaam', '/website-packages', '/about-juma-mwakyusa']) {
      expect(sitemap.has(route), route).toBe(true);
    }
    for (let n = 1; n <= POSTS; n += 1) expect(sitemap.has(`/blog/numbered-guide-${n}`)).toBe(true);
  });
});
