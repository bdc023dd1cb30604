import { fork } from 'node:child_process';
import { opendir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { TYPESCRIPT_THREAD } from '../../typescript-threads.ts';
import type { CardJob } from './render-cards.ts';
import type { CardMessage, CardReply } from './process-main.ts';

export interface CardProcess {
  /** Hands cards over ahead of the job (posts, while the content loads); they render at once. */
  early(job: CardJob): void;
  /** Whether early() was called: the job then has to be sent even if nothing is missing, to wait for those. */
  readonly hasEarlyCards: boolean;
  /** Renders the job's cards (skipping the early ones) into the cache; resolves with how many cards the process rendered in all. Once per process. */
  render(job: CardJob): Promise<number>;
  /** Lets the process go (a no-op once it has finished or was closed): it exits after the card in hand. */
  close(): void;
}

/**
 * Starts the card-rendering process ahead of its job: its modules load and
 * its glyph sets are drawn (about 0.3 s of one core) while the main thread
 * loads and compiles the content, so the cards' own rendering is what is
 * left when the job comes. Its TypeScript runs stripped, not through tsx
 * (typescript-threads.ts).
 *
 * A process of its own, not a thread, for V8's settings: V8 takes them for
 * a whole process, and the build's (BUILD_V8_FLAGS) have it wait about
 * seven times longer before optimizing a function, which saves more in the
 * build's other threads than it costs here. The card code is a few
 * functions run hundreds of thousands of times, and under the build's
 * setting the first cards ran in unoptimized code: the 1,025 cards of a
 * 1,000-post build, replayed alone, took 0.12 s more of their thread's CPU
 * (median of twelve alternating pairs; no pair faster). With V8's defaults
 * here, three sets of 1,000-post cold builds alternating with the card
 * thread this replaces (12, 20 and 16 pairs) took medians of 0.12, 0.085
 * and 0.01 s less time and 0.21, 0.13 and 0.10 s less CPU, and the
 * build's largest process peaked about 35 MB lower (the cards' heap is
 * here).
 */
export function startCardProcess(): CardProcess {
  const child = fork(fileURLToPath(new URL('./process-entry.mjs', import.meta.url)), [], {
    // Not the build's own (fork's default): V8's settings, type stripping.
    execArgv: TYPESCRIPT_THREAD,
    // resvg's allocator (mimalloc) hands memory it freed back to the system only after a delay, and only on a later call
    // into it; the process draws its glyph sets with resvg first (about 50 MB) and then seldom calls it, so that memory
    // stayed to the build's end. Without the delay it goes as it is freed.
    env: { ...process.env, MIMALLOC_PURGE_DELAY: process.env.MIMALLOC_PURGE_DELAY ?? '0' },
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // Warming up holds no build open (a build that fails first still exits, and the process with it); a job does.
  child.unref();
  child.channel?.unref();
  let closed = false;
  let hasEarlyCards = false;
  // The process's answer: its count, or why it has none (an error before or during the job, a failed start, an early exit).
  const outcome = new Promise<number>((resolve, reject) => {
    child.on('message', (reply: CardReply) => ('error' in reply ? reject(new Error(`rendering social cards failed: ${reply.error}`)) : resolve(reply.rendered)));
    child.on('error', reject);
    child.once('exit', (code, signal) => reject(new Error(`the card process stopped (${signal ?? `exit code ${code}`}) before its cards were done`)));
  });
  // Reported by render(); a build that never asks for its cards has nothing to report.
  outcome.catch(() => undefined);
  // A message the process can no longer take is lost with it: the outcome says why.
  const send = (message: CardMessage) => {
    if (child.connected) child.send(message, () => undefined);
  };
  const close = () => {
    if (closed) return;
    closed = true;
    // Disconnected, the process exits after the card in hand (process-entry.mjs): no half-written file stays.
    if (child.connected) child.disconnect();
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
      if (closed) return Promise.reject(new Error('the card process was closed before its job'));
      child.ref();
      child.channel?.ref();
      send({ type: 'job', job });
      return outcome.finally(close);
    },
    close,
  };
}

/**
 * Whether the card cache holds no card yet (a first build, a fresh clone,
 * CI): then nearly every card will be rendered and the process is worth
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

let early: CardProcess | undefined;

/**
 * Called first thing by `npm run build` (scripts/build.ts): on a cold card
 * cache the process starts before the build's own modules load, and warms
 * up beside them. buildSite takes it with takeEarlyCardProcess().
 */
export async function startEarlyCardProcess(cacheDir: string): Promise<void> {
  if (await cardCacheIsEmpty(cacheDir)) early = startCardProcess();
}

export function takeEarlyCardProcess(): CardProcess | undefined {
  const started = early;
  early = undefined;
  return started;
}
