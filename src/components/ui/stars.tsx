import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A star rating, read out as one phrase ("5 out of 5 stars"). */
export function Stars({ rating, max = 5, className }: { rating: number; max?: number; className?: string }) {
  return (
    <span role="img" aria-label={`${rating} out of ${max} stars`} className={cn('inline-flex gap-0.5', className)}>
      {Array.from({ length: max }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn('size-5', i < rating ? 'fill-accent text-accent' : 'fill-muted text-border')}
        />
      ))}
    </span>
  );
}
