import { cn } from '../../lib/cn';
import { Icon } from './icon';

export interface Step {
  title: string;
  description: string;
  icon?: string;
}

const columns = {
  3: 'lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** A numbered process: an ordered list of steps, side by side on wide screens. */
export function Steps({ steps, className }: { steps: readonly Step[]; className?: string }) {
  const grid = steps.length % 4 === 0 ? columns[4] : columns[3];
  return (
    <ol className={cn('grid gap-6', grid, className)}>
      {steps.map((step, i) => (
        <li key={step.title} className="relative rounded-2xl border border-border bg-background p-6 shadow-card">
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground"
            >
              {i + 1}
            </span>
            {step.icon && <Icon name={step.icon} className="size-6 text-primary" />}
          </div>
          <h3 className="mt-4 text-lg font-semibold text-ink">
            <span className="sr-only">Step {i + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-muted-foreground">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
