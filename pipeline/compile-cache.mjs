// Plain JavaScript on purpose, like stripped-cache.mjs, which imports it first: it must be in effect before the
// build's own modules are compiled.
import { constants, enableCompileCache } from 'node:module';
import path from 'node:path';

/** The build's cache root, as pipeline/cache-root.ts gives it for the project's folder (stripped-cache.mjs keeps its modules there too). */
export const cacheRoot = process.env.SITE_CACHE_DIR ? path.resolve(process.env.SITE_CACHE_DIR) : path.join(process.cwd(), 'node_modules', '.cache');

/**
 * Keeps V8's compiled code for the modules the build runs (Node's compile
 * cache) between builds: each thread and the bundling process compiled the
 * same unchanged modules (React's server renderer, Vite and Rolldown's
 * JavaScript, YAML, zod, the build's own) on every build: about 0.1 s of
 * CPU in the main thread and as much in the content thread on a slowed host
 * (CPU profiles of a 1,000-post build). Node keys each entry by the
 * module's file and a hash of its source, in a folder per Node version and
 * V8 flags, so an edited module or another Node is compiled afresh; what
 * runs is the same code. 1,000-post builds with the cards cached,
 * alternating with the cache turned off (NODE_DISABLE_COMPILE_CACHE=1):
 * without it they took a median 1.040 of the time and 1.035 of the CPU
 * (eight pairs), then 1.059 and 1.052 (ten pairs). With every card made,
 * the saving is within this host's drift: without the cache, four sets of
 * pairs (6, 6, 6 and 10) took medians of 0.89, 1.03, 0.96 and 1.00 of the
 * time with it.
 *
 * The folder is $NODE_COMPILE_CACHE (Node's own variable), else
 * `site-compiled` in the build's cache root ($SITE_CACHE_DIR, else
 * node_modules/.cache). It is put in the environment, so the threads and
 * the bundling process started later compile through it too: Node reads
 * the variable as each of them starts. A folder that cannot be written
 * only leaves the compiling to V8, as before; it may be deleted at any time.
 */
const folder = process.env.NODE_COMPILE_CACHE || path.join(cacheRoot, 'site-compiled');

const { status } = enableCompileCache(folder);
const { ENABLED, ALREADY_ENABLED } = constants.compileCacheStatus;
if (status === ENABLED || status === ALREADY_ENABLED) process.env.NODE_COMPILE_CACHE = folder;
