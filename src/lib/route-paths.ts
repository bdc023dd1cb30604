/**
 * The route table's paths, from the spec's table. Page ids match the keys of
 * content/pages.yaml. The about path is derived from the owner's name.
 */
/** The blog list's path, which every blog address starts with (a constant of its own, so the blog's island takes no more than this). */
const BLOG = '/blog';

export const staticPagePaths = {
  home: '/',
  services: '/services',
  blog: BLOG,
  websiteDesign: '/website-design',
  seoServices: '/seo-services',
  businessSolutions: '/business-solutions',
  websiteHostingTanzania: '/website-hosting-tanzania',
  webDeveloperTanzania: '/web-developer-tanzania',
  webDeveloperDarEsSalaam: '/web-developer-dar-es-salaam',
  webHostingDarEsSalaam: '/web-hosting-dar-es-salaam',
  websitePackages: '/website-packages',
  privacy: '/privacy',
} as const;

export type StaticPageId = keyof typeof staticPagePaths;
export type PageId = StaticPageId | 'about' | 'blogPost' | 'notFound';

/** Lower-case words joined by hyphens: "Juma Mwakyusa" → "juma-mwakyusa". */
export function toSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function aboutPath(owner: { firstName: string; lastName: string }): string {
  return `/about-${toSlug(owner.firstName)}-${toSlug(owner.lastName)}`;
}

export function blogPostPath(slug: string): string {
  return `${BLOG}/${slug}`;
}

/** Page `page` of the blog list: /blog, then /blog/page/2 and on. */
export function blogListPath(page: number): string {
  return page <= 1 ? BLOG : `${BLOG}/page/${page}`;
}

/** The blog's own not-found page: an unknown /blog/... address answers with it (status 404). */
export const blogNotFoundPath = `${BLOG}/404`;
