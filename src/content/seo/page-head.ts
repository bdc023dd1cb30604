/** Everything a page's <head> needs, computed at build time from content. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL; absent on the 404 page, which has no address of its own. */
  canonical?: string;
  keywords: string[];
  ogType: 'website' | 'article' | 'profile';
  /** Absolute URL of the Open Graph / Twitter image. */
  ogImage: string;
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
  /** JSON-LD objects, each rendered in its own script tag. */
  jsonLd: object[];
}
