import type { LoaderFunction } from 'react-router-dom';
import { blogListPath, blogPostPath } from '../../lib/route-paths';
import { readBlogIndex, readPostPages } from './post-data.server';

/*
 * Route loaders run only while prerendering and in the dev server: browsers
 * never run the route table (they hydrate islands only). The
 * `import.meta.env.SSR ? … : undefined` form keeps them, and the code they
 * run, out of any client bundle. The post data is handed to the renderer
 * (post-data.server.ts), never bundled.
 */

/** /blog and /blog/page/N: one page of post cards, the tags, and where the full index lives. */
export const blogLoader: LoaderFunction | undefined = import.meta.env.SSR
  ? async ({ params }) => {
      const { blogPage } = await import('../../lib/blog-pages');
      return blogPage(readBlogIndex(), params.page ? Number(params.page) : 1);
    }
  : undefined;

export const blogPagePaths: (() => Promise<string[]>) | undefined = import.meta.env.SSR
  ? async () => {
      const { blogPageCount } = await import('../../lib/blog-pages');
      return Array.from({ length: blogPageCount(readBlogIndex()) - 1 }, (_, i) => blogListPath(i + 2).slice(1));
    }
  : undefined;

export const blogPostLoader: LoaderFunction | undefined = import.meta.env.SSR
  ? ({ params }) => readPostPages()[params.slug ?? ''] ?? null
  : undefined;

export const blogPostPaths: (() => Promise<string[]>) | undefined = import.meta.env.SSR
  ? async () => Object.keys(readPostPages()).map((slug) => blogPostPath(slug).slice(1))
  : undefined;
