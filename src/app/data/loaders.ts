import type { LoaderFunction } from 'react-router-dom';
import { blogListPath, blogPostPath } from '../../lib/route-paths';

/*
 * Route loaders run only while prerendering and in the dev server: browsers
 * never run the route table (they hydrate islands only). The
 * `import.meta.env.SSR ? … : undefined` form keeps them, and the post data
 * they read, out of any client bundle.
 */

/** /blog and /blog/page/N: one page of post cards, the tags, and where the full index lives. */
export const blogLoader: LoaderFunction | undefined = import.meta.env.SSR
  ? async ({ params }) => {
      const [{ readBlogIndex }, { blogPage }] = await Promise.all([import('./generated-json.server'), import('../../content/compile/blog-pages')]);
      return blogPage(readBlogIndex(), params.page ? Number(params.page) : 1);
    }
  : undefined;

export const blogPagePaths: (() => Promise<string[]>) | undefined = import.meta.env.SSR
  ? async () => {
      const [{ readBlogIndex }, { blogPageCount }] = await Promise.all([import('./generated-json.server'), import('../../content/compile/blog-pages')]);
      return Array.from({ length: blogPageCount(readBlogIndex()) - 1 }, (_, i) => blogListPath(i + 2).slice(1));
    }
  : undefined;

export const blogPostLoader: LoaderFunction | undefined = import.meta.env.SSR
  ? async ({ params }) => (await import('./generated-json.server')).readPostPages()[params.slug ?? ''] ?? null
  : undefined;

export const blogPostPaths: (() => Promise<string[]>) | undefined = import.meta.env.SSR
  ? async () => Object.keys((await import('./generated-json.server')).readPostPages()).map((slug) => blogPostPath(slug).slice(1))
  : undefined;
