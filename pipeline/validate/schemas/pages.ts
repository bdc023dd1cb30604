import { z } from 'zod';
import { staticPagePaths } from '../../../src/lib/route-paths.ts';
import { internalHref, locationName, nonEmpty, shareImagePath } from './common.ts';

/** One step of a breadcrumb trail. */
const crumbSchema = z.strictObject({
  /** The link text. */
  name: nonEmpty,
  /** The page's path; the about page is written /about-{firstName}-{lastName}. */
  path: internalHref,
});

/** Search and sharing metadata of one route, plus its h1. */
export const pageMetaSchema = z.strictObject({
  /** The full <title>, unique per page; about 60 characters shows whole in search results. */
  title: z.string().trim().min(10, 'expected a title of at least 10 characters').max(70, 'keep titles under 70 characters (60 is ideal)'),
  /** Meta description and og:description, unique per page. */
  description: z
    .string()
    .trim()
    .min(120, 'expected a description of 120 to 160 characters (shorter ones waste the search snippet)')
    .max(160, 'expected a description of 120 to 160 characters (longer ones are cut off in search results)'),
  /** Meta keywords, most important first. */
  keywords: z.array(nonEmpty).min(1, 'expected at least one keyword'),
  /** og:type. */
  ogType: z.enum(['website', 'article', 'profile'], { error: "expected 'website', 'article' or 'profile'" }),
  /** Sharing image (og:image) instead of the page's generated card; its size is read from the file. */
  ogImage: shareImagePath.optional(),
  /** What `ogImage` shows, for people who cannot see it (og:image:alt); the page's h1 when absent. */
  ogImageAlt: nonEmpty.optional(),
  /** The place the page is about, e.g. "Dar es Salaam, Tanzania": geo.placename and the JSON-LD place it serves. */
  location: locationName.optional(),
  /** The main JSON-LD type of the page. */
  schemaType: z.enum(['WebPage', 'Person', 'Service', 'Article', 'LocalBusiness'], {
    error: "expected 'WebPage', 'Person', 'Service', 'Article' or 'LocalBusiness'",
  }),
  /** Trail from Home to this page, this page last; empty on the home page. */
  breadcrumbs: z.array(crumbSchema),
  /** The page's visible h1. */
  heading: nonEmpty,
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/**
 * Where each page's trail must end; null means no trail. The about path is
 * written /about-{firstName}-{lastName} and checked after the placeholders
 * are filled in, hence a pattern.
 */
const TRAIL_END: Record<string, string | RegExp | null> = {
  ...staticPagePaths,
  home: null,
  notFound: null,
  about: /^\/about-[a-z0-9]+(?:-[a-z0-9]+)*$/,
  // Posts append their own title after the blog's trail.
  blogPost: staticPagePaths.blog,
};

/** `content/pages.yaml`: metadata per route id (the ids of src/lib/route-paths.ts, plus about, blogPost and notFound). */
export const pagesSchema = z
  .strictObject({
    /** / */
    home: pageMetaSchema,
    /** /services */
    services: pageMetaSchema,
    /** /blog */
    blog: pageMetaSchema,
    /** Defaults for every /blog/<slug>: keywords are added to the post's tags. */
    blogPost: pageMetaSchema,
    /** /website-design */
    websiteDesign: pageMetaSchema,
    /** /seo-services */
    seoServices: pageMetaSchema,
    /** /about-<first>-<last> */
    about: pageMetaSchema,
    /** /business-solutions */
    businessSolutions: pageMetaSchema,
    /** /website-hosting-tanzania */
    websiteHostingTanzania: pageMetaSchema,
    /** /web-developer-tanzania */
    webDeveloperTanzania: pageMetaSchema,
    /** /web-developer-dar-es-salaam */
    webDeveloperDarEsSalaam: pageMetaSchema,
    /** /web-hosting-dar-es-salaam */
    webHostingDarEsSalaam: pageMetaSchema,
    /** /website-packages */
    websitePackages: pageMetaSchema,
    /** /privacy: the privacy notice (content/privacy.yaml) */
    privacy: pageMetaSchema,
    /** The 404 page (served with status 404 at any unknown address). */
    notFound: pageMetaSchema,
  })
  .superRefine((pages, ctx) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const [id, meta] of Object.entries(pages)) {
      const sameTitle = titles.get(meta.title);
      if (sameTitle) ctx.addIssue({ code: 'custom', path: [id, 'title'], message: `same title as ${sameTitle}; every page needs its own` });
      titles.set(meta.title, id);
      const sameDescription = descriptions.get(meta.description);
      if (sameDescription) ctx.addIssue({ code: 'custom', path: [id, 'description'], message: `same description as ${sameDescription}; every page needs its own` });
      descriptions.set(meta.description, id);
      checkTrail(id, meta.breadcrumbs, ctx);
    }
  });
export type Pages = z.infer<typeof pagesSchema>;

function checkTrail(id: string, crumbs: readonly { path: string }[], ctx: z.RefinementCtx): void {
  const end = TRAIL_END[id] ?? null;
  if (end === null) {
    if (crumbs.length > 0) ctx.addIssue({ code: 'custom', path: [id, 'breadcrumbs'], message: 'this page has no breadcrumb trail; use []' });
    return;
  }
  if (crumbs[0]?.path !== '/') ctx.addIssue({ code: 'custom', path: [id, 'breadcrumbs', 0], message: 'the trail starts at Home (path: /)' });
  const last = crumbs.at(-1)?.path ?? '';
  if (typeof end === 'string' ? last !== end : !end.test(last)) {
    const expected = typeof end === 'string' ? end : '/about-{firstName}-{lastName}';
    ctx.addIssue({ code: 'custom', path: [id, 'breadcrumbs'], message: `the trail ends with this page (path: ${expected})` });
  }
}
