/*
 * The compiled content, as the app imports it (served by the siteData Vite
 * plugin, scripts/build/site-data.ts; no file on disk). One module per
 * collection of src/content/collections.ts, named by its key
 * (src/site-data.test.ts keeps the two lists equal), one head module per
 * page, the route facts and the image manifest.
 */
// An ambient module may not import by relative path: its types come through import().
/* eslint-disable @typescript-eslint/consistent-type-imports */

declare module 'virtual:site-data/site' {
  export const site: import('./content/collections').Collections['site'];
}
declare module 'virtual:site-data/pages' {
  export const pages: import('./content/collections').Collections['pages'];
}
declare module 'virtual:site-data/navigation' {
  export const navigation: import('./content/collections').Collections['navigation'];
}
declare module 'virtual:site-data/home' {
  export const home: import('./content/collections').Collections['home'];
}
declare module 'virtual:site-data/skills' {
  export const skills: import('./content/collections').Collections['skills'];
}
declare module 'virtual:site-data/portfolio' {
  export const portfolio: import('./content/collections').Collections['portfolio'];
}
declare module 'virtual:site-data/testimonials' {
  export const testimonials: import('./content/collections').Collections['testimonials'];
}
declare module 'virtual:site-data/hosting' {
  export const hosting: import('./content/collections').Collections['hosting'];
}
declare module 'virtual:site-data/designPackages' {
  export const designPackages: import('./content/collections').Collections['designPackages'];
}
declare module 'virtual:site-data/websitePackages' {
  export const websitePackages: import('./content/collections').Collections['websitePackages'];
}
declare module 'virtual:site-data/seoPackages' {
  export const seoPackages: import('./content/collections').Collections['seoPackages'];
}
declare module 'virtual:site-data/faqs' {
  export const faqs: import('./content/collections').Collections['faqs'];
}
declare module 'virtual:site-data/services' {
  export const services: import('./content/collections').Collections['services'];
}
declare module 'virtual:site-data/websiteDesign' {
  export const websiteDesign: import('./content/collections').Collections['websiteDesign'];
}
declare module 'virtual:site-data/seo' {
  export const seo: import('./content/collections').Collections['seo'];
}
declare module 'virtual:site-data/cities' {
  export const cities: import('./content/collections').Collections['cities'];
}
declare module 'virtual:site-data/businessSolutions' {
  export const businessSolutions: import('./content/collections').Collections['businessSolutions'];
}
declare module 'virtual:site-data/about' {
  export const about: import('./content/collections').Collections['about'];
}
declare module 'virtual:site-data/landingPages' {
  export const landingPages: import('./content/collections').Collections['landingPages'];
}
declare module 'virtual:site-data/tagServices' {
  export const tagServices: import('./content/collections').Collections['tagServices'];
}
declare module 'virtual:site-data/privacy' {
  export const privacy: import('./content/collections').Collections['privacy'];
}

/** One per page with a head of its own (buildPageHeads, src/content/seo/page-heads.ts). */
declare module 'virtual:site-data/head/*' {
  export const head: import('./content/seo/page-head').PageHead;
  /** The page's h1, from pages.yaml. */
  export const heading: string;
}

declare module 'virtual:site-data/site-routes' {
  /** The about page's path, derived from the owner's name in site.yaml. */
  export const aboutPath: string;
  export const redirects: import('./content/schemas/redirects').Redirect[];
}

declare module 'virtual:site-data/images' {
  /** The variants of every content image, keyed by the URL content uses. */
  export const images: Record<string, import('./lib/image-variants').ImageVariants>;
}
