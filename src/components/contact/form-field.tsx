import { CircleAlert } from '../ui/lucide-icons';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { errorMessageId } from './field-a11y';

/** The look of every text control of the form; red border while invalid. */
export const controlClass = cn(
  'block w-full rounded-lg border border-border bg-background px-3.5 py-2.5 text-base text-foreground shadow-xs transition-colors',
  'placeholder:text-muted-foreground/75 hover:border-muted-foreground/40',
  'focus-visible:border-primary focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-primary/25',
  'aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/20',
);

/**
 * A labelled control with an optional red asterisk (required) or an
 * "optional" note, and its error message under it.
 */
export function FormField({
  controlId,
  label,
  required = false,
  optionalNote,
  error,
  children,
}: {
  controlId: string;
  label: string;
  required?: boolean;
  optionalNote?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={controlId} className="mb-1.5 flex items-baseline gap-1 text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="text-danger">
            *
          </span>
        )}
        {optionalNote && <span className="font-normal text-muted-foreground">{optionalNote}</span>}
      </label>
      {children}
      {error && (
        <p id={errorMessageId(controlId)} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
