import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { CardText, SocialCard } from '../../compile/seo/social-card.ts';
import { cacheRoot } from '../../cache-root.ts';

/** Rendered cards live here between builds, by content hash (like the image step's variants; cache-root.ts). */
export const defaultCardCacheDir = (root: string) => path.join(cacheRoot(root), 'site-cards');

/**
 * What draws a card besides its text: this folder's code and the versions of
 * the packages it draws with (the fonts among them). Part of every card's
 * key, so a change to the drawing re-renders the cards even when nobody
 * bumped the design's version (which renames them for the networks' caches).
 */
const rendererHash = (() => {
  const hash = createHash('sha256');
  for (const file of readdirSync(import.meta.dirname).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts')).sort()) {
    hash.update(file).update(readFileSync(path.join(import.meta.dirname, file)));
  }
  // Exact versions: package.json pins every one.
  const { dependencies = {}, devDependencies = {} } = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  for (const pkg of ['@resvg/resvg-js', 'sharp', '@fontsource/inter']) hash.update(pkg).update(dependencies[pkg] ?? devDependencies[pkg] ?? '');
  return hash.digest('hex');
})();

/**
 * A card's cache key: its address already hashes what it shows and the
 * design's version; the drawing code and the logo's bytes are added, since
 * the logo is drawn into every card but named only by its path.
 */
export function cardKey(card: SocialCard, logoHash: string): string {
  return createHash('sha256').update(card.file).update('\0').update(logoHash).update('\0').update(rendererHash).digest('hex').slice(0, 32);
}

export const cachedCardFile = (cacheDir: string, key: string) => path.join(cacheDir, `${key}.jpg`);

/** The logo every card draws (`brand.logo`, a public path under the content's images/), with the hash of its bytes for the keys. */
export function readCardLogo(contentDir: string, logoPath: string): { svg: string; hash: string } {
  const svg = readFileSync(path.join(contentDir, logoPath.replace(/^\//, '')), 'utf8');
  return { svg, hash: createHash('sha256').update(svg).digest('hex') };
}

/** A card as the card thread takes it: what it shows, and its file in the cache. */
export function cardJobEntry(card: SocialCard, cacheDir: string, logoHash: string): { text: CardText; file: string } {
  return { text: { title: card.title, line: card.line, lineKind: card.lineKind }, file: cachedCardFile(cacheDir, cardKey(card, logoHash)) };
}
