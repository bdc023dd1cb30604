import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Collections } from '../../../src/content/collections';
import type { LoadedPost } from '../../../src/content/load/posts';
import { cardBrand, socialCard } from '../../../src/content/seo/social-card';
import { blogPostPath } from '../../../src/lib/route-paths';
import { cachedCardFile, cardKey } from './card-cache';
import type { CardThread } from './card-thread';

/**
 * A hook for loadSiteContent's `onPost`: hands each post's card to the card
 * thread as soon as the post is read, so the cards render on the other core
 * while the rest of the content loads and compiles, not later beside the
 * page rendering. The card is the one compile names for the post (same
 * address, same cache key); one that turns out unused only costs its
 * rendering, and the build's own list of missing cards stays the authority.
 */
export function postCardFeeder(thread: CardThread, dirs: { contentDir: string; cacheDir: string }): (post: LoadedPost, site: Collections['site']) => void {
  let logo: { svg: string; hash: string } | null | undefined;
  return (post, site) => {
    if (post.ogImage) return;
    const brand = cardBrand(site);
    if (logo === undefined) {
      try {
        const svg = readFileSync(path.join(dirs.contentDir, brand.logo.replace(/^\//, '')), 'utf8');
        logo = { svg, hash: createHash('sha256').update(svg).digest('hex') };
      } catch {
        // A missing logo is reported by the content check; the build's card step says it again.
        logo = null;
      }
    }
    if (!logo) return;
    const card = socialCard(blogPostPath(post.slug), { title: post.title, line: post.excerpt, lineKind: 'text' }, brand);
    const text = { title: card.title, line: card.line, lineKind: card.lineKind };
    thread.early({ brand, logoSvg: logo.svg, cards: [{ text, file: cachedCardFile(dirs.cacheDir, cardKey(card, logo.hash)) }] });
  };
}
