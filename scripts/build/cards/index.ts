import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { access, copyFile, mkdir, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SocialCard } from '../../../src/content/seo/social-card';
import { mapBounded } from '../images/bounded';
import { cachedCardFile, cardKey, defaultCardCacheDir } from './card-cache';
import type { CardJob } from './render-cards';

export interface CardBuildOptions {
  root: string;
  /** The content folder (the logo is read from its images/). */
  contentDir: string;
  cards: SocialCard[];
  cacheDir?: string;
  /** Receives the one summary line; console.log by default. */
  log?: (line: string) => void;
}

export interface CardBuild {
  /** Output path of each card (`cards/….jpg`) → its file in the cache. */
  files: Map<string, string>;
  rendered: number;
  cached: number;
  ms: number;
}

/** Cards per thread below which one more thread costs more to start than it saves. */
const CARDS_PER_THREAD = 40;

/**
 * The social-card step: renders the cards the cache lacks (on worker
 * threads, so it runs beside the rest of the build) and maps each card's
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
    logoSvg = await readFile(path.join(options.contentDir, brand.logo.replace(/^\//, '')), 'utf8');
    const logoHash = createHash('sha256').update(logoSvg).digest('hex');
    const planned = options.cards.map((card) => ({ card, file: cachedCardFile(cacheDir, cardKey(card, logoHash)) }));
    const present = await mapBounded(planned, 32, ({ file }) => access(file).then(() => true, () => false));
    for (const { card, file } of planned) files.set(card.file, file);
    // Two pages with the same card share one rendering.
    const toRender = new Map(planned.filter((_, i) => !present[i]).map(({ card, file }) => [file, { text: { title: card.title, line: card.line, lineKind: card.lineKind }, file }]));
    missing = [...toRender.values()];
  }
  await mkdir(cacheDir, { recursive: true });
  const threads = Math.max(1, Math.min(availableParallelism(), Math.ceil(missing.length / CARDS_PER_THREAD)));
  const shares = Array.from({ length: threads }, (_, i) => missing.filter((_, j) => j % threads === i));
  await Promise.all(shares.map((cards) => (cards.length === 0 ? 0 : inWorker({ brand: brand!, logoSvg, cards }))));
  const result = { files, rendered: missing.length, cached: files.size - missing.length, ms: performance.now() - started };
  (options.log ?? console.log)(cardSummary(result));
  return result;
}

export function cardSummary({ files, rendered, cached, ms }: Pick<CardBuild, 'files' | 'rendered' | 'cached' | 'ms'>): string {
  return `Social cards: ${files.size} cards (${rendered} rendered, ${cached} cached) in ${(ms / 1000).toFixed(1)} s`;
}

/** Copies every card into the output folder at the path its page's og:image names. */
export async function writeCards(build: CardBuild, outDir: string): Promise<void> {
  const targets = [...build.files].map(([file, cached]) => [cached, path.join(outDir, ...file.split('/'))] as const);
  await Promise.all([...new Set(targets.map(([, target]) => path.dirname(target)))].map((dir) => mkdir(dir, { recursive: true })));
  // A copy-on-write clone where the file system has them (a plain copy elsewhere): a thousand cards weigh about 80 MB.
  await mapBounded(targets, 16, ([cached, target]) => copyFile(cached, target, constants.COPYFILE_FICLONE));
}

/** Renders on a worker thread, so the main thread goes on with the build; TypeScript is loaded there through tsx. */
function inWorker(job: CardJob): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { workerData: job, execArgv: ['--import', 'tsx'] });
    worker.once('message', (message: { rendered?: number; error?: string }) => {
      void worker.terminate();
      if (message.rendered !== undefined) resolve(message.rendered);
      else reject(new Error(`rendering social cards failed: ${message.error}`));
    });
    worker.once('error', reject);
  });
}
