import { aboutPath, staticPagePaths, type PageId } from '../../app/route-paths';
import type { Collections } from '../load/site-content';
import { pageOffers, pageFaqs } from './page-extras';
import type { PageHead } from './page-head';
import {
  absoluteUrl,
  breadcrumbListLd,
  faqPageLd,
  localBusinessLd,
  personLd,
  serviceLd,
  webPageLd,
  webSiteLd,
  type Owner,
} from './json-ld';

export type HeadPageId = Exclude<PageId, 'blogPost'>;

export function pagePath(id: HeadPageId, site: Collections['site']): string {
  if (id === 'about') return aboutPath(site);
  if (id === 'notFound') return '/404';
  return staticPagePaths[id];
}

/** Head tags and JSON-LD of every page that is not a post, from pages.yaml. */
export function buildPageHeads(collections: Collections): Record<HeadPageId, PageHead> {
  const { site, pages } = collections;
  const owner = site as Owner;
  const ids = [...(Object.keys(staticPagePaths) as HeadPageId[]), 'about', 'notFound'] as const;
  return Object.fromEntries(
    ids.map((id) => {
      const meta = pages[id];
      const path = pagePath(id, site);
      const jsonLd: object[] = [];
      const page = { name: meta.heading, description: meta.description, path };
      if (id === 'home') jsonLd.push(webSiteLd(owner), localBusinessLd(owner));
      else if (meta.schemaType === 'LocalBusiness') jsonLd.push(localBusinessLd(owner));
      else if (meta.schemaType === 'Person') jsonLd.push(personLd(owner, path));
      else if (meta.schemaType === 'Service') jsonLd.push(serviceLd(owner, { ...page, offers: pageOffers(id, collections) }));
      else if (id !== 'notFound') jsonLd.push(webPageLd(owner, page));
      const faqs = pageFaqs(id, collections);
      if (faqs.length > 0) jsonLd.push(faqPageLd(faqs));
      if (meta.breadcrumbs.length > 0) jsonLd.push(breadcrumbListLd(owner, meta.breadcrumbs));
      const head: PageHead = {
        title: meta.title,
        description: meta.description,
        // The 404 page answers any unknown address with status 404, which keeps it out of search
        // indexes; a canonical would name /404, an address that is not a page.
        ...(id === 'notFound' ? {} : { canonical: absoluteUrl(owner, path) }),
        keywords: meta.keywords,
        ogType: meta.ogType,
        ogImage: absoluteUrl(owner, meta.ogImage ?? site.defaultOgImage),
        siteName: site.siteName,
        locale: site.locale,
        breadcrumbs: meta.breadcrumbs,
        jsonLd,
      };
      return [id, head];
    }),
  ) as Record<HeadPageId, PageHead>;
}
