import { cn } from '../../lib/cn';
import type { ResponsiveImage } from '../../lib/images';
import { CARD_GRID_SIZES } from '../ui/image-sizes';
import { Picture } from '../ui/picture';

/* On the post page the image fills the max-w-3xl column (768px, px-4 then sm:px-6); elsewhere it sits in a card grid. */
const POST_SIZES = '(min-width: 768px) 720px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

/**
 * A post's illustration, cropped to 16:9. Decorative: the title next to it
 * says what it shows. `eager` is the post page's own image, its largest
 * (LCP) element: loaded at once, at high priority, at the column's width.
 * The caller resolves the image (`imageFor`), so an island showing cards
 * ships only its own images' variants, not the site's whole image list.
 */
export function PostImage({ image, eager = false, className }: { image: ResponsiveImage; eager?: boolean; className?: string }) {
  return (
    <Picture
      image={image}
      alt=""
      sizes={eager ? POST_SIZES : CARD_GRID_SIZES}
      priority={eager}
      className={cn('aspect-video w-full bg-muted object-cover', className)}
    />
  );
}
