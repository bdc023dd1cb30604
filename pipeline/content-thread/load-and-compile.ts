import { compileSite, type CompiledSite } from '../compile/compile-site-data.ts';
import { loadSiteContent, type SiteContent } from '../load/site-content.ts';
import { defaultCardCacheDir } from '../images/cards/card-cache.ts';
import { postCardFeeder } from '../images/cards/early-cards.ts';
import type { CardJob } from '../images/cards/render-cards.ts';
import { cacheRoot } from '../cache-root.ts';
import { openPostCache } from '../incremental/post-cache.ts';
import { postPacker, type PackedPosts } from '../render/packed-posts.ts';

/** What the content thread is given: the build's folders, its code key, and whether a card thread takes early cards. */
export interface ContentJob {
  root: string;
  env: NodeJS.ProcessEnv;
  /** The content folder, resolved. */
  dir: string;
  code: string;
  earlyCards: boolean;
}

/** The content as the rest of the build takes it: not the posts as loaded (the compiled post data has what the pages need). */
export type HostContent = Omit<SiteContent, 'posts'>;

/** What the compile step hands on: the modules, the blog index and the cards, and the post pages packed (packed-posts.ts). */
export type CompiledContent = Omit<CompiledSite, 'posts'> & { posts: PackedPosts };

export interface ContentSteps {
  /** The content loaded and checked (a ContentError is thrown here). */
  loaded: Promise<HostContent>;
  compiled: Promise<CompiledContent>;
  /** The post cache written (only a cache: never rejects). */
  saved: Promise<void>;
}

/** What the content thread hands on as it goes, not at the end of a step. */
export interface ContentHooks {
  /** Takes each post's card as the post is read, for the card thread. */
  early?: (cards: CardJob) => void;
  /** Takes the site-data modules the moment they are made (the compile goes on with the post pages without a break). */
  modules?: (modules: Map<string, string>) => void;
}

/** The load and compile steps, with the post cache (incremental/post-cache.ts). */
export function loadAndCompile(job: ContentJob, { early, modules }: ContentHooks = {}): ContentSteps {
  const onPost = early && postCardFeeder(early, { contentDir: job.dir, cacheDir: defaultCardCacheDir(job.root) });
  const cache = openPostCache(cacheRoot(job.root, job.env), job.dir, job.code);
  const content = cache.then((postCache) => loadSiteContent({ dir: job.dir, onPost, postCache })).finally(() => onPost?.flush());
  const compiled = content.then(async (loaded) => {
    // Each post's page is packed as it is made: never all of them at once as objects.
    const packer = postPacker();
    const { posts, ...rest } = await compileSite(loaded, (page) => packer.add(page), { bodies: (await cache).bodies, modules });
    return { ...rest, posts: packer.packed(posts) };
  });
  const saved = compiled.then(async () => (await cache).save()).catch(() => undefined);
  return { loaded: content.then(({ posts: _posts, ...host }) => host), compiled, saved };
}

