import type { Link } from '../../../pipeline/validate/schemas/common';
import type { HostingPlan } from '../../../pipeline/validate/schemas/hosting';
import type { SectionIntro } from '../../../pipeline/validate/schemas/blocks';
import { cn } from '../../lib/cn';
import { Badge } from '../ui/badge';
import { ContentButtons } from '../ui/content-button';
import { formatTsh } from '../../lib/format';
import { pricePeriod } from './package-terms';

/** A compact overview of the hosting plans (name, headline storage and price) with the order and compare buttons. */
export function PopularPlansSummary({
  intro,
  plans,
  popularPlan,
  popularLabel,
  actions,
}: {
  intro: SectionIntro;
  plans: readonly HostingPlan[];
  popularPlan: string;
  popularLabel: string;
  actions: readonly Link[];
}) {
  return (
    <div className="grid items-center gap-8 rounded-3xl bg-ink p-6 text-ink-foreground shadow-card sm:p-10 lg:grid-cols-2">
      <div>
        {intro.eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-accent">{intro.eyebrow}</p>}
        <h2 className="text-3xl font-bold text-white">{intro.heading}</h2>
        {intro.intro && <p className="mt-4 text-lg">{intro.intro}</p>}
        <div className="mt-8 flex flex-wrap gap-3">
          <ContentButtons links={actions} primary="accent" secondary="light" />
        </div>
      </div>
      <ul className="space-y-3">
        {plans.map((plan) => {
          const popular = plan.name === popularPlan;
          const period = pricePeriod(plan.period);
          return (
            <li
              key={plan.name}
              className={cn(
                'flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-2xl border p-4 sm:p-5',
                popular ? 'border-accent bg-white/10' : 'border-white/15',
              )}
            >
              <div>
                <p className="flex flex-wrap items-center gap-2 font-semibold text-white">
                  {plan.name}
                  {popular && (
                    <Badge variant="accent" size="sm" className="whitespace-nowrap">
                      {popularLabel}
                    </Badge>
                  )}
                </p>
                <p className="text-sm text-ink-foreground/80">{plan.features[0]}</p>
              </div>
              <p className="whitespace-nowrap">
                <span className="text-sm">TSh </span>
                <span className="text-xl font-bold text-white">{formatTsh(plan.price)}</span>
                {period && <span className="text-sm"> / {period}</span>}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
