// Plain JavaScript on purpose: loaded before any TypeScript (`--import` for the build's process and its bundling
// process, the first import of its threads' entries), it spares each of them Node's stripper, whose start alone costs
// about 50 ms of CPU, whenever every module it loads is in the cache.
import { cacheRoot } from './compile-cache.mjs';
import './cjs-imports.mjs';
import { hash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { registerHooks, stripTypeScriptTypes } from 'node:module';
import path from 'node:path';

/**
 * Keeps the build's TypeScript modules stripped of their types between
 * builds. Node strips every `.ts` module each time it loads one (about
 * 0.27 µs a byte, after its stripper's start): about 0.14 s of CPU in the
 * build's main thread, and as much again in its content thread, card
 * thread and bundling process, for the same unchanged files every build.
 * A stripped module is kept under the hash of its source and Node's
 * version (the stripper ships with Node), so an edited file or another
 * Node is stripped afresh; it is the very text Node would have run. Over
 * twelve alternating pairs of 1,000-post builds (cards cached), the build
 * took a median 0.948 of the time and 0.946 of the CPU with the cache as
 * without. Nothing is pruned: an edit of the build's code leaves a few KB
 * behind; the folder may be deleted at any time.
 *
 * Importing this module registers the hook in the importing thread (hooks
 * are per thread). The folder is $SITE_STRIPPED_CACHE, else `site-stripped`
 * in the build's cache root (pipeline/cache-root.ts: $SITE_CACHE_DIR, else
 * node_modules/.cache); it is put in the environment, where the threads and
 * processes started later find it. A folder that cannot be made or written
 * leaves the stripping to Node.
 */
const folder = process.env.SITE_STRIPPED_CACHE || path.join(cacheRoot, 'site-stripped');

if (made(folder)) {
  process.env.SITE_STRIPPED_CACHE = folder;
  registerHooks({ load });
}

/** @param {string} dir */
function made(dir) {
  try {
    mkdirSync(dir, { recursive: true });
    return true;
  } catch {
    return false;
  }
}

/** @type {import('node:module').LoadHookSync} */
function load(url, context, nextLoad) {
  const loaded = nextLoad(url, context);
  // Node refuses to strip a package's TypeScript; so does this (Node then says why).
  if (loaded.format !== 'module-typescript' || loaded.source === undefined || url.includes('/node_modules/')) return loaded;
  const source = typeof loaded.source === 'string' ? loaded.source : Buffer.from(/** @type {Uint8Array} */ (loaded.source)).toString('utf8');
  const file = path.join(folder, `${hash('sha256', `${process.version}\0${source}`)}.js`);
  let stripped;
  try {
    stripped = readFileSync(file, 'utf8');
  } catch {
    stripped = stripTypeScriptTypes(source);
    keep(file, stripped);
  }
  return { ...loaded, format: 'module', source: stripped };
}

/**
 * Writes a stripped module whole or not at all: aside, then renamed (two
 * builds may strip the same file at once). A cache that cannot be written
 * only costs the next build the stripping.
 * @param {string} file
 * @param {string} text
 */
function keep(file, text) {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  } catch {
    rmSync(temporary, { force: true });
  }
}
