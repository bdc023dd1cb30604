import type { Collections } from '../../validate/collections.ts';
import { postCardText } from '../../compile/post-pages.ts';
import type { LoadedPost } from '../../load/posts.ts';
import { cardBrand, socialCard } from '../../compile/seo/social-card.ts';
import { blogPostPath } from '../../../src/lib/route-paths.ts';
import { cardJobEntry, readCardLogo } from './card-cache.ts';
import type { CardJob } from './render-cards.ts';

/** Early cards go to the card thread this many at a time: a message per post, each passed on by the build's thread, cost that thread about 0.1 s of CPU per 1,000 posts. */
export const EARLY_BATCH = 32;

/** A hook for loadSiteContent's `onPost`, with `flush()` for the cards it still holds once the posts are read. */
export interface PostCardFeeder {
  (post: LoadedPost, site: Collections['site']): void;
  flush(): void;
}

/**
 * A hook for loadSiteContent's `onPost`: hands each post's card to `early`
 * (the card thread's early(), or a message to the build's thread that owns
 * it) as soon as the post is read, so the cards render on the other core
 * while the rest of the content loads and compiles, not later beside the
 * page rendering. The first card goes at once (the card thread starts
 * drawing), the others EARLY_BATCH at a time, the rest on `flush()`. The
 * card is the one compile names for the post (same address, text and cache
 * key, from the same functions); one that turns out unused only costs its
 * rendering, and the build's own list of missing cards stays the authority.
 */
export function postCardFeeder(early: (job: CardJob) => void, dirs: { contentDir: string; cacheDir: string }): PostCardFeeder {
  let logo: ReturnType<typeof readCardLogo> | null | undefined;
  let pending: CardJob | undefined;
  let sent = 0;
  const flush = () => {
    if (!pending) return;
    early(pending);
    sent += pending.cards.length;
    pending = undefined;
  };
  const feed = (post: LoadedPost, site: Collections['site']) => {
    if (post.ogImage) return;
    const brand = cardBrand(site);
    if (logo === undefined) {
      try {
        logo = readCardLogo(dirs.contentDir, brand.logo);
      } catch {
        // A missing logo is reported by the content check; the build's card step says it again.
        logo = null;
      }
    }
    if (!logo) return;
    const card = socialCard(blogPostPath(post.slug), postCardText(post), brand);
    pending ??= { brand, logoSvg: logo.svg, cards: [] };
    pending.cards.push(cardJobEntry(card, dirs.cacheDir, logo.hash));
    if (sent === 0 || pending.cards.length >= EARLY_BATCH) flush();
  };
  return Object.assign(feed, { flush });
}
