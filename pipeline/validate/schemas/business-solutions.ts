import { z } from 'zod';
import { ctaSchema, featureCardSchema, heroSchema, sectionIntroSchema } from './blocks.ts';
import { iconName, nonEmpty, stars } from './common.ts';

/** An audience card: who the solutions are for. */
const audienceSchema = z.strictObject({
  /** Icon above the title. */
  icon: iconName,
  /** The audience, e.g. "Startups". */
  title: nonEmpty,
  /** What they get. */
  description: nonEmpty,
  /** Solutions for them, one line each. */
  features: z.array(nonEmpty).min(1),
});

/** A client result with their words and a rating. */
export const successStorySchema = z.strictObject({
  /** The client's business name. */
  business: nonEmpty,
  /** Its industry and town, e.g. "Retail, Arusha". */
  industry: nonEmpty,
  /** The measurable result, e.g. "Stock losses down 60%". */
  result: nonEmpty,
  /** The client's words. */
  testimonial: nonEmpty,
  /** Star rating. */
  stars,
});
export type SuccessStory = z.infer<typeof successStorySchema>;

/** `content/business-solutions.yaml`: the /business-solutions page. */
export const businessSolutionsSchema = z.strictObject({
  /** Hero: 'Explore Solutions' (#solutions) and 'Get Custom Quote' (/#contact). */
  hero: heroSchema,
  /** The audience cards (#solutions). */
  audiences: z.strictObject({
    /** Heading and intro. */
    intro: sectionIntroSchema,
    /** Startups, NGOs, small business. */
    cards: z.array(audienceSchema).length(3, 'expected exactly 3 audience cards'),
  }),
  /** Success stories. */
  successStories: z.strictObject({
    /** Heading and intro. */
    intro: sectionIntroSchema,
    /** Exactly three stories. */
    stories: z.array(successStorySchema).length(3, 'expected exactly 3 success stories'),
  }),
  /** Reasons to choose these solutions. */
  reasons: z.strictObject({
    /** Heading and intro. */
    intro: sectionIntroSchema,
    /** Exactly four reasons. */
    items: z.array(featureCardSchema).length(4, 'expected exactly 4 reasons'),
  }),
  /** Closing band with a phone link. */
  cta: ctaSchema,
});
export type BusinessSolutions = z.infer<typeof businessSolutionsSchema>;
