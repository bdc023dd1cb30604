import { aboutPath, staticPagePaths } from '../../../src/lib/route-paths.ts';
import type { Collections } from '../../validate/collections.ts';
import type { Thing } from 'schema-dts';
import { pageFaqs, pageOffers, pagePrice } from './page-extras.ts';
import type { HeadPageId, PageHead } from './page-head.ts';
import { shareImage, type ImageSizes } from './share-image.ts';
import { cardBrand } from './social-card.ts';
import {
  absoluteUrl,
  breadcrumbListLd,
  faqPageLd,
  graphLd,
  ids,
  personLd,
  serviceLd,
  siteNodes,
  webPageLd,
  type Owner,
} from './json-ld.ts';

export function pagePath(id: HeadPageId, site: Collections['site']): string {
  if (id === 'about') return aboutPath(site);
  if (id === 'notFound') return '/404';
  return staticPagePaths[id];
}

/** Head tags and JSON-LD of every page that is not a post, from pages.yaml. */
export function buildPageHeads(collections: Collections, sizes: ImageSizes = new Map()): Record<HeadPageId, PageHead> {
  const { site, pages } = collections;
  const owner = site as Owner;
  const brand = cardBrand(site);
  const pageIds = [...(Object.keys(staticPagePaths) as HeadPageId[]), 'about', 'notFound'] as const;
  return Object.fromEntries(
    pageIds.map((id) => {
      const meta = pages[id];
      const path = pagePath(id, site);
      const url = absoluteUrl(owner, path);
      const price = pagePrice(id, collections);
      const { image, card } = shareImage(site.siteUrl, path, {
        card: { title: meta.heading, line: price ?? meta.description, lineKind: price ? 'price' : 'text' },
        brand,
        ogImage: meta.ogImage,
        ogImageAlt: meta.ogImageAlt,
        sizes,
      });
      const own: Thing[] = [];
      let mainEntity: string | undefined;
      if (meta.schemaType === 'LocalBusiness') mainEntity = ids.business(owner);
      else if (meta.schemaType === 'Person') {
        own.push(personLd(owner, path));
        mainEntity = ids.person(owner);
      } else if (meta.schemaType === 'Service') {
        own.push(serviceLd(owner, { url, name: meta.heading, description: meta.description, offers: pageOffers(id, collections), location: meta.location }));
        mainEntity = ids.own(url, 'service');
      }
      const faqs = pageFaqs(id, collections);
      if (faqs.length > 0) own.push(faqPageLd(url, faqs));
      const page = { url, name: meta.title, description: meta.description, image: image.url, breadcrumbs: meta.breadcrumbs, location: meta.location, mainEntity };
      const nodes: Thing[] = [
        ...siteNodes(owner),
        // The 404 page is served at any unknown address: it describes itself but names no URL.
        webPageLd(owner, { ...page, addressable: id !== 'notFound' }),
        ...(meta.breadcrumbs.length > 0 ? [breadcrumbListLd(owner, url, meta.breadcrumbs)] : []),
        ...own,
      ];
      const head: PageHead = {
        title: meta.title,
        description: meta.description,
        // The 404 page answers any unknown address with status 404, which keeps it out of search
        // indexes; a canonical would name /404, an address that is not a page.
        ...(id === 'notFound' ? {} : { canonical: url }),
        keywords: meta.keywords,
        ogType: meta.ogType,
        ogImage: image,
        ...(card ? { card } : {}),
        ...(meta.location ? { location: meta.location } : {}),
        siteName: site.siteName,
        locale: site.locale,
        breadcrumbs: meta.breadcrumbs,
        jsonLd: [graphLd(nodes)],
      };
      return [id, head];
    }),
  ) as Record<HeadPageId, PageHead>;
}
