import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Graph,
  ImageObject,
  Offer,
  Person,
  ProfessionalService,
  Service,
  Thing,
  WebPage,
  WebSite,
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

/**
 * Node ids. Site-wide nodes hang off the origin (`…/#business`); a page's
 * own nodes off its URL (`…/website-design#service`). Every page describes
 * each node it references, so no id dangles.
 */
export const ids = {
  business: (owner: Pick<Owner, 'siteUrl'>) => `${owner.siteUrl}/#business`,
  website: (owner: Pick<Owner, 'siteUrl'>) => `${owner.siteUrl}/#website`,
  person: (owner: Pick<Owner, 'siteUrl'>) => `${owner.siteUrl}/#person`,
  logo: (owner: Pick<Owner, 'siteUrl'>) => `${owner.siteUrl}/#logo`,
  page: (url: string) => `${url}#webpage`,
  breadcrumb: (url: string) => `${url}#breadcrumb`,
  own: (url: string, name: string) => `${url}#${name}`,
};

/** One JSON-LD document per page: every node in a single @graph. */
export function graphLd(nodes: readonly Thing[]): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/** The nodes every page carries, whatever else it describes: the business and the website. */
export function siteNodes(owner: Owner): Thing[] {
  return [businessLd(owner), webSiteLd(owner)];
}

/** Keeps only the site-wide nodes of a page's graphs (pages that describe nothing of their own, like /blog/page/2). */
export function siteWideLd(graphs: readonly object[], owner: Pick<Owner, 'siteUrl'>): object[] {
  const siteWide = new Set([ids.business(owner), ids.website(owner)]);
  return graphs.map((graph) => {
    const nodes = (graph as { '@graph'?: { '@id'?: string }[] })['@graph'] ?? [];
    return { ...graph, '@graph': nodes.filter((node) => node['@id'] !== undefined && siteWide.has(node['@id'])) };
  });
}

export function webSiteLd(owner: Owner): WebSite {
  return {
    '@type': 'WebSite',
    '@id': ids.website(owner),
    name: owner.siteName,
    url: `${owner.siteUrl}/`,
    inLanguage: owner.language,
    publisher: { '@id': ids.business(owner) },
  };
}

function logoLd(owner: Owner): ImageObject {
  return { '@type': 'ImageObject', '@id': ids.logo(owner), url: absoluteUrl(owner, owner.logoImage), caption: owner.siteName };
}

/** The business, with address, map position, phone, price range and opening hours. */
export function businessLd(owner: Owner): ProfessionalService {
  return {
    '@type': 'ProfessionalService',
    '@id': ids.business(owner),
    name: owner.siteName,
    description: owner.description,
    url: `${owner.siteUrl}/`,
    telephone: owner.phone,
    email: owner.email,
    priceRange: owner.priceRange,
    image: absoluteUrl(owner, owner.defaultOgImage),
    logo: logoLd(owner),
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
    sameAs: Object.values(owner.social),
  };
}

/** The owner, described in full (the about page, and as the author of their posts). */
export function personLd(owner: Owner, aboutPath: string): Person {
  return {
    '@type': 'Person',
    '@id': ids.person(owner),
    name: `${owner.firstName} ${owner.lastName}`,
    givenName: owner.firstName,
    familyName: owner.lastName,
    jobTitle: owner.jobTitle,
    url: absoluteUrl(owner, aboutPath),
    telephone: owner.phone,
    email: owner.email,
    worksFor: { '@id': ids.business(owner) },
    address: { '@type': 'PostalAddress', addressLocality: owner.address.locality, addressCountry: owner.address.country },
    sameAs: Object.values(owner.social),
  };
}

/** Where a page's subject is (the `location` metadata option): a named place. */
const placeLd = (location: string) => ({ '@type': 'Place', name: location }) as const;

export interface PageLdInput {
  /** The page's URL (absolute); the 404 page, which has none, passes the site's origin. */
  url: string;
  name: string;
  description: string;
  /** Absolute URL of the page's sharing image. */
  image: string;
  breadcrumbs: readonly { name: string; path: string }[];
  location?: string;
  /** The node the page is mainly about (a service, a post, the owner). */
  mainEntity?: string;
  /** False for the 404 page, which is served at any unknown address and so names no URL of its own. */
  addressable?: boolean;
}

/** The page itself, part of the website, with its breadcrumb trail. */
export function webPageLd(owner: Owner, page: PageLdInput): WebPage {
  return {
    '@type': 'WebPage',
    '@id': ids.page(page.url),
    ...(page.addressable === false ? {} : { url: page.url }),
    name: page.name,
    description: page.description,
    inLanguage: owner.language,
    isPartOf: { '@id': ids.website(owner) },
    primaryImageOfPage: { '@type': 'ImageObject', url: page.image },
    ...(page.breadcrumbs.length > 0 ? { breadcrumb: { '@id': ids.breadcrumb(page.url) } } : {}),
    ...(page.mainEntity ? { mainEntity: { '@id': page.mainEntity } } : {}),
    ...(page.location ? { contentLocation: placeLd(page.location) } : {}),
  };
}

export function breadcrumbListLd(owner: Owner, pageUrl: string, crumbs: readonly { name: string; path: string }[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    '@id': ids.breadcrumb(pageUrl),
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(owner, crumb.path),
    })),
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
export function serviceLd(
  owner: Owner,
  input: { url: string; name: string; description: string; offers: PricedOffer[]; location?: string },
): Service {
  const offers: Offer[] = input.offers.map((offer) => ({
    '@type': 'Offer',
    name: offer.name,
    price: offer.price,
    priceCurrency: 'TZS',
    url: input.url,
    ...(offer.description ? { description: offer.description } : {}),
  }));
  return {
    '@type': 'Service',
    '@id': ids.own(input.url, 'service'),
    name: input.name,
    description: input.description,
    url: input.url,
    provider: { '@id': ids.business(owner) },
    areaServed: input.location ? placeLd(input.location) : { '@type': 'Country', name: 'Tanzania' },
    ...(offers.length > 0 ? { offers } : {}),
  };
}

/** Built from the same FAQ items the page shows. */
export function faqPageLd(pageUrl: string, items: readonly { question: string; answer: string }[]): FAQPage {
  return {
    '@type': 'FAQPage',
    '@id': ids.own(pageUrl, 'faq'),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export interface PostLdInput {
  url: string;
  title: string;
  excerpt: string;
  /** Absolute URLs: the post's own image, then its sharing image. */
  images: string[];
  date: string;
  tags: string[];
  location?: string;
  /** The author: the owner's own node (by id, described on the same page), or a named person. */
  author: { id: string } | { name: string };
}

export function blogPostingLd(owner: Owner, post: PostLdInput): BlogPosting {
  return {
    '@type': 'BlogPosting',
    '@id': ids.own(post.url, 'article'),
    headline: post.title,
    description: post.excerpt,
    image: post.images,
    datePublished: post.date,
    dateModified: post.date,
    author: 'id' in post.author ? { '@id': post.author.id } : { '@type': 'Person', name: post.author.name },
    publisher: { '@id': ids.business(owner) },
    keywords: post.tags.join(', '),
    mainEntityOfPage: { '@id': ids.page(post.url) },
    isPartOf: { '@id': ids.website(owner) },
    inLanguage: owner.language,
    ...(post.location ? { contentLocation: placeLd(post.location) } : {}),
  };
}
