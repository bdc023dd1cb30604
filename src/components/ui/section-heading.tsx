import { cn } from '../../lib/cn';

/**
 * A section's eyebrow, h2 and intro, centred or left-aligned, on a light or
 * a dark background. (Section renders the centred light form itself; this is
 * for sections that lay their heading out differently.)
 */
export function SectionHeading({
  eyebrow,
  heading,
  intro,
  align = 'center',
  tone = 'light',
  id,
  className,
}: {
  eyebrow?: string;
  heading: string;
  intro?: string;
  align?: 'center' | 'left';
  tone?: 'light' | 'dark';
  /** Id of the h2, for aria-labelledby. */
  id?: string;
  className?: string;
}) {
  const dark = tone === 'dark';
  return (
    <header className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p
          className={cn(
            'inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wider',
            dark ? 'text-accent' : 'text-primary',
          )}
        >
          <span aria-hidden="true" className={cn('h-px w-6', dark ? 'bg-accent' : 'bg-primary')} />
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={cn('mt-3 text-balance text-3xl font-bold tracking-tight sm:text-4xl', dark ? 'text-white' : 'text-ink')}>
        {heading}
      </h2>
      {intro && <p className={cn('mt-4 text-pretty text-lg leading-relaxed', dark ? 'text-ink-foreground/80' : 'text-muted-foreground')}>{intro}</p>}
    </header>
  );
}
