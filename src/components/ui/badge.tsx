import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const badgeVariants = cva('inline-flex items-center rounded-full font-medium', {
  variants: {
    size: {
      md: 'px-3 py-1 text-sm',
      sm: 'px-2.5 py-0.5 text-xs',
    },
    variant: {
      soft: 'bg-primary-soft text-primary-strong',
      accent: 'bg-accent text-accent-foreground',
      outline: 'border border-border text-muted-foreground',
    },
  },
  defaultVariants: { variant: 'soft', size: 'md' },
});

export function Badge({ className, variant, size, ...props }: HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
