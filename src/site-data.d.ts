/*
 * The compiled content, as the app imports it (served by the siteData Vite
 * plugin, pipeline/render/site-data.ts; no file on disk). One module per
 * collection of pipeline/validate/collections.ts, named by its key
 * (src/site-data.test.ts keeps the two lists equal), one head module per
 * page, the route facts and the image manifest.
 */
// An ambient module may not import by relative path: its types come through import().
/* eslint-disable @typescript-eslint/consistent-type-imports */

declare module 'virtual:site-data/site' {
  export const site: import('../pipeline/validate/collections').Collections['site'];
}
declare module 'virtual:site-data/pages' {
  export const pages: import('../pipeline/validate/collections').Collections['pages'];
}
declare module 'virtual:site-data/navigation' {
  export const navigation: import('../pipeline/validate/collections').Collections['navigation'];
}
declare module 'virtual:site-data/home' {
  export const home: import('../pipeline/validate/collections').Collections['home'];
}
declare module 'virtual:site-data/skills' {
  export const skills: import('../pipeline/validate/collections').Collections['skills'];
}
declare module 'virtual:site-data/portfolio' {
  export const portfolio: import('../pipeline/validate/collections').Collections['portfolio'];
}
declare module 'virtual:site-data/testimonials' {
  export const testimonials: import('../pipeline/validate/collections').Collections['testimonials'];
}
declare module 'virtual:site-data/hosting' {
  export const hosting: import('../pipeline/validate/collections').Collections['hosting'];
}
declare module 'virtual:site-data/designPackages' {
  export const designPackages: import('../pipeline/validate/collections').Collections['designPackages'];
}
declare module 'virtual:site-data/websitePackages' {
  export const websitePackages: import('../pipeline/validate/collections').Collections['websitePackages'];
}
declare module 'virtual:site-data/seoPackages' {
  export const seoPackages: import('../pipeline/validate/collections').Collections['seoPackages'];
}
declare module 'virtual:site-data/faqs' {
  export const faqs: import('../pipeline/validate/collections').Collections['faqs'];
}
declare module 'virtual:site-data/services' {
  export const services: import('../pipeline/validate/collections').Collections['services'];
}
declare module 'virtual:site-data/websiteDesign' {
  export const websiteDesign: import('../pipeline/validate/collections').Collections['websiteDesign'];
}
declare module 'virtual:site-data/seo' {
  export const seo: import('../pipeline/validate/collections').Collections['seo'];
}
declare module 'virtual:site-data/cities' {
  export const cities: import('../pipeline/validate/collections').Collections['cities'];
}
declare module 'virtual:site-data/businessSolutions' {
  export const businessSolutions: import('../pipeline/validate/collections').Collections['businessSolutions'];
}
declare module 'virtual:site-data/about' {
  export const about: import('../pipeline/validate/collections').Collections['about'];
}
declare module 'virtual:site-data/landingPages' {
  export const landingPages: import('../pipeline/validate/collections').Collections['landingPages'];
}
declare module 'virtual:site-data/tagServices' {
  export const tagServices: import('../pipeline/validate/collections').Collections['tagServices'];
}
declare module 'virtual:site-data/privacy' {
  export const privacy: import('../pipeline/validate/collections').Collections['privacy'];
}

/** One per page with a head of its own (buildPageHeads, pipeline/compile/seo/page-heads.ts). */
declare module 'virtual:site-data/head/*' {
  export const head: import('../pipeline/compile/seo/page-head').PageHead;
  /** The page's h1, from pages.yaml. */
  export const heading: string;
}

declare module 'virtual:site-data/site-routes' {
  /** The about page's path, derived from the owner's name in site.yaml. */
  export const aboutPath: string;
  export const redirects: import('../pipeline/validate/schemas/redirects').Redirect[];
}

declare module 'virtual:site-data/images' {
  /** The variants of every content image, keyed by the URL content uses. */
  export const images: Record<string, import('./lib/image-variants').ImageVariants>;
}
