import { CalendarClock, Wallet } from 'lucide-react';

/** The typical cost and build time of a website, as two figure boxes with a note under them. */
export function PackageFacts({ facts, note }: { facts: readonly { label: string; value: string; kind: 'cost' | 'time' }[]; note: string }) {
  return (
    <div className="mx-auto max-w-4xl">
      <dl className="grid gap-4 sm:grid-cols-2">
        {facts.map((fact) => {
          const FactIcon = fact.kind === 'cost' ? Wallet : CalendarClock;
          return (
            <div key={fact.label} className="flex items-center gap-4 rounded-2xl border border-border bg-background p-5 shadow-card">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-foreground">
                <FactIcon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <dt className="text-sm text-muted-foreground">{fact.label}</dt>
                <dd className="text-lg font-bold text-ink">{fact.value}</dd>
              </div>
            </div>
          );
        })}
      </dl>
      <p className="mt-5 text-center text-sm text-muted-foreground">{note}</p>
    </div>
  );
}
