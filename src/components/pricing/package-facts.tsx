import { CalendarClock, Wallet } from '../ui/lucide-icons';

/** The typical cost and build time of a website, as two figure boxes with a note under them. */
export function PackageFacts({ facts, note }: { facts: readonly { label: string; value: string; kind: 'cost' | 'time' }[]; note: string }) {
  return (
    <div className="mx-auto max-w-4xl">
      <dl className="grid gap-4 sm:grid-cols-2">
        {facts.map((fact) => {
          const FactIcon = fact.kind === 'cost' ? Wallet : CalendarClock;
          return (
            // A group of a <dl> may hold only its <dt> and <dd>: the icon sits inside the <dt>, placed in the card's padding.
            <div key={fact.label} className="relative rounded-2xl border border-border bg-background py-5 pl-21 pr-5 shadow-card">
              <dt className="text-sm text-muted-foreground">
                <span className="absolute left-5 top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-xl bg-accent-soft text-accent-foreground">
                  <FactIcon aria-hidden="true" className="size-6" />
                </span>
                {fact.label}
              </dt>
              <dd className="text-lg font-bold text-ink">{fact.value}</dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-5 text-center text-sm text-muted-foreground">{note}</p>
    </div>
  );
}
