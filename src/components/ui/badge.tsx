import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const badgeVariants = cva('inline-flex items-center rounded-full px-3 py-1 text-sm font-medium', {
  variants: {
    variant: {
      soft: 'bg-primary-soft text-primary-strong',
      accent: 'bg-accent text-accent-foreground',
      outline: 'border border-border text-muted-foreground',
    },
  },
  defaultVariants: { variant: 'soft' },
});

export function Badge({ className, variant, ...props }: HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
