import { createHash } from 'node:crypto';
import path from 'node:path';
import type { SocialCard } from '../../../src/content/seo/social-card';

/** Rendered cards live here between builds, by content hash (like the image step's variants). */
export const defaultCardCacheDir = (root: string) => path.join(root, 'node_modules', '.cache', 'site-cards');

/**
 * A card's cache key: its address already hashes what it shows and the
 * design's version; the logo's bytes are added, since the logo is drawn
 * into every card but named only by its path.
 */
export function cardKey(card: SocialCard, logoHash: string): string {
  return createHash('sha256').update(card.file).update('\0').update(logoHash).digest('hex').slice(0, 32);
}

export const cachedCardFile = (cacheDir: string, key: string) => path.join(cacheDir, `${key}.jpg`);
