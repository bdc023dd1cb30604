import type { ResourceLimits } from 'node:worker_threads';

/**
 * The heap limits of the build's worker threads (content, rendering;
 * the card thread takes a smaller young generation, card-thread.ts). V8 gives each thread a young generation of up to 48 MB (two
 * 16 MB semi-spaces and room for large objects) on a machine with the
 * memory, and a thread that allocates as fast as rendering does fills it
 * and keeps it. With 24 MB (8 MB semi-spaces) a cold 4,000-post build
 * peaked about 45 MB lower (511–515 against 555–574 thousand KB, three
 * alternating runs) for no CPU that could be measured (user time of a cold
 * 1,000-post build 8.4–8.8 s either way). 16 MB saved no more.
 */
export const THREAD_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: 24 };

/**
 * glibc's malloc settings for the build process, all its threads included.
 * - At most two arenas, where glibc allows up to eight a core.
 * - Blocks of 512 KB or more always mapped on their own, so they go back to
 *   the system when freed. By default that threshold rises each time such
 *   a block is freed.
 * The build's threads free most of what they allocate (card files, the
 * posts' buffers, rendered pages). Under the defaults the freed memory stayed
 * with the process.
 * - 4,000-post cold builds peaked at 403–427 thousand KB against 424–483
 *   (six and nine alternating runs; medians 421 and 458). Two arenas alone
 *   gave 449–474, the fixed threshold alone 416–450.
 * - One-post rebuilds peaked at 299–301 against 313.
 * - The time was the same: 1,000-post cold builds took 3.44–3.83 s against
 *   3.51–3.86 s (four each, besides one run of 4.74 s without).
 * scripts/node22.mjs sets the same for `npm run build` (a test keeps the two
 * alike). A caller's own setting wins; other C libraries ignore these.
 */
export const BUILD_MALLOC = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '524288' } as const;

/** BUILD_MALLOC's settings that `env` leaves unset, for a build process started with `env`. */
export function buildMalloc(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(BUILD_MALLOC).filter(([name]) => env[name] === undefined));
}

/**
 * V8's settings for the build process, all its threads included: a function
 * is optimized by TurboFan (V8's optimizing compiler) only after about
 * 20,000 of its invocation budget's units, where V8 waits for 3,000. The
 * build runs four isolates (main, content, rendering, cards), and each
 * compiled its own lukewarm functions (a parser's rare branch, a
 * component rendered a few hundred times) in code it then hardly ran: a
 * cold 1,000-post build made 560–584 TurboFan compiles, 202 with this
 * (`--trace-opt`). Alternating cold builds against V8's default:
 * - 1,000 posts, eight pairs: median 3.10 s against 3.21 s, 5.66 s of CPU
 *   against 5.92 s; with the cards cached 2.48 s against 2.63 s, 4.32 s
 *   against 4.62 s of CPU.
 * - 4,000 posts, four pairs: median 7.05 s against 7.82 s, 12.9 s of CPU
 *   against 14.1 s.
 * 10,000 and 30,000 did about as well; 100,000 was slower than 30,000
 * (3.36–3.60 s against 3.14–3.35 s, five pairs): hot code then waits too
 * long. Maglev (V8's middle tier) added nothing on top (five pairs), nor
 * did the setting in the bundling process. scripts/node22.mjs starts
 * `npm run build` with the same (a test keeps the two alike). Node keeps
 * its compile cache per set of V8 flags (compile-cache.mjs), so the
 * build's cache is its own.
 */
export const BUILD_V8_FLAGS = ['--invocation-count-for-turbofan=20000'] as const;
