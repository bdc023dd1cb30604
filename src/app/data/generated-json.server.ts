import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BlogIndex, PostPage } from '../../content/compile/post-pages';

/**
 * Build-time access to the post data (src/generated under the working
 * directory). It is read from disk rather than imported so that thousands
 * of post bodies never pass through the bundler. The route loaders hand it
 * to the blog and post pages while prerendering and in the dev server; a
 * built page carries only the rendered HTML (no loader data, no per-page
 * JSON) and no loader runs in the browser. The mtime check lets the dev
 * server pick up content edits.
 */
const cache = new Map<string, { mtimeMs: number; value: unknown }>();

function readJson<T>(name: string): T {
  const file = path.join(process.cwd(), 'src', 'generated', name);
  const { mtimeMs } = statSync(file);
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.value as T;
  const value = JSON.parse(readFileSync(file, 'utf8')) as T;
  cache.set(file, { mtimeMs, value });
  return value;
}

export const readBlogIndex = () => readJson<BlogIndex>('blog-index.json');
export const readPostPages = () => readJson<Record<string, PostPage>>('posts.json');
