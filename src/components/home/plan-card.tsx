import type { HomePlan } from '../../../pipeline/validate/schemas/hosting';
import { cn } from '../../lib/cn';
import { newTabProps } from '../../lib/links';
import { Badge } from '../ui/badge';
import { buttonVariants } from '../ui/button';
import { CheckList } from '../ui/check-list';
import { Price } from '../ui/price';

/** A hosting plan: name, yearly price, features and 'Get Started' (billing site, new tab); the popular one is badged and raised. */
export function PlanCard({ plan, popularLabel, orderLabel, orderHref }: { plan: HomePlan; popularLabel: string; orderLabel: string; orderHref: string }) {
  return (
    <article
      className={cn(
        'relative flex h-full flex-col rounded-2xl bg-background p-7 text-foreground shadow-card',
        plan.popular ? 'ring-2 ring-accent lg:-my-4 lg:py-11' : 'ring-1 ring-white/10',
      )}
    >
      {plan.popular && (
        <Badge variant="accent" className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap shadow-card">
          {popularLabel}
        </Badge>
      )}
      <h3 className="text-lg font-semibold text-ink">{plan.name}</h3>
      <div className="mt-4">
        <Price amount={plan.price} period={plan.period} />
      </div>
      <CheckList items={plan.features} size="base" className="mt-6 border-t border-border pt-6" />
      <div className="mt-auto pt-8">
        <a
          href={orderHref}
          {...newTabProps}
          className={cn(buttonVariants({ variant: plan.popular ? 'accent' : 'primary', size: 'lg' }), 'w-full')}
        >
          {orderLabel}
          <span className="sr-only">: {plan.name} (opens in a new tab)</span>
        </a>
      </div>
    </article>
  );
}
