import { mkdir, readdir } from 'node:fs/promises';
import { linkFiles, type Linker } from '../../incremental/link-files.ts';
import path from 'node:path';
import type { SocialCard } from '../../compile/seo/social-card.ts';
import { cardJobEntry, defaultCardCacheDir, readCardLogo } from './card-cache.ts';
import { startCardThread, type CardThread } from './card-thread.ts';
import type { CardJob } from './render-cards.ts';

export interface CardBuildOptions {
  root: string;
  /** The content folder (the logo is read from its images/). */
  contentDir: string;
  cards: SocialCard[];
  cacheDir?: string;
  /** Receives the one summary line; console.log by default. */
  log?: (line: string) => void;
  /** A card thread started earlier (startCardThread); used if a card is missing, closed either way. One is started when needed otherwise. */
  thread?: CardThread;
}

export interface CardBuild {
  /** Output path of each card (`cards/….jpg`) → its file in the cache. */
  files: Map<string, string>;
  rendered: number;
  cached: number;
  ms: number;
}

/**
 * The social-card step: renders the cards the cache lacks (on a thread of
 * its own, so it runs beside the rest of the build) and maps each card's
 * output path to its cached JPEG. An unchanged rebuild renders none.
 */
export async function buildCards(options: CardBuildOptions): Promise<CardBuild> {
  const started = performance.now();
  const cacheDir = options.cacheDir ?? defaultCardCacheDir(options.root);
  const brand = options.cards[0]?.brand;
  const files = new Map<string, string>();
  let missing: CardJob['cards'] = [];
  let logoSvg = '';
  if (brand) {
    const logo = readCardLogo(options.contentDir, brand.logo);
    logoSvg = logo.svg;
    const planned = options.cards.map((card) => ({ card, entry: cardJobEntry(card, cacheDir, logo.hash) }));
    // One listing of the cache instead of a look-up per card (4,000 of them took about 130 ms of this thread).
    const cached = await readdir(cacheDir).then(
      (names) => new Set(names),
      () => new Set<string>(),
    );
    const present = planned.map(({ entry }) => cached.has(path.basename(entry.file)));
    for (const { card, entry } of planned) files.set(card.file, entry.file);
    // Two pages with the same card share one rendering.
    const toRender = new Map(planned.filter((_, i) => !present[i]).map(({ entry }) => [entry.file, entry]));
    missing = [...toRender.values()];
  }
  await mkdir(cacheDir, { recursive: true });
  let rendered = 0;
  if (missing.length === 0 && !options.thread?.hasEarlyCards) options.thread?.close();
  // One thread: a card is one core's work (card-encoder.ts), and rendering keeps the other core busy.
  else rendered = await (options.thread ?? startCardThread()).render({ brand: brand!, logoSvg, cards: missing });
  const result = { files, rendered, cached: files.size - rendered, ms: performance.now() - started };
  (options.log ?? console.log)(cardSummary(result));
  return result;
}

export function cardSummary({ files, rendered, cached, ms }: Pick<CardBuild, 'files' | 'rendered' | 'cached' | 'ms'>): string {
  return `Social cards: ${files.size} cards (${rendered} rendered, ${cached} cached) in ${(ms / 1000).toFixed(1)} s`;
}

/** Puts every card into the output folder at the path its page's og:image names: a hard link to the cached file (a thousand cards weigh about 80 MB). */
export async function writeCards(build: CardBuild, outDir: string, link: Linker = linkFiles): Promise<void> {
  link([...build.files].map(([file, cached]) => [cached, path.join(outDir, ...file.split('/'))] as const));
}
