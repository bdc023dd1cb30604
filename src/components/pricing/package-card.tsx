import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../ui/badge';
import { CheckList } from '../ui/check-list';
import { Price } from '../ui/price';

/**
 * The frame every priced package shares (design, website, SEO, hosting):
 * name, optional 'Most Popular' badge, the price, a line of text, optional
 * terms, the feature list and an action at the bottom.
 */
export function PackageCard({
  name,
  badge,
  highlighted = false,
  description,
  price,
  terms,
  features,
  action,
  className,
}: {
  name: string;
  /** Shown above the name, e.g. 'Most Popular'. */
  badge?: string;
  /** Draws the card with the brand outline (the popular package). */
  highlighted?: boolean;
  description?: string;
  price: { amount: number; period?: string; prefix?: string; note?: string };
  terms?: ReactNode;
  features: readonly string[];
  action?: ReactNode;
  className?: string;
}) {
  return (
    <article
      className={cn(
        'relative flex h-full flex-col rounded-2xl border bg-background p-6 shadow-card sm:p-7',
        highlighted ? 'border-primary ring-2 ring-primary' : 'border-border',
        className,
      )}
    >
      {badge && (
        <Badge variant="accent" className="absolute -top-3.5 left-6 shadow-card">
          {badge}
        </Badge>
      )}
      <h3 className="text-xl font-bold tracking-tight text-ink">{name}</h3>
      {/* The price right under the one-line name, so prices line up across a row of cards. */}
      <div className="mt-3">
        <Price amount={price.amount} period={price.period} prefix={price.prefix} />
        {price.note && <p className="mt-1 text-sm font-medium text-primary-strong">{price.note}</p>}
      </div>
      {description && <p className="mt-4 text-muted-foreground">{description}</p>}
      {terms && <div className="mt-5">{terms}</div>}
      <CheckList items={features} className="mt-6 border-t border-border pt-6" />
      {action && <div className="mt-auto pt-7 [&>*]:w-full">{action}</div>}
    </article>
  );
}

/** Label/value pairs under a package price (delivery, support, advance). */
export function PackageTerms({ items }: { items: readonly { label: string; value: string }[] }) {
  return (
    <dl className="space-y-2 rounded-xl bg-surface p-4 text-sm">
      {items.map((item) => (
        <div key={item.label} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
          <dt className="text-muted-foreground">{item.label}</dt>
          <dd className="font-semibold text-ink">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
