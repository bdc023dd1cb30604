import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** A white rounded card; `padded={false}` when the caller sets its own padding. */
export function Card({ className, padded = true, ...props }: HTMLAttributes<HTMLDivElement> & { padded?: boolean }) {
  return <div className={cn('rounded-2xl border border-border bg-background shadow-card', padded && 'p-6', className)} {...props} />;
}
