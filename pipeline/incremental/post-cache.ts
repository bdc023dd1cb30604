import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { FileStamp, LoadedPost, PostCache } from '../load/posts.ts';
import type { BodyBlock, ParsedBlock } from '../load/body/blocks.ts';
import { parseBody } from '../load/body/parse-body.ts';
import type { BodyCache, PageCache, PostPage } from '../compile/post-pages.ts';
import { writeFileWholeSync } from '../write-whole.ts';
import { sha256 } from './fingerprint.ts';

/**
 * Posts as loaded (parsed, filled, validated, their body in blocks), kept
 * between builds by a key of the file's name and text and the placeholder
 * values (load/posts.ts makes it), in sixteen files per content tree, each
 * holding the code key: other code, no entry. Only a post that loaded without an issue
 * is kept, so an error is always reported again. The compile step keeps
 * each post's rendered body with it (`bodies`). What a build did not read
 * is dropped when it saves.
 */
interface Entry {
  /** The post without its blocks... */
  post: Omit<LoadedPost, 'blocks'>;
  /**
   * ...and the body text they were parsed from: only a post whose body is
   * not rendered yet needs them, parsed again then. One string per post
   * (about 0.1 s less, over 4,000 posts, than serializing every post's blocks
   * as it loaded, and smaller files). Not saved with a rendered body, which
   * is all the compile takes: the files are half as large (43 MB instead of
   * 80 at 4,000 posts), and so are the buffers a first build saves them from.
   */
  bodyText?: string;
  body?: BodyBlock[];
  /** The post's page as the last compile made it (memory only: the dev server), and what else it was made from. */
  page?: { key: string; page: PostPage };
}

const entryFor = ({ blocks: _blocks, ...post }: LoadedPost, bodyText: string): Entry => ({ post, bodyText });

/** The post of an entry, its blocks read only when asked for (most builds take the rendered body instead). */
function revive(entry: Entry): LoadedPost {
  let blocks: ParsedBlock[] | undefined;
  const post = { ...entry.post } as LoadedPost;
  return Object.defineProperty(post, 'blocks', { enumerable: true, get: () => (blocks ??= blocksOf(entry)) });
}

function blocksOf(entry: Entry): ParsedBlock[] {
  if (entry.bodyText === undefined) throw new Error(`${entry.post.file}: the post cache holds this post's rendered body (BodyCache), not its blocks`);
  return parseBody(entry.bodyText).blocks;
}

/** An entry as saved: the body text only while the body is not rendered. */
const saved = ({ post, bodyText, body }: Entry): Entry => (body ? { post, body } : { post, bodyText });

interface Stored {
  code: string;
  posts: Map<string, Entry>;
}

/** The cache is kept in this many files, by a key's first hex digit: an edit rewrites one. */
const SHARDS = 16;

export async function openPostCache(cacheDir: string, contentDir: string, code: string): Promise<PostCache & { bodies: BodyCache; save(): Promise<void> }> {
  const dir = path.join(cacheDir, 'site-build', 'posts', sha256(contentDir).slice(0, 24));
  // Keys are hex digests; any other key still lands in a shard.
  const shardOf = (key: string) => (Number.parseInt(key[0]!, 16) || key.charCodeAt(0)) % SHARDS;
  const fileOf = (shard: number) => path.join(dir, `${shard.toString(16)}.v8`);
  const stored = await Promise.all(
    Array.from({ length: SHARDS }, async (_, shard) => {
      try {
        const read = deserialize(await readFile(fileOf(shard))) as Stored;
        if (read.code === code) return read.posts;
      } catch {
        // No cache yet, or one from another version: these posts are loaded.
      }
      return new Map<string, Entry>();
    }),
  );
  const used = Array.from({ length: SHARDS }, () => new Map<string, Entry>());
  const changed = new Set<number>();
  const entryOf = new WeakMap<LoadedPost, { entry: Entry; shard: number }>();
  return {
    get(key) {
      const shard = shardOf(key);
      const entry = stored[shard]!.get(key);
      if (!entry) return undefined;
      used[shard]!.set(key, entry);
      const post = revive(entry);
      entryOf.set(post, { entry, shard });
      return post;
    },
    set(key, post, bodyText) {
      const shard = shardOf(key);
      const entry = entryFor(post, bodyText);
      used[shard]!.set(key, entry);
      entryOf.set(post, { entry, shard });
      changed.add(shard);
    },
    bodies: {
      get: (post) => entryOf.get(post)?.entry.body,
      set(post, body) {
        const found = entryOf.get(post);
        if (found && !found.entry.body) {
          found.entry.body = body;
          changed.add(found.shard);
        }
      },
    },
    async save() {
      // A shard is written when it gained an entry or lost one (a post deleted or edited).
      const toWrite = used.map((_, shard) => shard).filter((shard) => changed.has(shard) || used[shard]!.size !== stored[shard]!.size);
      if (toWrite.length === 0) return;
      await mkdir(dir, { recursive: true });
      // One shard at a time, synchronously: a shard's bytes (about 5 MB) then die young. Written asynchronously they lived on
      // until a full collection, all of them. A first build saves on its content thread, which has nothing else left to do; a
      // rebuild saves on the build's own thread, where usually one shard changed.
      for (const shard of toWrite) {
        const posts = new Map([...used[shard]!].map(([key, entry]) => [key, saved(entry)]));
        writeFileWholeSync(fileOf(shard), serialize({ code, posts } satisfies Stored));
      }
    },
  };
}

/**
 * The same in memory, for the dev server: each recompile finds the posts
 * the last one loaded (their bodies, and their pages while nothing else
 * they are made from changed) and keeps only what it used. It
 * also knows each file's key by its size and mtime, so only the files the
 * owner edited are read again.
 */
export function memoryPostCache(): PostCache & { bodies: BodyCache; pages: PageCache; settle(): void } {
  let stored = new Map<string, Entry>();
  let used = new Map<string, Entry>();
  const entryOf = new WeakMap<LoadedPost, Entry>();
  const stamps = new Map<string, FileStamp & { key: string }>();
  const same = (a: FileStamp, b: FileStamp) => a.size === b.size && a.mtimeMs === b.mtimeMs && a.values === b.values;
  return {
    keys: {
      get(file, stamp) {
        const known = stamps.get(file);
        return known && same(known, stamp) ? known.key : undefined;
      },
      set: (file, stamp, key) => void stamps.set(file, { ...stamp, key }),
    },
    get(key) {
      const entry = stored.get(key);
      if (!entry) return undefined;
      used.set(key, entry);
      const post = revive(entry);
      entryOf.set(post, entry);
      return post;
    },
    set(key, post, bodyText) {
      const entry = entryFor(post, bodyText);
      used.set(key, entry);
      entryOf.set(post, entry);
    },
    bodies: {
      get: (post) => entryOf.get(post)?.body,
      set(post, body) {
        const entry = entryOf.get(post);
        if (entry) entry.body = body;
      },
    },
    pages: {
      get(post, key) {
        const known = entryOf.get(post)?.page;
        return known?.key === key ? known.page : undefined;
      },
      set(post, key, page) {
        const entry = entryOf.get(post);
        if (entry) entry.page = { key, page };
      },
    },
    settle() {
      stored = used;
      used = new Map();
    },
  };
}
