import { HeartHandshake } from '../ui/lucide-icons';
import type { ReactNode } from 'react';
import type { DesignPackages } from '../../../pipeline/validate/schemas/design-packages';
import { Badge } from '../ui/badge';
import { CheckList } from '../ui/check-list';
import { Price } from '../ui/price';
import { PackageTerms } from './package-card';
import { daysText, freeMonthsText, tshText } from './package-terms';
import type { TermLabels } from './package-terms';

type NgoPackage = DesignPackages['ngoPackage'];

/** The discounted NGO package: a wide card with its price and terms beside what it includes. */
export function NgoPackageCard({ pkg, labels, action }: { pkg: NgoPackage; labels: TermLabels; action?: ReactNode }) {
  return (
    <article className="grid overflow-hidden rounded-2xl border border-border bg-background shadow-card lg:grid-cols-5">
      <div className="bg-ink p-6 text-ink-foreground sm:p-8 lg:col-span-2">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-white/10 text-accent">
          <HeartHandshake aria-hidden="true" className="size-6" />
        </span>
        <h3 className="mt-4 text-2xl font-bold text-white">{pkg.name}</h3>
        <Badge variant="accent" className="mt-3">
          {pkg.discountNote}
        </Badge>
        <p className="mt-4">{pkg.description}</p>
        <div className="mt-6 [&_span]:text-ink-foreground [&_span.text-3xl]:text-white">
          <Price amount={pkg.price} />
        </div>
        <p className="mt-4 text-sm text-ink-foreground/80">{pkg.eligibility}</p>
      </div>
      <div className="flex flex-col gap-6 p-6 sm:p-8 lg:col-span-3">
        <PackageTerms
          items={[
            { label: labels.pages, value: pkg.pages },
            { label: labels.delivery, value: daysText(pkg.deliveryDays) },
            { label: labels.freeSupport, value: freeMonthsText(pkg.freeSupportMonths) },
            { label: labels.advance, value: tshText(pkg.advance) },
          ]}
        />
        <CheckList items={pkg.features} />
        {action && <div className="mt-auto">{action}</div>}
      </div>
    </article>
  );
}
