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
