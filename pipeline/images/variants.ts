import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { VARIANTS_PATH } from './public-path.ts';
import type { SourceImage } from './sources.ts';
import { variantWidths } from './widths.ts';

export type VariantFormat = 'avif' | 'webp';

/**
 * Encoder settings, chosen so a cold build of the site's images stays short
 * on a two-core machine: AVIF effort 2 is about 6x faster than 4 for ~10 %
 * more bytes; quality 50 (AVIF) and 72 (WebP) look the same as the JPEG
 * originals at the sizes shown. Part of every cache key: changing a value
 * re-encodes and renames the files.
 */
export const ENCODERS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
} as const satisfies Record<VariantFormat, object>;

export const FORMATS = Object.keys(ENCODERS) as VariantFormat[];

export interface Variant {
  source: SourceImage;
  width: number;
  format: VariantFormat;
  /** Identifies the encoded bytes: source hash, width, format, encoder settings and sharp version. */
  key: string;
  /** Public URL, e.g. `/images/_variants/blog/fast-hosting.640.3f9a1c2e.avif`; the hash makes it safe to cache forever. */
  url: string;
}

/** Every variant of one source: each width of its ladder in each format. */
export function planVariants(source: SourceImage): Variant[] {
  const { dir, name } = path.posix.parse(source.publicPath.replace(/^\/images\//, ''));
  return FORMATS.flatMap((format) =>
    variantWidths(source.width).map((width) => {
      const key = variantKey(source.hash, width, format);
      const url = path.posix.join(VARIANTS_PATH, dir, `${name}.${width}.${key.slice(0, 8)}.${format}`);
      return { source, width, format, key, url };
    }),
  );
}

function variantKey(sourceHash: string, width: number, format: VariantFormat): string {
  const recipe = JSON.stringify([sourceHash, width, format, ENCODERS[format], sharp.versions.sharp]);
  return createHash('sha256').update(recipe).digest('hex').slice(0, 20);
}

/** A srcset for one format: `url 320w, url 640w, ...`, narrowest first. */
export function srcset(variants: readonly Variant[], format: VariantFormat): string {
  return variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}
