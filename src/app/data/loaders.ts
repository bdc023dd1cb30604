import type { LoaderFunction } from 'react-router-dom';
import { blogListPath, blogPostPath } from '../../lib/route-paths';
import { readBlogPages, readMissingPostHead, readPostPages } from './post-data.server';
import type { PostPage } from '../../../pipeline/compile/post-pages';
import type { PageHead } from '../../../pipeline/compile/seo/page-head';

export type BlogPostData = PostPage | { missing: true; head: PageHead };

/*
 * Route loaders run only while prerendering and in the dev server: browsers
 * never run the route table (they hydrate islands only). The
 * `import.meta.env.SSR ? … : undefined` form keeps them, and the code they
 * run, out of any client bundle. The post data is handed to the renderer
 * (post-data.server.ts), never bundled.
 */

/** /blog and /blog/page/N: one page of post cards, the tags, and where the full index lives. */
export const blogLoader: LoaderFunction | undefined = import.meta.env.SSR
  ? ({ params }) => readBlogPages()[(params.page ? Number(params.page) : 1) - 1] ?? null
  : undefined;

export const blogPagePaths: (() => Promise<string[]>) | undefined = import.meta.env.SSR
  ? async () => readBlogPages().slice(1).map((page) => blogListPath(page.page).slice(1))
  : undefined;

/** A post's page data, or for an unknown slug the placeholder's head. */
export const blogPostLoader: LoaderFunction | undefined = import.meta.env.SSR
  ? ({ params }): BlogPostData => readPostPages()[params.slug ?? ''] ?? { missing: true, head: readMissingPostHead() }
  : undefined;

export const blogPostPaths: (() => Promise<string[]>) | undefined = import.meta.env.SSR
  ? async () => Object.keys(readPostPages()).map((slug) => blogPostPath(slug).slice(1))
  : undefined;
