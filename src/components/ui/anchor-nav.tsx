import { cn } from '../../lib/cn';

/** Links to the sections of the current page (#plans, #add-ons ...), as a row of pills that wraps on phones. */
export function AnchorNav({
  links,
  label = 'On this page',
  className,
}: {
  links: readonly { label: string; href: string }[];
  label?: string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn('border-b border-border bg-background', className)}>
      <ul className="mx-auto flex max-w-6xl flex-wrap justify-center gap-2 px-4 py-3 sm:px-6">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="inline-flex h-10 items-center rounded-full border border-border px-4 text-sm font-medium text-foreground transition-colors hover:border-primary hover:bg-primary-soft hover:text-primary-strong"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
