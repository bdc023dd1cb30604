import type { ImageVariants } from '../../src/lib/image-variants';

/** `virtual:site-data/images`: the variants of every content image, keyed by the URL content uses. */
export function manifestModule(entries: Record<string, ImageVariants>): string {
  const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
  return `export const images = ${JSON.stringify(sorted, null, 2)};\n`;
}
