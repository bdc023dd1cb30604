import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Offer,
  Person,
  ProfessionalService,
  Service,
  WebPage,
  WebSite,
  WithContext,
} from 'schema-dts';

/** The identity facts JSON-LD needs (a subset of site.yaml). */
export interface Owner {
  siteName: string;
  siteUrl: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  description: string;
  phone: string;
  email: string;
  priceRange: string;
  logoImage: string;
  defaultOgImage: string;
  language: string;
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
  geo: { latitude: number; longitude: number };
  openingHours: { days: string[]; opens: string; closes: string }[];
  social: Record<string, string>;
}

export const absoluteUrl = (owner: Pick<Owner, 'siteUrl'>, pathOrUrl: string): string =>
  /^https?:/.test(pathOrUrl) ? pathOrUrl : `${owner.siteUrl}${pathOrUrl === '/' ? '/' : pathOrUrl}`;

const businessId = (owner: Owner) => `${owner.siteUrl}/#business`;
const personId = (owner: Owner) => `${owner.siteUrl}/#person`;

export function webSiteLd(owner: Owner): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${owner.siteUrl}/#website`,
    name: owner.siteName,
    url: `${owner.siteUrl}/`,
    inLanguage: owner.language,
    publisher: { '@id': businessId(owner) },
  };
}

/** The business, with address, phone, price range and opening hours. */
export function localBusinessLd(owner: Owner): WithContext<ProfessionalService> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': businessId(owner),
    name: owner.siteName,
    description: owner.description,
    url: `${owner.siteUrl}/`,
    telephone: owner.phone,
    email: owner.email,
    priceRange: owner.priceRange,
    image: absoluteUrl(owner, owner.defaultOgImage),
    logo: absoluteUrl(owner, owner.logoImage),
    address: {
      '@type': 'PostalAddress',
      streetAddress: owner.address.street,
      addressLocality: owner.address.locality,
      addressRegion: owner.address.region,
      postalCode: owner.address.postalCode,
      addressCountry: owner.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: owner.geo.latitude, longitude: owner.geo.longitude },
    openingHoursSpecification: owner.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map((day) => `https://schema.org/${day}` as const) as never,
      opens: hours.opens,
      closes: hours.closes,
    })),
    areaServed: { '@type': 'Country', name: 'Tanzania' },
    founder: { '@id': personId(owner) },
    sameAs: Object.values(owner.social),
  };
}

export function personLd(owner: Owner, pagePath: string): WithContext<Person> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': personId(owner),
    name: `${owner.firstName} ${owner.lastName}`,
    givenName: owner.firstName,
    familyName: owner.lastName,
    jobTitle: owner.jobTitle,
    url: absoluteUrl(owner, pagePath),
    telephone: owner.phone,
    email: owner.email,
    worksFor: { '@id': businessId(owner) },
    address: { '@type': 'PostalAddress', addressLocality: owner.address.locality, addressCountry: owner.address.country },
    sameAs: Object.values(owner.social),
  };
}

export interface PricedOffer {
  name: string;
  /** Price in TSh. */
  price: number;
  /** e.g. "per year", "per month"; shown as the offer's description. */
  description?: string;
}

/** A service page: what is offered, by whom, where, and at which TSh prices. */
export function serviceLd(owner: Owner, input: { name: string; description: string; path: string; offers: PricedOffer[] }): WithContext<Service> {
  const offers: Offer[] = input.offers.map((offer) => ({
    '@type': 'Offer',
    name: offer.name,
    price: offer.price,
    priceCurrency: 'TZS',
    ...(offer.description ? { description: offer.description } : {}),
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: absoluteUrl(owner, input.path),
    provider: { '@id': businessId(owner) },
    areaServed: { '@type': 'Country', name: 'Tanzania' },
    ...(offers.length > 0 ? { offers } : {}),
  };
}

export function webPageLd(owner: Owner, input: { name: string; description: string; path: string }): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: input.name,
    description: input.description,
    url: absoluteUrl(owner, input.path),
    isPartOf: { '@id': `${owner.siteUrl}/#website` },
  };
}

/** Built from the same FAQ items the page shows. */
export function faqPageLd(items: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function blogPostingLd(
  owner: Owner,
  post: { title: string; excerpt: string; image: string; date: string; author: string; tags: string[]; path: string },
): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(owner, post.image),
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@id': businessId(owner) },
    keywords: post.tags.join(', '),
    mainEntityOfPage: absoluteUrl(owner, post.path),
    inLanguage: owner.language,
  };
}

export function breadcrumbListLd(owner: Owner, crumbs: readonly { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(owner, crumb.path),
    })),
  };
}
