import type { ImageVariants } from '../../src/lib/image-variants.ts';

/**
 * The compiled content's modules plus `virtual:site-data/images`: the
 * variants of every content image, keyed by the URL content uses.
 */
export function withImageManifest(modules: ReadonlyMap<string, string>, entries: Record<string, ImageVariants>): Map<string, string> {
  const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
  return new Map([...modules, ['images', `export const images = ${JSON.stringify(sorted, null, 2)};\n`]]);
}
