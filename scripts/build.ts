/**
 * `npm run build`, run under Node's type stripping, not tsx (BUILD_ARGS in
 * pipeline/typescript-threads.ts): its relative imports name their `.ts`
 * files. NODE_ENV is set before anything is imported: React picks
 * its build once, when first loaded, and its development build (prop checks,
 * component stacks) rendered the pages at half the speed; the rendering
 * threads inherit it too. The build itself is pipeline/cli.ts. Its
 * TypeScript, this file's too, comes stripped from the build's cache
 * (pipeline/stripped-cache.mjs, which BUILD_ARGS and `npm run build`
 * import first).
 */
process.env.NODE_ENV = 'production';
// When the cards will be drawn (a cold card cache), their thread warms up while the build's modules load.
const { startEarlyCardThread } = await import('../pipeline/images/cards/card-thread.ts');
const { defaultCardCacheDir } = await import('../pipeline/images/cards/card-cache.ts');
await startEarlyCardThread(defaultCardCacheDir(process.cwd()));
await import('../pipeline/cli.ts');

export {};
