import { Link, type LinkProps } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { buttonVariants, type ButtonVariants } from './button';

/**
 * An internal link styled as a button. Apart from button.tsx because it needs
 * the router, which islands (the header's, the contact form's) must not load.
 */
export function ButtonLink({ className, variant, size, ...props }: LinkProps & ButtonVariants) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
