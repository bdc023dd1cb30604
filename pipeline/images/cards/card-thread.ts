import { opendir } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { TYPESCRIPT_THREAD } from '../../typescript-threads.ts';
import { THREAD_LIMITS } from '../../thread-limits.ts';
import type { CardJob } from './render-cards.ts';
import type { CardMessage } from './thread-main.ts';

export interface CardThread {
  /** Hands cards over ahead of the job (posts, while the content loads); they render at once. */
  early(job: CardJob): void;
  /** Whether early() was called: the job then has to be sent even if nothing is missing, to wait for those. */
  readonly hasEarlyCards: boolean;
  /** Renders the job's cards (skipping the early ones) into the cache; resolves with how many cards the thread rendered in all. Once per thread. */
  render(job: CardJob): Promise<number>;
  /** Stops the thread (a no-op once it has finished or was closed). */
  close(): void;
}

/**
 * The card thread allocates little that lives (a card's stamps and file, then garbage), so it needs a smaller young
 * generation than the rendering threads (THREAD_LIMITS): 4,000-post cold builds peaked at 426–460 thousand KB with 8 MB
 * against 426–507 with 24 MB (thirteen alternating runs each; medians 441 and 446), for the same CPU.
 */
const CARD_THREAD_LIMITS = { ...THREAD_LIMITS, maxYoungGenerationSizeMb: 8 };

/**
 * Starts the card-rendering thread ahead of its job: its modules load and
 * its glyph sets are drawn (about 0.3 s of one core) while the main thread
 * loads and compiles the content, so the cards' own rendering is what is
 * left when the job comes. Its TypeScript runs stripped, not through tsx
 * (typescript-threads.ts).
 */
export function startCardThread(): CardThread {
  // resvg's allocator (mimalloc) hands memory it freed back to the system only after a delay, and only on a later call into
  // it; the thread draws its glyph sets with resvg first (about 50 MB) and then seldom calls it, so that memory stayed with
  // the build to its end. Without the delay it goes as it is freed. Read from the environment when the thread loads resvg.
  process.env.MIMALLOC_PURGE_DELAY ??= '0';
  const worker = new Worker(new URL('./worker.mjs', import.meta.url), { execArgv: TYPESCRIPT_THREAD, resourceLimits: CARD_THREAD_LIMITS });
  // Warming up holds no process open (a build that fails first still exits); a job does.
  worker.unref();
  let closed = false;
  let hasEarlyCards = false;
  const send = (message: CardMessage) => worker.postMessage(message);
  // An error before any job (a missing font, say) is reported by render(); until then it is kept.
  const failed = new Promise<Error>((resolve) => worker.once('error', resolve));
  const close = () => {
    if (closed) return;
    closed = true;
    void worker.terminate();
  };
  return {
    early(job) {
      if (closed || job.cards.length === 0) return;
      hasEarlyCards = true;
      send({ type: 'early', job });
    },
    get hasEarlyCards() {
      return hasEarlyCards;
    },
    render(job) {
      if (closed) return Promise.reject(new Error('the card thread was closed before its job'));
      const done = new Promise<number>((resolve, reject) => {
        worker.once('message', (message: { rendered?: number; error?: string }) => {
          if (message.rendered !== undefined) resolve(message.rendered);
          else reject(new Error(`rendering social cards failed: ${message.error}`));
        });
        void failed.then(reject);
        worker.once('exit', (code) => reject(new Error(`the card thread stopped (exit code ${code}) before its cards were done`)));
      });
      worker.ref();
      send({ type: 'job', job });
      return done.finally(close);
    },
    close,
  };
}

/**
 * Whether the card cache holds no card yet (a first build, a fresh clone,
 * CI): then nearly every card will be rendered and the thread is worth
 * starting before the content is known. Otherwise it starts only if a card
 * turns out to be missing, and a rebuild with every card cached starts none.
 */
export async function cardCacheIsEmpty(cacheDir: string): Promise<boolean> {
  try {
    for await (const entry of await opendir(cacheDir)) if (entry.name.endsWith('.jpg')) return false;
  } catch {
    // No folder yet.
  }
  return true;
}

let early: CardThread | undefined;

/**
 * Called first thing by `npm run build` (scripts/build.ts): on a cold card
 * cache the thread starts before the build's own modules load, and warms up
 * beside them. buildSite takes it with takeEarlyCardThread().
 */
export async function startEarlyCardThread(cacheDir: string): Promise<void> {
  if (await cardCacheIsEmpty(cacheDir)) early = startCardThread();
}

export function takeEarlyCardThread(): CardThread | undefined {
  const thread = early;
  early = undefined;
  return thread;
}
