import { Check } from './lucide-icons';
import { cn } from '../../lib/cn';
import { InlineMarkup } from './inline-markup';

/** A list of included features, each with a check mark; items may carry `**bold**` markup. */
export function CheckList({ items, size = 'sm', className }: { items: readonly string[]; size?: 'sm' | 'base'; className?: string }) {
  return (
    <ul className={cn('space-y-2.5 text-foreground', size === 'sm' ? 'text-sm' : 'text-base', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            <InlineMarkup text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}
