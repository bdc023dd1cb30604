import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { aboutPath } from '../../lib/route-paths';
import { collections, type CollectionKey } from '../collections';
import type { SiteContent } from '../load/site-content';
import { buildPageHeads } from '../seo/page-heads';
import type { SocialCard } from '../seo/social-card';
import { readShareImageSizes } from './image-sizes';
import { buildBlogIndex, buildPostPages, type BlogIndex } from './post-pages';

const HEADER = '// Generated from content/ by the build (src/content/compile). Do not edit: edit content/ instead.\n';

export const generatedDir = (root = process.cwd()) => path.join(root, 'src', 'generated');

/**
 * Writes the typed modules the app imports: one per YAML collection, one head
 * module per page, the route facts, and the post data (JSON, read only at
 * build time so post bodies never enter the client bundle).
 * Files are rewritten only when their text changes (keeps dev reloads quiet).
 * Returns what later steps take from here: the cards to render and the blog
 * index (the host files are written from it, not from a second computation).
 */
export async function writeGenerated(
  content: SiteContent,
  root = process.cwd(),
): Promise<{ files: number; cards: SocialCard[]; blogIndex: BlogIndex }> {
  const dir = generatedDir(root);
  const files = new Map<string, string>();
  for (const key of Object.keys(collections) as CollectionKey[]) {
    files.set(
      `${key}.ts`,
      `${HEADER}import type { Collections } from '../content/collections';\n\nexport const ${key}: Collections['${key}'] = ${json(content.collections[key])};\n`,
    );
  }
  const sizes = await readShareImageSizes(content);
  const heads = buildPageHeads(content.collections, sizes);
  for (const [id, head] of Object.entries(heads)) {
    files.set(
      `head/${id}.ts`,
      `${HEADER}import type { PageHead } from '../../content/seo/page-head';\n\n` +
        `export const head: PageHead = ${json(head)};\n\n` +
        `/** The page's h1, from pages.yaml. */\nexport const heading = ${json(content.collections.pages[id as keyof typeof heads].heading)};\n`,
    );
  }
  files.set(
    'site-routes.ts',
    `${HEADER}import type { Redirect } from '../content/schemas/redirects';\n\n` +
      `/** The about page's path, derived from the owner's name in site.yaml. */\nexport const aboutPath = ${json(aboutPath(content.collections.site))};\n\n` +
      `export const redirects: Redirect[] = ${json(content.redirects)};\n`,
  );
  const blogIndex = buildBlogIndex(content);
  const postPages = buildPostPages(content, blogIndex, sizes);
  files.set('blog-index.json', JSON.stringify(blogIndex));
  files.set('posts.json', JSON.stringify(Object.fromEntries(postPages.map((p) => [p.slug, p]))));

  await mkdir(path.join(dir, 'head'), { recursive: true });
  await Promise.all([...files].map(([name, text]) => writeIfChanged(path.join(dir, name), text)));
  await removeStale(dir, new Set(files.keys()));
  // The cards the build renders: one per page and post that names no image of its own.
  const cards = [...Object.values(heads), ...postPages.map((p) => p.head)].flatMap((head) => (head.card ? [head.card] : []));
  return { files: files.size, cards, blogIndex };
}

function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

async function writeIfChanged(file: string, text: string): Promise<void> {
  const old = await readFile(file, 'utf8').catch(() => undefined);
  if (old !== text) await writeFile(file, text);
}

/** Written by the build's image step, not from content: never stale here. */
const OTHER_STEPS = new Set(['images.ts']);

async function removeStale(dir: string, keep: Set<string>): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((name) => !keep.has(name) && !OTHER_STEPS.has(name))
      .map((name) => rm(path.join(dir, name))),
  );
}
