import { cn } from '../../lib/cn';

/** lucide's "star" outline (ISC licence), drawn on a 24-unit square. */
const STAR = 'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
const STAR_PX = 20;
const GAP_PX = 2;
/** Distance between two stars in the star's own units. */
const STEP = 24 + (GAP_PX * 24) / STAR_PX;

/** The star outline moved `dx` units right (its absolute commands are M and L; the rest are relative). */
export function starPath(dx: number): string {
  return STAR.replace(/([ML])(-?[\d.]+)/g, (_, command: string, x: string) => `${command}${+(Number(x) + dx).toFixed(3)}`);
}

/**
 * A star rating, read out as one phrase ("5 out of 5 stars"). Drawn as one
 * SVG with a path for the filled stars and one for the empty ones: a
 * testimonial grid repeats it many times, and three elements lay out and
 * paint faster than ten.
 */
export function Stars({ rating, max = 5, className }: { rating: number; max?: number; className?: string }) {
  const stars = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => starPath((from + i) * STEP)).join('');
  const filled = Math.min(Math.max(Math.round(rating), 0), max);
  return (
    <svg
      role="img"
      aria-label={`${rating} out of ${max} stars`}
      width={max * STAR_PX + (max - 1) * GAP_PX}
      height={STAR_PX}
      viewBox={`0 0 ${(max - 1) * STEP + 24} 24`}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('inline-block shrink-0', className)}
    >
      {filled > 0 && <path d={stars(0, filled)} className="fill-accent text-accent" />}
      {filled < max && <path d={stars(filled, max)} className="fill-muted text-border" />}
    </svg>
  );
}
