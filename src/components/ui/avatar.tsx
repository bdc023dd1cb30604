import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import type { ResponsiveImage } from '../../lib/images';
import { Picture } from './picture';

/** Up to two initials: "Amina Hassan" → "AH", "Neema" → "N". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word.match(/\p{L}/u)![0]!.toUpperCase())
    .join('');
}

/** Each size's classes and its pixel width (the image's intrinsic size attributes). */
const sizes = {
  sm: ['size-10 text-sm', 40],
  md: ['size-14 text-lg', 56],
  lg: ['size-20 text-2xl', 80],
} as const;

/**
 * A round portrait. The initials sit underneath while the image loads and
 * stay when it fails (an error that fired before hydration is caught too).
 * `data-avatar` tells the state: loading, loaded or error.
 */
export function Avatar({
  image,
  name,
  size = 'md',
  className,
}: {
  /** The portrait, resolved by the caller (`imageFor`); none shows the initials. */
  image?: ResponsiveImage;
  name: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const [box, pixels] = sizes[size];
  const [status, setStatus] = useState<'loading' | 'loaded' | 'error'>(image ? 'loading' : 'error');
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // The image may have settled before React attached its handlers.
    const element = img.current;
    if (element?.complete) setStatus(element.naturalWidth > 0 ? 'loaded' : 'error');
  }, []);
  return (
    <span
      className={cn(
        box,
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft font-semibold text-primary-strong ring-2 ring-background',
        className,
      )}
      data-avatar={status}
    >
      <span aria-hidden="true">{initials(name)}</span>
      {status !== 'error' && image && (
        <Picture
          ref={img}
          image={{ ...image, width: pixels, height: pixels }}
          alt=""
          sizes={`${pixels}px`}
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('error')}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </span>
  );
}
