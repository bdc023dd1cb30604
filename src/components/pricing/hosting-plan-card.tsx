import type { HostingPlan } from '../../../pipeline/validate/schemas/hosting';
import { ButtonAnchor } from '../ui/button';
import { PackageCard } from './package-card';
import { pricePeriod } from './package-terms';

/** A hosting plan of the hosting page: price per year, tagline, its eleven features and an order button to the store. */
export function HostingPlanCard({
  plan,
  popularLabel,
  popular,
  orderLabel,
  orderHref,
}: {
  plan: HostingPlan;
  popularLabel: string;
  popular: boolean;
  orderLabel: string;
  orderHref: string;
}) {
  return (
    <PackageCard
      name={plan.name}
      badge={popular ? popularLabel : undefined}
      highlighted={popular}
      description={plan.tagline}
      price={{ amount: plan.price, period: pricePeriod(plan.period) }}
      features={plan.features}
      action={
        <ButtonAnchor href={orderHref} variant={popular ? 'primary' : 'outline'}>
          {orderLabel}
          <span className="sr-only"> {plan.name} (opens in a new tab)</span>
        </ButtonAnchor>
      }
    />
  );
}
