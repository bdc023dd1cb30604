import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';

/**
 * The client and server bundles, kept by bundle key (the code, the
 * compiled content modules and the build settings, the project folder
 * among them: incremental/keys.ts), so a build whose code and YAML did not
 * change skips Vite. Each entry holds `client/` (Vite's output, the page
 * template and stylesheet included), `server/` (main.mjs and its chunks)
 * and `renderer/` (worker.mjs, the rendering thread). In the project's node_modules, whatever SITE_CACHE_DIR says:
 * the server bundle must resolve its packages (React) to the very files
 * the build's own loader does, or a page renders with two Reacts.
 */
export const bundlesDir = (root: string) => path.join(root, 'node_modules', '.site-ssr');

/** Entries kept besides the newest: an entry another build may still use is at least this recent. */
const KEEP_NEWEST = 3;
const KEEP_RECENT_MS = 60 * 60 * 1000;

export interface CachedBundle {
  client: string;
  server: string;
  /** The rendering thread's code (render/worker.ts and what it imports) as plain JavaScript: a thread then starts without the TypeScript loader. */
  renderer: string;
}

/** The bundle's folders in `folder`. */
export const bundleIn = (folder: string): CachedBundle => ({ client: path.join(folder, 'client'), server: path.join(folder, 'server'), renderer: path.join(folder, 'renderer') });

/**
 * The bundle for `key`: from the cache, or made by `make` into a fresh
 * folder (which it creates: see bundleIn) and then renamed into place (a
 * build sharing the cache that got there first wins; both made the same files).
 */
export async function cachedBundle(root: string, key: string, make: (folder: string) => Promise<void>): Promise<{ bundle: CachedBundle; hit: boolean }> {
  const dir = path.join(bundlesDir(root), key);
  if (existsSync(path.join(dir, 'server', 'main.mjs')) && existsSync(path.join(dir, 'renderer', 'worker.mjs'))) {
    const now = new Date();
    await utimes(dir, now, now);
    return { bundle: bundleIn(dir), hit: true };
  }
  const temporary = `${dir}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await make(temporary);
    await rename(temporary, dir).catch(async (error: NodeJS.ErrnoException) => {
      if (!existsSync(path.join(dir, 'server', 'main.mjs'))) throw error;
    });
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
  await prune(bundlesDir(root));
  return { bundle: bundleIn(dir), hit: false };
}

/** Old entries go: all but the newest few, and only those no build has used for an hour. */
async function prune(dir: string): Promise<void> {
  const names = await readdir(dir);
  const entries = await Promise.all(names.map(async (name) => ({ name, mtime: (await stat(path.join(dir, name))).mtimeMs })));
  entries.sort((a, b) => b.mtime - a.mtime);
  const old = entries.slice(KEEP_NEWEST).filter((entry) => Date.now() - entry.mtime > KEEP_RECENT_MS);
  await Promise.all(old.map((entry) => rm(path.join(dir, entry.name), { recursive: true, force: true })));
}
