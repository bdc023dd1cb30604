import { formatTsh } from '../../../src/lib/format.ts';
import type { Collections } from '../../validate/collections.ts';
import type { PricedOffer } from './json-ld.ts';
import type { HeadPageId } from './page-head.ts';

const per = (period: string) => (period === 'one-time' ? 'one time' : `per ${period}`);

/**
 * The priced offers a service page's JSON-LD lists, read from the same YAML
 * the page shows, so a price edited once changes page and JSON-LD together.
 */
export function pageOffers(id: HeadPageId, c: Collections): PricedOffer[] {
  const designOffers = (): PricedOffer[] => [
    ...c.designPackages.packages.map((p) => ({ name: `${p.name} website design package`, price: p.price })),
    { name: c.designPackages.ngoPackage.name, price: c.designPackages.ngoPackage.price },
  ];
  const websiteOffers = (): PricedOffer[] =>
    c.websitePackages.packages.map((p) => ({ name: `${p.name} website package`, price: p.priceFrom, description: 'starting price' }));
  switch (id) {
    case 'websiteDesign':
      return designOffers();
    case 'websitePackages':
      return [...websiteOffers(), ...designOffers()];
    case 'webDeveloperTanzania':
    case 'webDeveloperDarEsSalaam':
      return websiteOffers();
    case 'seoServices':
      return c.seoPackages.packages.map((p) => ({ name: `${p.name} SEO package`, price: p.price, description: per(p.period) }));
    case 'websiteHostingTanzania':
    case 'webHostingDarEsSalaam':
      return [
        ...c.hosting.plans.map((p) => ({ name: p.name, price: p.price, description: per(p.period) })),
        ...c.hosting.addOns.map((a) => ({ name: a.name, price: a.price, description: per(a.period) })),
      ];
    default:
      return [];
  }
}

/** The FAQ items a page shows (its FAQPage JSON-LD uses the same list). */
export function pageFaqs(id: HeadPageId, c: Collections): { question: string; answer: string }[] {
  return id in c.faqs ? c.faqs[id as keyof Collections['faqs']] : [];
}

/**
 * The starting price a page's social card shows ("From TSh 65,000 a year"),
 * from the same price files as its tables; undefined for pages that sell
 * no one thing (home, services, blog, about).
 */
export function pagePrice(id: HeadPageId, c: Collections): string | undefined {
  const from = (amounts: { price: number; period?: string }[]) => {
    const lowest = amounts.reduce((low, item) => (item.price < low.price ? item : low));
    return `From TSh ${formatTsh(lowest.price)}${lowest.period && lowest.period !== 'one-time' ? ` a ${lowest.period}` : ''}`;
  };
  const websites = () => from(c.websitePackages.packages.map((p) => ({ price: p.priceFrom })));
  switch (id) {
    case 'websiteDesign':
      return from(c.designPackages.packages);
    case 'websitePackages':
    case 'webDeveloperTanzania':
    case 'webDeveloperDarEsSalaam':
      return websites();
    case 'seoServices':
      return from(c.seoPackages.packages);
    case 'websiteHostingTanzania':
    case 'webHostingDarEsSalaam':
      return from(c.hosting.plans);
    default:
      return undefined;
  }
}
