import { createHash } from 'node:crypto';
import type { PostData } from '../compile/compile-site-data.ts';
import type { PostPage } from '../compile/post-pages.ts';

/**
 * The post data as the build holds it while rendering: each post's page as
 * JSON text in shared buffers, parsed only when a page reads it. As
 * objects, 4,000 posts took about 120 MB of the build thread's heap and a
 * copy of its share in each rendering thread; as text they take 49 MB
 * outside the heap, shared with the rendering threads, not copied.
 */
export interface PackedPosts {
  listPages: PostData['listPages'];
  missingPostHead: PostData['missingPostHead'];
  /** The slugs, in the order of the post data's pages. */
  slugs: string[];
  /** Each post's text: its chunk, where it starts there, and its length in bytes. */
  places: [chunk: number, start: number, length: number][];
  chunks: SharedArrayBuffer[];
}

/** Posts per chunk: the text of a chunk is made at once, so packing never holds more than a chunk's strings. */
const CHUNK = 200;

/** Packs posts one at a time, as they are made (compileSite hands them on); `packed` ends it. */
export function postPacker(): { add(page: PostPage): void; packed(rest: Omit<PostData, 'pages'>): PackedPosts } {
  const slugs: string[] = [];
  const places: PackedPosts['places'] = [];
  const chunks: SharedArrayBuffer[] = [];
  let texts: string[] = [];
  const flush = () => {
    const chunk = new SharedArrayBuffer(texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0));
    const bytes = Buffer.from(chunk);
    let at = 0;
    for (const text of texts) {
      const length = bytes.write(text, at);
      places.push([chunks.length, at, length]);
      at += length;
    }
    chunks.push(chunk);
    texts = [];
  };
  return {
    add(page) {
      slugs.push(page.slug);
      texts.push(JSON.stringify(page));
      if (texts.length === CHUNK) flush();
    },
    packed({ listPages, missingPostHead }) {
      if (texts.length > 0) flush();
      return { listPages, missingPostHead, slugs, places, chunks };
    },
  };
}

/** The JSON bytes of the post at `index`, a view of its shared buffer. */
function postBytes(packed: PackedPosts, index: number): Buffer {
  const [chunk, start, length] = packed.places[index]!;
  return Buffer.from(packed.chunks[chunk]!, start, length);
}

/**
 * The post data the route loaders read (setPostData), each post parsed as
 * its page reads it.
 */
export function unpackPosts(packed: PackedPosts): PostData {
  const pages: Record<string, PostPage> = {};
  packed.slugs.forEach((slug, index) => {
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
