import { ContentPageHero } from '../components/page/content-page-hero';
import { ContentCtaSection } from '../components/page/content-cta-section';
import { DesignComparisonTable } from '../components/pricing/design-comparison-table';
import { DesignPackageGrid } from '../components/pricing/design-package-card';
import { NgoPackageCard } from '../components/pricing/ngo-package';
import { DesignExampleCard } from '../components/services/design-example-card';
import { FaqSection } from '../components/services/faq-section';
import { CheckList } from '../components/ui/check-list';
import { ContentButton } from '../components/ui/content-button';
import { FeatureCard } from '../components/ui/feature-card';
import { Section } from '../components/ui/section';
import { introProps } from '../components/ui/section-intro';
import { Steps } from '../components/ui/steps';
import { designPackages } from 'virtual:site-data/designPackages';
import { faqs } from 'virtual:site-data/faqs';
import { head, heading } from 'virtual:site-data/head/websiteDesign';
import { portfolio } from 'virtual:site-data/portfolio';
import { websiteDesign as page } from 'virtual:site-data/websiteDesign';

/**
 * /website-design: the four services (anchors #wordpress, #ecommerce,
 * #responsive, #maintenance, where old addresses land), the packages, the
 * NGO package, the comparison, examples, process, FAQ and a call to action.
 */
export function Component() {
  return (
    <>
      <ContentPageHero head={head} heading={heading} hero={page.hero} />
      <Section id="services" {...introProps(page.services.intro)}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.services.cards.map((card) => (
            <li key={card.anchor}>
              <FeatureCard id={card.anchor} icon={card.icon} title={card.title}>
                <p>{card.description}</p>
                <CheckList items={card.features} className="mt-4" />
              </FeatureCard>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="pricing" className="bg-surface" {...introProps(page.pricing.intro)}>
        <DesignPackageGrid packages={designPackages.packages} popularLabel={designPackages.popularLabel} labels={page.pricing.labels} orderLink={page.pricing.orderLink} />
      </Section>
      <Section id="ngo" {...introProps(page.ngo.intro)}>
        <NgoPackageCard
          pkg={designPackages.ngoPackage}
          labels={page.pricing.labels}
          action={<ContentButton link={page.ngo.orderLink} />}
        />
      </Section>
      <Section id="compare" className="bg-surface" {...introProps(page.comparison)}>
        <DesignComparisonTable data={designPackages} labels={page.pricing.labels} caption={page.comparison.heading} />
      </Section>
      <Section id="portfolio" {...introProps(page.examples)}>
        <ul className="grid gap-6 md:grid-cols-3">
          {portfolio.designExamples.map((example) => (
            <li key={example.id}>
              <DesignExampleCard example={example} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="process" className="bg-surface" {...introProps(page.process.intro)}>
        <Steps steps={page.process.steps} />
      </Section>
      <FaqSection intro={page.faq} items={faqs.websiteDesign} />
      <ContentCtaSection cta={page.cta} />
    </>
  );
}
