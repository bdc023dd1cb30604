import type { LoaderFunction } from 'react-router-dom';
import { blogPostPath } from '../route-paths';

/*
 * Route loaders run only while prerendering (and in the dev server): the
 * `import.meta.env.SSR ? … : undefined` form lets the client bundle drop them
 * and the post data they read. In the browser, vite-react-ssg replaces them
 * with a fetch of the JSON it wrote for each page.
 */

export const blogLoader: LoaderFunction | undefined = import.meta.env.SSR
  ? async () => (await import('./generated-json.server')).readBlogIndex()
  : undefined;

export const blogPostLoader: LoaderFunction | undefined = import.meta.env.SSR
  ? async ({ params }) => (await import('./generated-json.server')).readPostPages()[params.slug ?? ''] ?? null
  : undefined;

export const blogPostPaths: (() => Promise<string[]>) | undefined = import.meta.env.SSR
  ? async () => Object.keys((await import('./generated-json.server')).readPostPages()).map((slug) => blogPostPath(slug).slice(1))
  : undefined;
