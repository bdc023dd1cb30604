import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A page section with an optional anchor id, eyebrow, heading and lead text. */
export function Section({
  id,
  eyebrow,
  heading,
  lead,
  className,
  children,
}: {
  id?: string;
  eyebrow?: string;
  heading?: string;
  lead?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section id={id} className={cn('py-16 sm:py-20', className)}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        {(eyebrow || heading || lead) && (
          <header className="mx-auto mb-10 max-w-2xl text-center">
            {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>}
            {heading && <h2 className="mt-2 text-3xl font-bold text-ink sm:text-4xl">{heading}</h2>}
            {lead && <p className="mt-4 text-lg text-muted-foreground">{lead}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
