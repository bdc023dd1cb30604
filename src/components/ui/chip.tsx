import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** A small label for a tag or a skill; lighter than a Badge, made to sit many in a row. */
export const chipVariants = cva('inline-flex items-center rounded-md px-2.5 py-1 text-xs font-medium leading-none sm:text-sm', {
  variants: {
    tone: {
      neutral: 'bg-muted text-foreground',
      brand: 'bg-primary-soft text-primary-strong',
      accent: 'bg-accent-soft text-accent-foreground',
      outline: 'border border-border bg-background text-muted-foreground',
      onDark: 'bg-white/10 text-ink-foreground ring-1 ring-inset ring-white/15',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export function Chip({ className, tone, ...props }: HTMLAttributes<HTMLSpanElement> & VariantProps<typeof chipVariants>) {
  return <span className={cn(chipVariants({ tone }), className)} {...props} />;
}

/** A wrapped row of chips, as a list so screen readers announce how many there are. */
export function ChipList({
  items,
  tone,
  className,
  label,
}: {
  items: readonly string[];
  tone?: VariantProps<typeof chipVariants>['tone'];
  className?: string;
  label?: string;
}) {
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {items.map((item) => (
        <li key={item}>
          <Chip tone={tone}>{item}</Chip>
        </li>
      ))}
    </ul>
  );
}
