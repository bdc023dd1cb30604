import { z } from 'zod';
import { ctaSchema, featureCardSchema, heroSchema, sectionIntroSchema, stepSchema } from './blocks.ts';
import { iconName, nonEmpty } from './common.ts';

/** One of the four SEO service areas. */
const seoAreaSchema = z.strictObject({
  /** Icon above the title. */
  icon: iconName,
  /** The area's h3. */
  title: nonEmpty,
  /** What it covers. */
  description: nonEmpty,
  /** Tasks included, one line each. */
  features: z.array(nonEmpty).min(1),
});

/** `content/seo.yaml`: the /seo-services page (packages in seo-packages.yaml, FAQ in faqs.yaml). */
export const seoSchema = z.strictObject({
  /** Hero under the h1. */
  hero: heroSchema,
  /** Why SEO pays. */
  benefits: z.strictObject({
    /** Heading and intro. */
    intro: sectionIntroSchema,
    /** Benefit cards. */
    items: z.array(featureCardSchema).min(3).max(6),
  }),
  /** The four service areas. */
  areas: z.strictObject({
    /** Heading and intro. */
    intro: sectionIntroSchema,
    /** Exactly four areas. */
    items: z.array(seoAreaSchema).length(4, 'expected exactly 4 service areas'),
  }),
  /** The four-step process. */
  process: z.strictObject({
    /** Heading and intro. */
    intro: sectionIntroSchema,
    /** Exactly four steps. */
    steps: z.array(stepSchema).length(4, 'expected exactly 4 steps'),
  }),
  /** Intro of the package comparison. */
  packages: sectionIntroSchema,
  /** Intro of the FAQ accordion. */
  faq: sectionIntroSchema,
  /** Closing band. */
  cta: ctaSchema,
});
export type Seo = z.infer<typeof seoSchema>;
