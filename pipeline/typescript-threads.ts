import { BUILD_V8_FLAGS } from './thread-limits.ts';

/**
 * How the build runs its TypeScript, in its own threads (content, cards)
 * and in its main process (`npm run build`): Node's type stripping, not
 * tsx. A thread loading the content modules took about 0.72 s of CPU
 * through tsx's resolver hooks and transforms, 0.50 s stripped; the card
 * modules, while they still loaded satori, 0.9 s against 0.45 s; the main
 * process 0.1–0.2 s more through tsx (a 4,000-post build with its cards
 * cached: 7.26–7.30 s against 7.41–7.53 s). So every module of pipeline/,
 * and every module scripts/build.ts reaches, names its relative imports
 * with their `.ts` extension and uses erasable syntax only (no enums, no
 * parameter properties); typescript-threads.test.ts checks both. The flag
 * is a no-op from Node 22.18 on and keeps 22.12–22.17 working. What
 * Node strips is kept between builds (stripped-cache.mjs).
 */
export const TYPESCRIPT_THREAD = ['--experimental-strip-types', '--disable-warning=ExperimentalWarning'];

/**
 * `npm run build` as a command line after `node` (scripts/node22.mjs starts it so; the bench and the tests that build do
 * too), run from the project's folder: its TypeScript comes stripped from the build's cache (stripped-cache.mjs).
 */
export const BUILD_ARGS = [...BUILD_V8_FLAGS, ...TYPESCRIPT_THREAD, '--import', './pipeline/stripped-cache.mjs', 'scripts/build.ts'];
