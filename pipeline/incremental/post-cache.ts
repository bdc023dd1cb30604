import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { LoadedPost } from '../load/posts';
import { sha256 } from './fingerprint';

/**
 * Posts as loaded (parsed, filled, validated, their body in blocks), kept
 * between builds by a key of the file's name and text and the placeholder
 * values (load/posts.ts makes it), in one file per content tree holding the
 * code key: other code, no entry. Only a post that loaded without an issue
 * is kept, so an error is always reported again. What a build did not read
 * is dropped when it saves.
 */
export interface PostCache {
  get(key: string): LoadedPost | undefined;
  set(key: string, post: LoadedPost): void;
}

interface Stored {
  code: string;
  posts: Map<string, LoadedPost>;
}

export async function openPostCache(cacheDir: string, contentDir: string, code: string): Promise<PostCache & { save(): Promise<void> }> {
  const file = path.join(cacheDir, 'site-build', 'posts', `${sha256(contentDir).slice(0, 24)}.v8`);
  let stored: Map<string, LoadedPost> = new Map();
  try {
    const read = deserialize(await readFile(file)) as Stored;
    if (read.code === code) stored = read.posts;
  } catch {
    // No cache yet, or one from another version: every post is loaded.
  }
  const used = new Map<string, LoadedPost>();
  let added = false;
  return {
    get(key) {
      const post = stored.get(key);
      if (post) used.set(key, post);
      return post;
    },
    set(key, post) {
      used.set(key, post);
      added = true;
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
