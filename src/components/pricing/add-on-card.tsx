import type { AddOn } from '../../../pipeline/validate/schemas/hosting';
import { Card } from '../ui/card';
import { Icon } from '../ui/icon';
import { Price } from '../ui/price';
import { pricePeriod } from './package-terms';

/** A hosting add-on: icon, name, price per period (or one-time) and what it includes. */
export function AddOnCard({ addOn }: { addOn: AddOn }) {
  const period = pricePeriod(addOn.period);
  return (
    <Card className="flex h-full flex-col">
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent-foreground">
        <Icon name={addOn.icon} className="size-6" />
      </span>
      <h3 className="text-lg font-semibold text-ink">{addOn.name}</h3>
      <div className="mt-3">
        <Price amount={addOn.price} period={period} />
        {!period && <p className="text-sm text-muted-foreground">one-time fee</p>}
      </div>
      <p className="mt-3 text-muted-foreground">{addOn.description}</p>
    </Card>
  );
}
