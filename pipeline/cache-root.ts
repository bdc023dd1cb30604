import path from 'node:path';

/**
 * Where the build keeps what it can reuse between builds (encoded image
 * variants, social cards), each step in a folder of its own:
 * `$SITE_CACHE_DIR` when set (the bench and the rebuild test give each tree
 * its own), else node_modules/.cache (CI can cache that folder).
 */
export const cacheRoot = (root: string, env: NodeJS.ProcessEnv = process.env) =>
  env.SITE_CACHE_DIR ? path.resolve(root, env.SITE_CACHE_DIR) : path.join(root, 'node_modules', '.cache');
