import { cn } from '../../lib/cn';

/** A top-level header entry (link or dropdown trigger), in its resting and active looks. */
export function navEntryClass(active: boolean): string {
  return cn(
    'relative inline-flex h-10 items-center gap-1 rounded-lg px-3 text-base font-medium transition-colors',
    'after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:origin-left after:rounded-full after:bg-current after:transition-transform',
    active
      ? 'text-primary after:scale-x-100 over-dark:text-accent'
      : 'text-foreground after:scale-x-0 hover:text-primary over-dark:text-white/90 over-dark:hover:text-white',
  );
}

/** A link inside the Services dropdown or the mobile menu. */
export function menuLinkClass(active: boolean): string {
  return cn(
    'flex w-full items-center rounded-lg px-3 py-2.5 text-base font-medium md:py-2 md:text-sm transition-colors',
    active ? 'bg-primary-soft text-primary-strong' : 'text-foreground hover:bg-muted hover:text-primary-strong',
  );
}
