import { images } from '../generated/images';

/** What the build made of one content image (src/generated/images.ts). */
export interface ImageVariants {
  /** The original's size in pixels: the ratio the page reserves before the file arrives. */
  width: number;
  height: number;
  /** `srcset` values, narrowest first: `/images/_variants/x.320.1a2b3c4d.avif 320w, ...`. */
  avif: string;
  webp: string;
}

/**
 * A content image ready to render: the original URL (the fallback, and what
 * Open Graph and RSS use) and, for raster images, the variants. Plain data,
 * so a page can hand it to a component as a prop.
 */
export type ResponsiveImage = { src: string } & Partial<ImageVariants>;

/**
 * The responsive sets of several images, keyed by URL: what a page hands to
 * an island, so the island's bundle never carries the whole image list.
 */
export function imagesFor(srcs: Iterable<string | undefined>): Record<string, ResponsiveImage> {
  return Object.fromEntries([...srcs].filter((src): src is string => !!src).map((src) => [src, imageFor(src)]));
}

/** The responsive set of a content image by its URL (`/images/blog/x.jpg`); just the URL when the build made none (SVG). */
export function imageFor(src: string): ResponsiveImage {
  const variants = images[src];
  return variants ? { src, ...variants } : { src };
}
