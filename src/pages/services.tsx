import { ContentPageHero } from '../components/page/content-page-hero';
import { ContentCtaSection } from '../components/page/content-cta-section';
import { CityList } from '../components/services/city-list';
import { ServiceLinkCard } from '../components/services/service-link-card';
import { FeatureGrid } from '../components/ui/feature-grid';
import { Section } from '../components/ui/section';
import { introProps } from '../components/ui/section-intro';
import { resolveLink } from '../lib/links';
import { cities } from 'virtual:site-data/cities';
import { head, heading } from 'virtual:site-data/head/services';
import { services } from 'virtual:site-data/services';

/** /services: every service as a linked card, the hosting guarantees, the cities served and a call to action. */
export function Component() {
  return (
    <>
      <ContentPageHero head={head} heading={heading} hero={services.hero} />
      <Section id="services" {...introProps(services.cardsSection)}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.cards.map((card) => {
            const link = resolveLink(card.link);
            if (!link) return null;
            return (
              <li key={card.title}>
                <ServiceLinkCard service={{ ...card, href: link.href, linkLabel: link.label }} />
              </li>
            );
          })}
        </ul>
      </Section>
      <Section id="guarantees" className="bg-surface" {...introProps(services.claims.intro)}>
        <FeatureGrid items={services.claims.items} className="md:grid-cols-3" />
      </Section>
      <Section id="cities" {...introProps(services.citiesSection)}>
        <CityList data={cities} />
      </Section>
      <ContentCtaSection cta={services.cta} />
    </>
  );
}
