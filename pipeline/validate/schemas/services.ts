import { z } from 'zod';
import { ctaSchema, featureCardSchema, heroSchema, sectionIntroSchema } from './blocks.ts';
import { iconName, linkSchema, nonEmpty } from './common.ts';

/** A card of the /services grid; the whole card is a link. */
export const serviceCardSchema = z.strictObject({
  /** Icon above the title. */
  icon: iconName,
  /** The card's h3. */
  title: nonEmpty,
  /** One or two sentences. */
  description: nonEmpty,
  /** Short feature lines with check marks. */
  features: z.array(nonEmpty).min(1).max(5, 'keep to at most 5 features'),
  /** Where the card leads (a page, or an external site of site.yaml). */
  link: linkSchema,
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;

/** `content/services.yaml`: the /services page (its h1 is in pages.yaml). */
export const servicesSchema = z.strictObject({
  /** Hero under the h1. */
  hero: heroSchema,
  /** Intro of the card grid. */
  cardsSection: sectionIntroSchema,
  /** The eight service cards, in order. */
  cards: z.array(serviceCardSchema).length(8, 'expected exactly 8 service cards'),
  /** The guarantees band: 99.9% uptime, free SSL, daily backups. */
  claims: z.strictObject({
    /** Heading and intro. */
    intro: sectionIntroSchema,
    /** One card per claim. */
    items: z.array(featureCardSchema).min(1),
  }),
  /** Intro of the 'Website Design {city}' list (cities from cities.yaml). */
  citiesSection: sectionIntroSchema,
  /** Closing band: contact link and call button. */
  cta: ctaSchema,
});
export type Services = z.infer<typeof servicesSchema>;
