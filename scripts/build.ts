/**
 * `npm run build`. NODE_ENV is set before anything is imported: React picks
 * its build once, when first loaded, and its development build (prop checks,
 * component stacks) rendered the pages at half the speed; the rendering
 * threads inherit it too. The build itself is pipeline/cli.ts.
 */
process.env.NODE_ENV = 'production';
// When the cards will be drawn (a cold card cache), their thread warms up while the build's modules load.
const { startEarlyCardThread } = await import('../pipeline/images/cards/card-thread');
const { defaultCardCacheDir } = await import('../pipeline/images/cards/card-cache');
await startEarlyCardThread(defaultCardCacheDir(process.cwd()));
await import('../pipeline/cli');

export {};
