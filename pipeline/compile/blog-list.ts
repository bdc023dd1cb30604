import { createHash } from 'node:crypto';
import { blogListPath } from '../../src/lib/route-paths.ts';
import type { BlogIndex } from './post-pages.ts';
import type { PostSummary } from './post-relations.ts';
import { siteWideLd, type Owner } from './seo/json-ld.ts';
import type { PageHead } from './seo/page-head.ts';

/** Cards per prerendered page of /blog; more posts continue on /blog/page/2, 3 ... */
export const BLOG_PAGE_SIZE = 24;

/** What one page of the blog list renders (the loader data of /blog and /blog/page/N). */
export interface BlogPage {
  posts: PostSummary[];
  tags: string[];
  /** All posts, for the result line and to know when the full index is needed. */
  total: number;
  page: number;
  pageCount: number;
  /** Every post summary as a JSON file, fetched only when a visitor searches or filters beyond this page; null when this page already holds every post. */
  indexUrl: string | null;
  head: PageHead;
}

/** The blog list's pages and the search index file they name, from the blog index, once per build. */
export interface BlogList {
  pages: BlogPage[];
  indexAsset: { url: string; json: string };
}

/**
 * Splits the blog index into the pages of /blog and /blog/page/N, each with
 * its head: /blog's own, and for the pages after it the same with "(page N)",
 * its own canonical, noindex, and only the site-wide structured data (they
 * describe nothing of their own).
 */
export function buildBlogList(index: BlogIndex, blogHead: PageHead, owner: Pick<Owner, 'siteUrl'>): BlogList {
  const indexAsset = blogIndexAsset(index);
  const pageCount = Math.max(1, Math.ceil(index.posts.length / BLOG_PAGE_SIZE));
  const pages = Array.from({ length: pageCount }, (_, i): BlogPage => {
    const page = i + 1;
    return {
      posts: index.posts.slice(i * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE),
      tags: index.tags,
      total: index.posts.length,
      page,
      pageCount,
      indexUrl: pageCount > 1 ? indexAsset.url : null,
      head:
        page === 1
          ? blogHead
          : { ...blogHead, title: `${blogHead.title} (page ${page})`, canonical: new URL(blogListPath(page), blogHead.canonical).href, noindex: true, jsonLd: siteWideLd(blogHead.jsonLd, owner) },
    };
  });
  return { pages, indexAsset };
}

/** The head of the placeholder an unknown post address shows (the spec's "Blog Post"), before its breadcrumb for the address. */
export function missingPostHead(blogHead: PageHead, owner: Pick<Owner, 'siteUrl'>): PageHead {
  return { ...blogHead, title: 'Blog Post', noindex: true, jsonLd: siteWideLd(blogHead.jsonLd, owner) };
}

/** The search index file: content-hashed under /assets/, so hosts cache it for good. */
function blogIndexAsset(index: BlogIndex): BlogList['indexAsset'] {
  const json = JSON.stringify(index.posts);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  return { url: `/assets/blog-index-${hash}.json`, json };
}
