import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteContent, type SiteContent } from '../load/site-content.ts';
import { memoryPostCache } from '../incremental/post-cache.ts';
import { buildBlogIndex, postPagesOf } from './post-pages.ts';

/*
 * The dev server keeps each post's page with the post (PageCache) and reuses
 * it while nothing else the page is made from changed. Whatever changes,
 * the pages it gives must be the ones a compile without the cache makes.
 */
const dir = path.resolve(import.meta.dirname, '../../content');

/** The real content, loaded through the memory cache (unchanged posts come back from it, as in the dev server). */
async function loaded(cache: ReturnType<typeof memoryPostCache>): Promise<SiteContent> {
  const content = await loadSiteContent({ dir, includeDrafts: true, postCache: cache });
  cache.settle();
  return content;
}

const withCache = (content: SiteContent, cache: ReturnType<typeof memoryPostCache>) => [...postPagesOf(content, buildBlogIndex(content), new Map(), cache.bodies, cache.pages)];
const fresh = (content: SiteContent) => [...postPagesOf(content, buildBlogIndex(content))];

describe('post pages kept with their posts (the dev server)', () => {
  it('are reused when nothing changed', async () => {
    const cache = memoryPostCache();
    const first = withCache(await loaded(cache), cache);
    const again = withCache(await loaded(cache), cache);
    expect(again.length).toBeGreaterThan(5);
    again.forEach((page, i) => expect(page).toBe(first[i]));
  });

  const edits: [string, (content: SiteContent) => SiteContent][] = [
    ['the site (name, phone, address)', (c) => ({ ...c, collections: { ...c.collections, site: { ...c.collections.site, siteName: 'Another Name', phone: '+255 700 000 001' } } })],
    ['the blog page (its breadcrumbs)', (c) => ({ ...c, collections: { ...c.collections, pages: { ...c.collections.pages, blog: { ...c.collections.pages.blog, breadcrumbs: [{ name: 'Start', path: '/' }] } } } })],
    ['the post page template (keywords)', (c) => ({ ...c, collections: { ...c.collections, pages: { ...c.collections.pages, blogPost: { ...c.collections.pages.blogPost, keywords: ['changed keyword'] } } } })],
    ['the tag services', (c) => ({ ...c, collections: { ...c.collections, tagServices: { ...c.collections.tagServices, services: c.collections.tagServices.services.map((s) => ({ ...s, label: `${s.label} (new)` })) } } })],
    // Another post's tags and title: the related lists of the posts that show it change.
    ['another post', (c) => ({ ...c, posts: c.posts.map((p, i) => (i === 0 ? { ...p, title: 'A New Title', tags: [...p.tags, ...c.posts[1]!.tags] } : p)) })],
  ];

  it.each(edits)('are made again when %s changed, as a compile without the cache makes them', async (_what, edit) => {
    const cache = memoryPostCache();
    const before = withCache(await loaded(cache), cache);
    const edited = edit(await loaded(cache));
    const after = withCache(edited, cache);
    const expected = fresh(edited);
    expect(after).toEqual(expected);
    // The edit reached the pages (the test is not comparing two stale copies).
    expect(expected).not.toEqual(before);
  });
});
