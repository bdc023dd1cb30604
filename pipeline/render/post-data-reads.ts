import type { PostData } from '../compile/compile-site-data.ts';
import { hashText, postJson, type PackedPosts } from './packed-posts.ts';

/**
 * The post data as the route loaders see it, noting what each page reads:
 * `post:<slug>` (a post's page data, also for a slug with none), `list:<n>`
 * (a page of the blog list), `list-length`, `missing` (the placeholder
 * post's head) and `slugs` (the list of every post). The incremental build
 * records them with each page (incremental/build-record.ts) and renders a
 * page again only when one of them changed, so no page needs to declare
 * what it depends on, and a page that starts reading more is still right.
 */
export function trackPostData(data: PostData): { data: PostData; take: () => string[] } {
  let reads = new Set<string>();
  const pages = new Proxy(data.pages, {
    get(target, key, receiver) {
      if (typeof key === 'string') reads.add(`post:${key}`);
      return Reflect.get(target, key, receiver) as unknown;
    },
    has(target, key) {
      if (typeof key === 'string') reads.add(`post:${key}`);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      reads.add('slugs');
      return Reflect.ownKeys(target);
    },
  });
  const listPages = new Proxy(data.listPages, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads.add(`list:${key}`);
      else if (key === 'length') reads.add('list-length');
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  const tracked: PostData = {
    pages,
    listPages,
    get missingPostHead() {
      reads.add('missing');
      return data.missingPostHead;
    },
  };
  return {
    data: tracked,
    take() {
      const taken = [...reads].sort();
      reads = new Set();
      return taken;
    },
  };
}

/** The hash of what a read (as `trackPostData` names it) returned, from the whole post data (a post's page hashed as its JSON text, as packed). */
export function readHasher(posts: PackedPosts): (read: string) => string {
  const jsonOf = postJson(posts);
  return (read) => {
    const [kind, name = ''] = splitRead(read);
    if (kind === 'post') return hashText(jsonOf(name) ?? 'null');
    const value =
      kind === 'list' ? (posts.listPages[Number(name)] ?? null)
      : kind === 'list-length' ? posts.listPages.length
      : kind === 'missing' ? posts.missingPostHead
      : kind === 'slugs' ? posts.slugs
      : `unknown read ${read}`;
    return hashText(JSON.stringify(value) ?? 'undefined');
  };
}

function splitRead(read: string): [string, string?] {
  const colon = read.indexOf(':');
  return colon < 0 ? [read] : [read.slice(0, colon), read.slice(colon + 1)];
}
