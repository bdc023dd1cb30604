import { aboutPath } from '../../src/lib/route-paths.ts';
import { collections, type CollectionKey } from '../validate/collections.ts';
import type { SiteContent } from '../load/site-content.ts';
import { buildPageHeads } from './seo/page-heads.ts';
import type { SocialCard } from './seo/social-card.ts';
import { readShareImageSizes } from './image-sizes.ts';
import { buildBlogList, missingPostHead, type BlogList, type BlogPage } from './blog-list.ts';
import { buildBlogIndex, postPagesOf, type BlogIndex, type BodyCache, type PageCache, type PostPage } from './post-pages.ts';
import type { PageHead } from './seo/page-head.ts';

/** The post data the blog and post pages' loaders read while rendering; never bundled (thousands of bodies). */
export interface PostData {
  /** /blog, then /blog/page/2, 3 ... */
  listPages: BlogPage[];
  /** Each post's page data, by slug. */
  pages: Record<string, PostPage>;
  /** The head of the placeholder an unknown post address shows. */
  missingPostHead: PageHead;
}

export interface CompiledSite {
  /** The source of each module the app imports as `virtual:site-data/<name>` (pipeline/render/site-data.ts), by name. */
  modules: Map<string, string>;
  posts: PostData;
  /** The blog index and its search index file, for the host files (sitemap, feed, assets/). */
  blog: { index: BlogIndex; indexAsset: BlogList['indexAsset'] };
  /** The cards the build renders: one per page and post that names no image of its own. */
  cards: SocialCard[];
}

/**
 * Compiles the content into what the app reads: one module per YAML
 * collection, one head module per page, the route facts (all small,
 * bundled where imported), and the post data, handed to the renderer
 * apart. Kept in memory: each build and the dev server hold their own.
 */
export async function compileSiteData(content: SiteContent, bodies?: BodyCache, pages?: PageCache): Promise<CompiledSite> {
  const bySlug: Record<string, PostPage> = {};
  const { posts, ...compiled } = await compileSite(content, (page) => void (bySlug[page.slug] = page), { bodies, pages });
  return { ...compiled, posts: { ...posts, pages: bySlug } };
}

export interface CompileOptions {
  /** Post bodies and pages made by an earlier compile (post-cache.ts, the dev server's memory). */
  bodies?: BodyCache;
  pages?: PageCache;
  /** Takes the modules as soon as they are made, before the post pages: all the bundles read of the content. */
  modules?: (modules: Map<string, string>) => void;
}

/**
 * compileSiteData without the post pages: each is handed to `take` as it
 * is made, in the order of the posts, and not kept. The build packs each
 * at once (packed-posts.ts): as objects, the pages of 4,000 posts were
 * all held at the end of the compile step, the build's peak of memory.
 */
export async function compileSite(
  content: SiteContent,
  take: (page: PostPage) => void,
  { bodies, pages, modules: onModules }: CompileOptions = {},
): Promise<Omit<CompiledSite, 'posts'> & { posts: Omit<PostData, 'pages'> }> {
  const modules = new Map<string, string>();
  for (const key of Object.keys(collections) as CollectionKey[]) {
    modules.set(key, `export const ${key} = ${json(content.collections[key])};\n`);
  }
  const sizes = await readShareImageSizes(content);
  const heads = buildPageHeads(content.collections, sizes);
  for (const [id, head] of Object.entries(heads)) {
    const { heading } = content.collections.pages[id as keyof typeof heads];
    modules.set(`head/${id}`, `export const head = ${json(head)};\nexport const heading = ${json(heading)};\n`);
  }
  modules.set('site-routes', `export const aboutPath = ${json(aboutPath(content.collections.site))};\nexport const redirects = ${json(content.redirects)};\n`);
  onModules?.(modules);
  const index = buildBlogIndex(content);
  const cards = Object.values(heads).flatMap((head) => (head.card ? [head.card] : []));
  for (const page of postPagesOf(content, index, sizes, bodies, pages)) {
    if (page.head.card) cards.push(page.head.card);
    take(page);
  }
  const list = buildBlogList(index, heads.blog, content.collections.site);
  return {
    modules,
    posts: { listPages: list.pages, missingPostHead: missingPostHead(heads.blog, content.collections.site) },
    blog: { index, indexAsset: list.indexAsset },
    cards,
  };
}

function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
