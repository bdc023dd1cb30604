import type { ReactNode } from 'react';
import type { Link } from '../../../pipeline/validate/schemas/common';
import type { DesignPackage } from '../../../pipeline/validate/schemas/design-packages';
import { ContentButton } from '../ui/content-button';
import { PackageCard, PackageTerms } from './package-card';
import { daysText, supportText, tshText } from './package-terms';
import type { TermLabels } from './package-terms';

/** A website design package (BASIC, STANDARD, PREMIUM) with its delivery, support and advance terms. */
export function DesignPackageCard({
  pkg,
  popularLabel,
  labels,
  action,
}: {
  pkg: DesignPackage;
  popularLabel: string;
  labels: TermLabels;
  action?: ReactNode;
}) {
  return (
    <PackageCard
      name={pkg.name}
      badge={pkg.popular ? popularLabel : undefined}
      highlighted={pkg.popular}
      description={pkg.description}
      price={{ amount: pkg.price, note: pkg.pages }}
      terms={
        <PackageTerms
          items={[
            { label: labels.delivery, value: daysText(pkg.deliveryDays) },
            { label: labels.support, value: supportText(pkg.supportPerMonth, pkg.freeSupportMonths) },
            { label: labels.advance, value: tshText(pkg.advance) },
          ]}
        />
      }
      features={pkg.features}
      action={action}
    />
  );
}

/** The design packages side by side, each ordered through `orderLink` (the popular one's button filled): /website-design and /website-packages show the same. */
export function DesignPackageGrid({ packages, popularLabel, labels, orderLink }: { packages: DesignPackage[]; popularLabel: string; labels: TermLabels; orderLink: Link }) {
  return (
    <ul className="grid gap-8 pt-4 lg:grid-cols-3">
      {packages.map((pkg) => (
        <li key={pkg.id}>
          <DesignPackageCard pkg={pkg} popularLabel={popularLabel} labels={labels} action={<ContentButton link={orderLink} variant={pkg.popular ? 'primary' : 'outline'} />} />
        </li>
      ))}
    </ul>
  );
}
