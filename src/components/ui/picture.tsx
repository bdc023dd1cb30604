import type { ImgHTMLAttributes, Ref } from 'react';
import type { ResponsiveImage } from '../../lib/images';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt' | 'loading' | 'decoding' | 'fetchPriority'>;

/**
 * A content image as `<picture>`: AVIF, then WebP, then the original as the
 * `<img>` (its width and height reserve the space). `sizes` says how wide the
 * image is drawn, so phones fetch small files. `priority` marks the page's
 * largest image (LCP): loaded eagerly at high priority. Other images load
 * lazily unless `loading="eager"` says they sit in the first screen on some
 * layouts. Styling goes on the img; the picture itself generates no box.
 * An image without variants (SVG) renders as a plain img.
 */
export function Picture({
  image,
  alt,
  sizes,
  priority = false,
  loading = 'lazy',
  ref,
  ...img
}: ImgProps & {
  image: ResponsiveImage;
  alt: string;
  /** The `sizes` attribute: the drawn width per layout, e.g. `(min-width: 1024px) 352px, calc(100vw - 32px)`. */
  sizes: string;
  priority?: boolean;
  /** Without `priority`: `eager` for an image in the first screen of some layout that is not the LCP on phones. */
  loading?: 'lazy' | 'eager';
  ref?: Ref<HTMLImageElement>;
}) {
  const element = (
    <img
      ref={ref}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : loading}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      {...img}
    />
  );
  if (!image.avif || !image.webp) return element;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      {element}
    </picture>
  );
}
