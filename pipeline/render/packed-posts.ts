import { createHash } from 'node:crypto';
import type { PostData } from '../compile/compile-site-data';
import type { PostPage } from '../compile/post-pages';

/**
 * The post data as the build holds it while rendering: each post's page as
 * JSON text in one shared buffer, parsed only when a page reads it. As
 * objects, 4,000 posts took about 120 MB of the build thread's heap and a
 * copy of its share in each rendering thread; as text they take about
 * 65 MB outside the heap, shared with the rendering threads, not copied.
 */
export interface PackedPosts {
  listPages: PostData['listPages'];
  missingPostHead: PostData['missingPostHead'];
  /** The slugs, in the order of the post data's pages. */
  slugs: string[];
  /** Where each slug's JSON starts in `text`; it ends where the next starts (one more offset than slugs). */
  offsets: number[];
  text: SharedArrayBuffer;
}

export function packPosts(posts: PostData): PackedPosts {
  const slugs = Object.keys(posts.pages);
  const parts = slugs.map((slug) => Buffer.from(JSON.stringify(posts.pages[slug])));
  const offsets = [0];
  for (const part of parts) offsets.push(offsets.at(-1)! + part.length);
  const text = new SharedArrayBuffer(offsets.at(-1)!);
  const bytes = Buffer.from(text);
  parts.forEach((part, i) => part.copy(bytes, offsets[i]));
  return { listPages: posts.listPages, missingPostHead: posts.missingPostHead, slugs, offsets, text };
}

/** The JSON bytes of the post at `index`, a view of the shared buffer. */
function postBytes(packed: PackedPosts, index: number): Buffer {
  return Buffer.from(packed.text, packed.offsets[index], packed.offsets[index + 1]! - packed.offsets[index]!);
}

/**
 * The post data the route loaders read (setPostData), each post parsed as
 * its page reads it. `only` keeps the pages of those slugs (a rendering
 * thread's share), all by default.
 */
export function unpackPosts(packed: PackedPosts, only?: ReadonlySet<string>): PostData {
  const pages: Record<string, PostPage> = {};
  packed.slugs.forEach((slug, index) => {
    if (only && !only.has(slug)) return;
    Object.defineProperty(pages, slug, { enumerable: true, get: () => JSON.parse(postBytes(packed, index).toString('utf8')) as PostPage });
  });
  return { listPages: packed.listPages, missingPostHead: packed.missingPostHead, pages };
}

/** The JSON of a post's page as `JSON.stringify` gives it (post-data-reads.ts hashes that), or undefined for a slug with none. */
export function postJson(packed: PackedPosts): (slug: string) => Buffer | undefined {
  const indexOf = new Map(packed.slugs.map((slug, index) => [slug, index]));
  return (slug) => {
    const index = indexOf.get(slug);
    return index === undefined ? undefined : postBytes(packed, index);
  };
}

/** sha256 of text as post-data-reads.ts's readHash takes it. */
export const hashText = (text: string | Buffer): string => createHash('sha256').update(text).digest('base64url');
