import type { Collections } from '../../validate/collections.ts';
import { postCardText } from '../../compile/post-pages.ts';
import type { LoadedPost } from '../../load/posts.ts';
import { cardBrand, socialCard } from '../../compile/seo/social-card.ts';
import { blogPostPath } from '../../../src/lib/route-paths.ts';
import { cardJobEntry, readCardLogo } from './card-cache.ts';
import type { CardJob } from './render-cards.ts';

/**
 * A hook for loadSiteContent's `onPost`: hands each post's card to `early`
 * (the card thread's early(), or a message to the build's thread that owns
 * it) as soon as the post is read, so the cards render on the other core
 * while the rest of the content loads and compiles, not later beside the
 * page rendering. The card is the one compile names for the post (same
 * address, text and cache key, from the same functions); one that turns out
 * unused only costs its rendering, and the build's own list of missing
 * cards stays the authority.
 */
export function postCardFeeder(early: (job: CardJob) => void, dirs: { contentDir: string; cacheDir: string }): (post: LoadedPost, site: Collections['site']) => void {
  let logo: ReturnType<typeof readCardLogo> | null | undefined;
  return (post, site) => {
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
    early({ brand, logoSvg: logo.svg, cards: [cardJobEntry(card, dirs.cacheDir, logo.hash)] });
  };
}
