import { z } from 'zod';
import { featureCardSchema, heroSchema, sectionIntroSchema } from './blocks.ts';
import { linkSchema, nonEmpty } from './common.ts';

/** A local landing page (h1 and breadcrumbs in pages.yaml). */
export const landingPageSchema = z.strictObject({
  /** Hero under the h1 with its two buttons. */
  hero: heroSchema,
  /** Chips under the hero, e.g. WordPress, Ecommerce, SEO, Hosting. */
  tags: z.array(nonEmpty).optional(),
  /** Three feature cards. */
  features: z.strictObject({
    /** Heading and intro. */
    intro: sectionIntroSchema,
    /** Exactly three cards. */
    items: z.array(featureCardSchema).length(3, 'expected exactly 3 feature cards'),
  }),
  /** Intro of the package cards (packages and their 'Get Quote' button from website-packages.yaml); absent = no packages. */
  packages: sectionIntroSchema.optional(),
  /** The hosting recommendation box. */
  hostingRecommendation: z.strictObject({
    /** The box's heading. */
    heading: nonEmpty,
    /** A sentence or two. */
    text: nonEmpty,
    /** Its button. */
    link: linkSchema,
  }),
  /** Links to related pages. */
  crossLinks: z.strictObject({
    /** Heading above the links. */
    heading: nonEmpty,
    /** The links. */
    links: z.array(linkSchema).min(1),
  }),
  /** The closing call-us line: text followed by a phone link. */
  callLine: z.strictObject({
    /** Text before the link. */
    text: nonEmpty,
    /** The phone (or WhatsApp) link. */
    link: linkSchema,
  }),
});
export type LandingPage = z.infer<typeof landingPageSchema>;

/** `content/landing-pages.yaml`: the three local search landing pages, keyed by page id. */
export const landingPagesSchema = z.strictObject({
  /** /web-developer-tanzania */
  webDeveloperTanzania: landingPageSchema,
  /** /web-developer-dar-es-salaam */
  webDeveloperDarEsSalaam: landingPageSchema,
  /** /web-hosting-dar-es-salaam */
  webHostingDarEsSalaam: landingPageSchema,
});
export type LandingPages = z.infer<typeof landingPagesSchema>;
