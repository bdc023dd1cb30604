import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A full garbage collection of this thread's heap. resvg's images (the glyph
 * sets' are about 50 MB) live in native memory V8 does not count, freed only
 * when their objects are collected (their finalizers run on a later turn of
 * the event loop), which a thread that allocates little else puts off for
 * the rest of the build. Freed, the memory goes back to the system only
 * because the thread starts with MIMALLOC_PURGE_DELAY=0 (card-thread.ts):
 * without it the collection alone gave back about 6 MB of the 50.
 * `--expose-gc` gives new contexts a `gc` function. The flag is set back at
 * once: V8's flags are the process's, and their hash is part of the key of
 * every thread's compiled code in Node's compile cache
 * (pipeline/compile-cache.mjs). Left set, it made V8 refuse the cached code
 * of about 150 modules compiled after it in each build (React DOM's
 * server, sharp, YAML), which were compiled again and their cache written
 * again, every build.
 */
export function collectGarbage(): void {
  // Started with --expose-gc, the thread has `gc` already, and the flag stays as it was.
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed();
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  setFlagsFromString('--no-expose-gc');
  gc();
}
