import type { ReactNode } from 'react';
import type { WebsitePackage } from '../../../pipeline/validate/schemas/website-packages';
import { PackageCard } from './package-card';

/** A "from" price website package (Starter, Business, Ecommerce). */
export function WebsitePackageCard({ pkg, action, highlighted = false }: { pkg: WebsitePackage; action?: ReactNode; highlighted?: boolean }) {
  return (
    <PackageCard
      name={pkg.name}
      highlighted={highlighted}
      description={pkg.description}
      price={{ amount: pkg.priceFrom, prefix: 'from' }}
      features={pkg.features}
      action={action}
    />
  );
}
