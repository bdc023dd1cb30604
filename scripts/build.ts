/**
 * `npm run build`. NODE_ENV is set before anything is imported: React picks
 * its build once, when first loaded, and its development build (prop checks,
 * component stacks) rendered the pages at half the speed; the rendering
 * threads inherit it too. The build itself is scripts/build/cli.ts.
 */
process.env.NODE_ENV = 'production';
await import('./build/cli');

export {};
