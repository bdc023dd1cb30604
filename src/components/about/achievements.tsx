import type { Stat } from '../../../pipeline/validate/schemas/blocks';
import { cn } from '../../lib/cn';

/** The achievement figures (5+ years, 50+ websites ...), as a band pulled up over the hero. */
export function Achievements({ stats }: { stats: readonly Stat[] }) {
  return (
    <section aria-labelledby="achievements" className="flow-root bg-background">
      <div className="relative mx-auto -mt-10 max-w-6xl px-4 sm:px-6">
        <h2 id="achievements" className="sr-only">
          Achievements
        </h2>
        <dl className="grid grid-cols-2 overflow-hidden rounded-2xl border border-border bg-background shadow-card lg:auto-cols-fr lg:grid-flow-col lg:grid-cols-none">
          {stats.map((stat, i) => (
            <div
              key={stat.label}
              className={cn(
                'flex flex-col-reverse items-center gap-1 border-border px-4 py-6 text-center sm:py-8',
                // Two columns on phones, one row from lg: draw the inner lines to match.
                i % 2 === 0 && i < stats.length - 1 && 'border-r',
                i < stats.length - (stats.length % 2 === 0 ? 2 : 1) && 'border-b lg:border-b-0',
                i < stats.length - 1 ? 'lg:border-r' : 'lg:border-r-0',
              )}
            >
              <dt className="text-sm font-medium text-muted-foreground sm:text-base">{stat.label}</dt>
              <dd className="text-2xl font-bold text-primary sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
