import { createHash } from 'node:crypto';
import { z } from 'zod';
import { featureCardSchema, heroSchema, quoteSchema, sectionIntroSchema, statSchema } from './blocks.ts';
import { linkSchema, nonEmpty } from './common.ts';

/** The home page's contact section (the form's own field labels live with the form). */
const contactSectionSchema = z.strictObject({
  /** Heading and intro of the section. */
  intro: sectionIntroSchema,
  /** Title of the call/WhatsApp card (the number comes from site.yaml). */
  callTitle: nonEmpty,
  /** The WhatsApp button, e.g. 'WhatsApp Me'. */
  whatsappLabel: nonEmpty,
  /** Title of the e-mail card. */
  emailTitle: nonEmpty,
  /** Title of the location card (the address comes from site.yaml). */
  locationTitle: nonEmpty,
  /** Label before site.yaml's replyPromise, e.g. "I reply". */
  replyLabel: nonEmpty,
  /** Label before site.yaml's availability. */
  availabilityLabel: nonEmpty,
  /** Heading of the services list. */
  servicesHeading: nonEmpty,
  /** The services offered, one line each. */
  services: z.array(nonEmpty).length(4, 'expected exactly 4 services'),
  /** The form's title, e.g. "Let's Discuss Your Project". */
  formTitle: nonEmpty,
  /** A line under the form's title. */
  formIntro: nonEmpty,
  /** The newsletter checkbox's wording. A yes is stored with this wording's version (a hash of the text), so edit freely. */
  newsletterLabel: nonEmpty,
}).transform((contact) => ({ ...contact, newsletterConsentVersion: consentVersion(contact.newsletterLabel) }));

/** `nl-` and the first 12 hex digits of the wording's SHA-256: a new wording is a new version. */
export function consentVersion(wording: string): string {
  return `nl-${createHash('sha256').update(wording.trim()).digest('hex').slice(0, 12)}`;
}

/** `content/home.yaml`: the copy of every home page section (its h1 is pages.yaml's home heading). */
export const homeSchema = z.strictObject({
  /** Hero: greeting above the h1, lead, 'View My Work' and 'Contact Me', picture and figures. */
  hero: heroSchema.extend({
    /** Figures shown under the buttons, e.g. "50+ Websites delivered". */
    stats: z.array(statSchema).max(4, 'keep to at most 4 figures'),
  }),
  /** About (#about): who, what, four service cards and tag chips. */
  about: z.strictObject({
    /** Heading and intro. */
    intro: sectionIntroSchema,
    /** Paragraphs of the short story. */
    paragraphs: z.array(nonEmpty).min(1),
    /** Four service cards. */
    cards: z.array(featureCardSchema).length(4, 'expected exactly 4 service cards'),
    /** Tag chips under the cards. */
    tags: z.array(nonEmpty).min(1),
  }),
  /** Skills (#skills): heading only; the groups live in skills.yaml. */
  skills: sectionIntroSchema,
  /** Portfolio (#portfolio): heading and button labels; projects live in portfolio.yaml. */
  portfolio: z.strictObject({
    /** Heading and intro. */
    intro: sectionIntroSchema,
    /** Each card's external link, e.g. 'View Project'. */
    viewProjectLabel: nonEmpty,
    /** The button under the grid, e.g. 'View More Projects' (hidden without site.yaml's moreProjects). */
    moreProjectsLabel: nonEmpty,
  }),
  /** Hosting (#hosting): benefits, the three plans of hosting.yaml, a quote and links. */
  hosting: z.strictObject({
    /** Heading and intro. */
    intro: sectionIntroSchema,
    /** Four benefit cards. */
    benefits: z.array(featureCardSchema).length(4, 'expected exactly 4 benefit cards'),
    /** Each plan's order button, e.g. 'Get Started' (opens the hosting store). */
    orderLabel: nonEmpty,
    /** A short quote under the plans. */
    quote: quoteSchema,
    /** Links under the plans: the full plans and the contact section. */
    links: z.array(linkSchema).min(1).max(3),
  }),
  /** Testimonials (#testimonials): carousel headings and the mission quote; testimonials live in testimonials.yaml. */
  testimonials: z.strictObject({
    /** Heading and intro. */
    intro: sectionIntroSchema,
    /** Heading of the English carousel. */
    englishHeading: nonEmpty,
    /** Heading of the Swahili carousel. */
    swahiliHeading: nonEmpty,
    /** Accessible name of the previous-slide button. */
    previousLabel: nonEmpty,
    /** Accessible name of the next-slide button. */
    nextLabel: nonEmpty,
    /** The mission statement under the carousels. */
    mission: quoteSchema,
  }),
  /** Contact (#contact). */
  contact: contactSectionSchema,
});

export type Home = z.infer<typeof homeSchema>;
