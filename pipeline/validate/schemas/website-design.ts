import { z } from 'zod';
import { ctaSchema, heroSchema, sectionIntroSchema, stepSchema } from './blocks.ts';
import { iconName, linkSchema, nonEmpty, uniqueBy } from './common.ts';

/** A service card of /website-design; old paths such as /wordpress-development land on its anchor. */
export const designServiceSchema = z.strictObject({
  /** The card's id on the page: wordpress, ecommerce, responsive or maintenance. */
  anchor: z.enum(['wordpress', 'ecommerce', 'responsive', 'maintenance'], {
    error: "expected one of 'wordpress', 'ecommerce', 'responsive', 'maintenance'",
  }),
  /** Icon above the title. */
  icon: iconName,
  /** The card's h3. */
  title: nonEmpty,
  /** Two or three sentences. */
  description: nonEmpty,
  /** Feature lines with check marks. */
  features: z.array(nonEmpty).min(1),
});
export type DesignService = z.infer<typeof designServiceSchema>;

/** `content/website-design.yaml`: the /website-design page (packages in design-packages.yaml, FAQ in faqs.yaml). */
export const websiteDesignSchema = z.strictObject({
  /** Hero under the h1. */
  hero: heroSchema,
  /** The four service cards. */
  services: z.strictObject({
    /** Heading and intro. */
    intro: sectionIntroSchema,
    /** Cards, one per anchor. */
    cards: z.array(designServiceSchema).length(4, 'expected exactly 4 service cards').superRefine(uniqueBy((c) => c.anchor, 'anchor')),
  }),
  /** The pricing cards of BASIC, STANDARD and PREMIUM. */
  pricing: z.strictObject({
    /** Heading and intro. */
    intro: sectionIntroSchema,
    /** Each card's button. */
    orderLink: linkSchema,
    /** Labels of the figures on cards and in the comparison table. */
    labels: z.strictObject({
      /** Row/line label of the price. */
      price: nonEmpty,
      /** Label of the pages figure. */
      pages: nonEmpty,
      /** Label of the delivery time; the page adds "N days". */
      delivery: nonEmpty,
      /** Label of the monthly support fee. */
      support: nonEmpty,
      /** Label of the free support months. */
      freeSupport: nonEmpty,
      /** Label of the advance payment. */
      advance: nonEmpty,
    }),
  }),
  /** The NGO package section. */
  ngo: z.strictObject({
    /** Heading and intro. */
    intro: sectionIntroSchema,
    /** Its button. */
    orderLink: linkSchema,
  }),
  /** The feature comparison table. */
  comparison: sectionIntroSchema,
  /** The portfolio strip (examples in portfolio.yaml). */
  examples: sectionIntroSchema,
  /** The three-step process. */
  process: z.strictObject({
    /** Heading and intro. */
    intro: sectionIntroSchema,
    /** Exactly three steps. */
    steps: z.array(stepSchema).length(3, 'expected exactly 3 steps'),
  }),
  /** Intro of the FAQ accordion. */
  faq: sectionIntroSchema,
  /** Closing band. */
  cta: ctaSchema,
});
export type WebsiteDesign = z.infer<typeof websiteDesignSchema>;
