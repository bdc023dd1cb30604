import { cn } from '../../lib/cn';

/*
 * Post illustrations are drawn at 1200×675 (16:9). The attributes give the
 * browser the ratio before the file arrives, so cards do not jump.
 */
const WIDTH = 1200;
const HEIGHT = 675;

/** A post's illustration, cropped to 16:9. Decorative: the title next to it says what it shows. */
export function PostImage({ src, eager = false, className }: { src: string; eager?: boolean; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      width={WIDTH}
      height={HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      className={cn('aspect-video w-full bg-muted object-cover', className)}
    />
  );
}
