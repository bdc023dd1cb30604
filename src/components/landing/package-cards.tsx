import type { SectionIntro } from '../../../pipeline/validate/schemas/blocks';
import { WebsitePackageCard } from '../pricing/website-package-card';
import { ContentButton } from '../ui/content-button';
import { Section } from '../ui/section';
import { introProps } from '../ui/section-intro';
import { websitePackages } from 'virtual:site-data/websitePackages';

/** The Starter, Business and Ecommerce cards of website-packages.yaml, each with its 'Get Quote' button. */
export function PackageCards({ intro }: { intro: SectionIntro }) {
  return (
    <Section id="packages" className="bg-surface" {...introProps(intro)}>
      <ul className="grid gap-8 lg:grid-cols-3">
        {websitePackages.packages.map((pkg) => (
          <li key={pkg.id}>
            <WebsitePackageCard pkg={pkg} action={<ContentButton link={websitePackages.quoteLink} variant="primary" />} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
