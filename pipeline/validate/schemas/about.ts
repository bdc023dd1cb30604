import { z } from 'zod';
import { ctaSchema, heroSchema, sectionIntroSchema, statSchema } from './blocks.ts';
import { linkSchema, nonEmpty } from './common.ts';

/** A business the owner runs or co-founded. */
export const ventureSchema = z.strictObject({
  /** The venture's name (as in site.yaml's external sites when it has one). */
  name: nonEmpty,
  /** What it does. */
  description: nonEmpty,
  /** The owner's role in it, e.g. "Founder & Technical Lead". */
  role: nonEmpty,
  /** Link to its site, by site.yaml key. */
  link: linkSchema.optional(),
});
export type Venture = z.infer<typeof ventureSchema>;

/** `content/about.yaml`: the about page (h1 in pages.yaml). */
export const aboutSchema = z.strictObject({
  /** Hero under the h1, with a portrait. */
  hero: heroSchema,
  /** Achievement figures: 5+ years, 50+ websites, ... */
  achievements: z.array(statSchema).min(2).max(6),
  /** The ventures section. */
  ventures: z.strictObject({
    /** Heading and intro. */
    intro: sectionIntroSchema,
    /** The ventures, in order. */
    items: z.array(ventureSchema).min(1),
  }),
  /** What the owner offers, as a checked list. */
  services: z.strictObject({
    /** Heading and intro. */
    intro: sectionIntroSchema,
    /** One line per service. */
    items: z.array(nonEmpty).min(1),
  }),
  /** The owner's story. */
  story: z.strictObject({
    /** Heading and intro. */
    intro: sectionIntroSchema,
    /** Paragraphs, in order. */
    paragraphs: z.array(nonEmpty).min(1),
  }),
  /** Closing band: call, e-mail and the hosting company's site. */
  cta: ctaSchema,
});
export type About = z.infer<typeof aboutSchema>;
