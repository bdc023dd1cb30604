import { site } from 'virtual:site-data/site';
import { cn } from '../../lib/cn';

/**
 * The logo and the owner's name, surname highlighted, linking home. The
 * footer's (`tone="dark"`) loads its logo lazily: React would otherwise write
 * a preload for it, and the header already has one for the same file.
 */
export function BrandMark({ tone = 'header', onNavigate, className }: { tone?: 'header' | 'dark'; onNavigate?: () => void; className?: string }) {
  return (
    <a href="/" onClick={onNavigate} className={cn('group inline-flex shrink-0 items-center gap-2.5 rounded-lg', className)}>
      <img
        src={site.logoImage}
        alt=""
        width={36}
        height={36}
        loading={tone === 'dark' ? 'lazy' : undefined}
        className="size-9 transition-transform duration-300 group-hover:-rotate-6"
      />
      <span
        className={cn(
          'text-lg font-bold tracking-tight sm:text-xl',
          tone === 'dark' ? 'text-white' : 'text-ink transition-colors over-dark:text-white',
        )}
      >
        {site.firstName}{' '}
        <span className={tone === 'dark' ? 'text-accent' : 'text-primary transition-colors over-dark:text-accent'}>{site.lastName}</span>
      </span>
    </a>
  );
}
