import { createHash } from 'node:crypto';
import type { BlogIndex } from '../../pipeline/compile/post-pages';
import type { PostSummary } from '../../pipeline/compile/post-relations';

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
}

export function blogPageCount(index: BlogIndex): number {
  return Math.max(1, Math.ceil(index.posts.length / BLOG_PAGE_SIZE));
}

export function blogPage(index: BlogIndex, page: number): BlogPage | null {
  const pageCount = blogPageCount(index);
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  return {
    posts: index.posts.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE),
    tags: index.tags,
    total: index.posts.length,
    page,
    pageCount,
    indexUrl: pageCount > 1 ? blogIndexAsset(index).url : null,
  };
}

/** The search index file: content-hashed under /assets/, so hosts cache it for good. */
export function blogIndexAsset(index: BlogIndex): { url: string; json: string } {
  const json = JSON.stringify(index.posts);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  return { url: `/assets/blog-index-${hash}.json`, json };
}
