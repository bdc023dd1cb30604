import { images } from 'virtual:site-data/images';
import type { ImageVariants } from './image-variants';


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
