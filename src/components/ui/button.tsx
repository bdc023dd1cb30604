import { cva, type VariantProps } from 'class-variance-authority';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-strong',
        accent: 'bg-accent text-accent-foreground hover:bg-accent/90',
        outline: 'border border-primary text-primary hover:bg-primary-soft',
        light: 'bg-white text-ink hover:bg-surface',
        ghost: 'text-foreground hover:bg-muted',
        /** A secondary action on a dark block. */
        onDark: 'border border-white/25 text-white hover:bg-white/10',
        whatsapp: 'bg-whatsapp text-white hover:bg-whatsapp/90',
      },
      size: {
        sm: 'h-9 px-3 text-sm',
        /** The header's call button. */
        header: 'h-10 px-4 text-sm',
        md: 'h-11 px-5 text-base',
        lg: 'h-12 px-6 text-base sm:text-lg',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/** An external or tel:/mailto: link styled as a button; external https links open in a new tab. */
export function ButtonAnchor({ className, variant, size, href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & ButtonVariants) {
  const external = href?.startsWith('http');
  return (
    <a
      className={cn(buttonVariants({ variant, size }), className)}
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...props}
    />
  );
}
