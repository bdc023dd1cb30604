import { ContentPageHero } from '../components/page/content-page-hero';
import { Info } from '../components/ui/lucide-icons';
import { ContentCtaSection } from '../components/page/content-cta-section';
import { SeoPackages } from '../components/pricing/seo-packages';
import { FaqSection } from '../components/services/faq-section';
import { SeoAreaCard } from '../components/services/seo-area-card';
import { FeatureGrid } from '../components/ui/feature-grid';
import { Section } from '../components/ui/section';
import { introProps } from '../components/ui/section-intro';
import { Steps } from '../components/ui/steps';
import { faqs } from 'virtual:site-data/faqs';
import { head, heading } from 'virtual:site-data/head/seoServices';
import { seo as page } from 'virtual:site-data/seo';
import { seoPackages } from 'virtual:site-data/seoPackages';

/** /seo-services: benefits, the four service areas, the process, the monthly packages, FAQ and a call to action. */
export function Component() {
  return (
    <>
      <ContentPageHero head={head} heading={heading} hero={page.hero} />
      <Section id="benefits" {...introProps(page.benefits.intro)}>
        <FeatureGrid items={page.benefits.items} className="md:grid-cols-3" />
      </Section>
      <Section id="services" className="bg-surface" {...introProps(page.areas.intro)}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.areas.items.map((area) => (
            <li key={area.title}>
              <SeoAreaCard area={area} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="process" {...introProps(page.process.intro)}>
        <Steps steps={page.process.steps} />
      </Section>
      <Section id="packages" className="bg-surface" {...introProps(page.packages)}>
        <SeoPackages data={seoPackages} caption={page.packages.heading} />
        <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-muted-foreground">
          <Info aria-hidden="true" className="mr-1.5 inline size-4 align-[-3px] text-primary" />
          {seoPackages.resultsNote}
        </p>
      </Section>
      <FaqSection intro={page.faq} items={faqs.seoServices} />
      <ContentCtaSection cta={page.cta} />
    </>
  );
}
