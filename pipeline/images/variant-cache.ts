import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { cacheRoot } from '../cache-root.ts';
import { writeFileWhole } from '../write-whole.ts';
import { ContentError } from '../validate/errors.ts';
import { unreadableImage } from './sources.ts';
import { ENCODERS, type Variant } from './variants.ts';

/** Where encoded variants are kept between builds (cache-root.ts). */
export const defaultCacheDir = (root: string) => path.join(cacheRoot(root), 'site-images');

/** The cached file of a variant: its key names it, so any change to the source or the settings misses. */
export const cachedFile = (cacheDir: string, variant: Variant) => path.join(cacheDir, `${variant.key}.${variant.format}`);

/**
 * Makes sure the variant is in the cache; returns true when it had to be
 * encoded. Written whole or not at all (write-whole.ts), so an interrupted
 * build never leaves a half-written file that a later build would trust.
 */
export async function ensureEncoded(cacheDir: string, variant: Variant): Promise<boolean> {
  const file = cachedFile(cacheDir, variant);
  if ((await stat(file).catch(() => undefined))?.isFile()) return false;
  let bytes: Buffer;
  try {
    const image = sharp(variant.source.file, { autoOrient: true }).resize({ width: variant.width, withoutEnlargement: true });
    bytes = await (variant.format === 'avif' ? image.avif(ENCODERS.avif) : image.webp(ENCODERS.webp)).toBuffer();
  } catch (error) {
    throw new ContentError([unreadableImage(variant.source.file, error)]);
  }
  await mkdir(cacheDir, { recursive: true });
  await writeFileWhole(file, bytes);
  return true;
}
