import path from 'node:path';

/**
 * The content folder: `dir`, else $SITE_CONTENT_DIR, else `content/`. A
 * module of its own so the build's main thread can name the folder without
 * loading the content loader (YAML, Markdown, the schemas), which a first
 * build runs on its content thread.
 */
export function contentDir(dir = process.env.SITE_CONTENT_DIR): string {
  return path.resolve(dir ?? 'content');
}
