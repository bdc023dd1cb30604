import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { LoadedPost, PostCache } from '../load/posts';
import type { BodyBlock } from '../load/body/blocks';
import type { BodyCache } from '../compile/post-pages';
import { sha256 } from './fingerprint';

/**
 * Posts as loaded (parsed, filled, validated, their body in blocks), kept
 * between builds by a key of the file's name and text and the placeholder
 * values (load/posts.ts makes it), in one file per content tree holding the
 * code key: other code, no entry. Only a post that loaded without an issue
 * is kept, so an error is always reported again. The compile step keeps
 * each post's rendered body with it (`bodies`). What a build did not read
 * is dropped when it saves.
 */
interface Entry {
  post: LoadedPost;
  body?: BodyBlock[];
}

interface Stored {
  code: string;
  posts: Map<string, Entry>;
}

export async function openPostCache(cacheDir: string, contentDir: string, code: string): Promise<PostCache & { bodies: BodyCache; save(): Promise<void> }> {
  const file = path.join(cacheDir, 'site-build', 'posts', `${sha256(contentDir).slice(0, 24)}.v8`);
  let stored = new Map<string, Entry>();
  try {
    const read = deserialize(await readFile(file)) as Stored;
    if (read.code === code) stored = read.posts;
  } catch {
    // No cache yet, or one from another version: every post is loaded.
  }
  const used = new Map<string, Entry>();
  const entryOf = new WeakMap<LoadedPost, Entry>();
  let added = false;
  return {
    get(key) {
      const entry = stored.get(key);
      if (!entry) return undefined;
      used.set(key, entry);
      entryOf.set(entry.post, entry);
      return entry.post;
    },
    set(key, post) {
      const entry: Entry = { post };
      used.set(key, entry);
      entryOf.set(post, entry);
      added = true;
    },
    bodies: {
      get: (post) => entryOf.get(post)?.body,
      set(post, body) {
        const entry = entryOf.get(post);
        if (entry && !entry.body) {
          entry.body = body;
          added = true;
        }
      },
    },
    async save() {
      if (!added && used.size === stored.size) return;
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, serialize({ code, posts: used } satisfies Stored));
      await rename(temporary, file);
    },
  };
}
