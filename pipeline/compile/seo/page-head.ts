import type { PageId } from '../../../src/lib/route-paths.ts';
import type { SocialCard } from './social-card.ts';

/** The pages with a head module of their own (virtual:site-data/head/<id>); posts get theirs with the post data. */
export type HeadPageId = Exclude<PageId, 'blogPost'>;

/** The image shown when a page is shared (og:image, twitter:image). */
export interface ShareImage {
  /** Absolute URL. */
  url: string;
  width: number;
  height: number;
  /** og:image:alt and twitter:image:alt. */
  alt: string;
}

/** Everything a page's <head> needs, computed at build time from content. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL; absent on the 404 page, which has no address of its own. */
  canonical?: string;
  keywords: string[];
  ogType: 'website' | 'article' | 'profile';
  /** The Open Graph / Twitter image: the page's generated card, or an image the page names itself. */
  ogImage: ShareImage;
  /** The card the build renders for this page; absent when the page names its own image. */
  card?: SocialCard;
  /** The place the page is about (`location` in pages.yaml or a post): geo.placename and JSON-LD. */
  location?: string;
  siteName: string;
  locale: string;
  /** Set on pages search engines must not index (the placeholder post, blog pages after the first). */
  noindex?: boolean;
  article?: {
    publishedTime: string;
    modifiedTime?: string;
    author: string;
    section?: string;
    tags: string[];
  };
  /** Visible breadcrumb trail, Home first, the page last. */
  breadcrumbs: { name: string; path: string }[];
  /** JSON-LD documents, each rendered in its own script tag: one @graph per page. */
  jsonLd: object[];
}
