import { z } from 'zod';
import { externalUrl, imagePath, nonEmpty, referralKey } from './common.ts';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'expected a 24-hour time like 09:00');

/** Referral parameters added to a link to the billing site (utm_source, utm_medium, utm_campaign). */
const referralSchema = z.strictObject({
  /** Where the visitor comes from, e.g. portfolio-site. */
  source: z.string().regex(/^[a-z0-9_-]+$/, 'expected lower-case letters, digits, - or _'),
  /** The kind of link, e.g. referral. */
  medium: z.string().regex(/^[a-z0-9_-]+$/, 'expected lower-case letters, digits, - or _'),
  /** Which page or button, e.g. home-hosting-plans. */
  campaign: z.string().regex(/^[a-z0-9_-]+$/, 'expected lower-case letters, digits, - or _'),
});

/** Referral parameters for each page that links to the billing site (every key required). */
const referralsSchema = z.record(referralKey, referralSchema);

/** An external site shown by name (ventures, footer). */
const namedSiteSchema = z.strictObject({
  /** The site's name as shown in links. */
  name: nonEmpty,
  /** Its home page. */
  url: externalUrl,
});

/** `content/site.yaml`: the owner's identity and contact facts, written once and used everywhere. */
export const siteSchema = z.strictObject({
  /** True while the identity is the shipped sample; set to false once real facts are filled in. */
  sample: z.boolean(),
  /** The business name: header fallback, og:site_name, JSON-LD, post titles ("Post | siteName"). */
  siteName: nonEmpty,
  /** Owner's first name: brand mark, {firstName}, the about path /about-<first>-<last>. */
  firstName: nonEmpty,
  /** Owner's surname: highlighted in the brand mark, {lastName}, the about path. */
  lastName: nonEmpty,
  /** Job title in JSON-LD and the about page, e.g. "Web Developer & Hosting Provider". */
  jobTitle: nonEmpty,
  /** One sentence about the business (JSON-LD, footer fallback). */
  description: nonEmpty,
  /** Canonical origin, https and no trailing slash: canonical links, sitemap, JSON-LD. */
  siteUrl: z.string().regex(/^https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+$/, 'expected an origin like https://www.example.co.tz (https, no path, no trailing slash)'),
  /** Page language (html lang), e.g. en. */
  language: z.string().regex(/^[a-z]{2}$/, 'expected a two-letter language code like en'),
  /** Open Graph locale, e.g. en_TZ. */
  locale: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'expected a locale like en_TZ'),
  /** Phone in E.164 form for tel: links and JSON-LD, e.g. +255712345678. */
  phone: z.string().regex(/^\+[1-9]\d{7,14}$/, 'expected an international number like +255712345678 (no spaces)'),
  /** Phone as people read it, e.g. +255 712 345 678 ({phoneDisplay}). */
  phoneDisplay: nonEmpty,
  /** WhatsApp number, digits only with country code, e.g. 255712345678 (wa.me links). */
  whatsapp: z.string().regex(/^[1-9]\d{7,14}$/, 'expected digits only with the country code, e.g. 255712345678'),
  /** Public e-mail address: mailto links, contact card, {email}. */
  email: z.email('expected an e-mail address like hello@example.co.tz'),
  /** Postal address: contact card and LocalBusiness JSON-LD. */
  address: z.strictObject({
    /** Street and building, e.g. "Plot 24, Old Bagamoyo Road, Mikocheni B". */
    street: nonEmpty,
    /** City, e.g. Dar es Salaam. */
    locality: nonEmpty,
    /** Region, e.g. Dar es Salaam. */
    region: nonEmpty,
    /** Postcode. */
    postalCode: nonEmpty,
    /** Two-letter country code, TZ. */
    country: z.string().regex(/^[A-Z]{2}$/, 'expected a two-letter country code like TZ'),
  }),
  /** Map position of the office (JSON-LD). */
  geo: z.strictObject({
    /** Degrees north (negative south of the equator). */
    latitude: z.number().min(-90).max(90),
    /** Degrees east. */
    longitude: z.number().min(-180).max(180),
  }),
  /** Opening hours (JSON-LD and contact section). */
  openingHours: z
    .array(
      z.strictObject({
        /** English weekday names, e.g. [Monday, Tuesday]. */
        days: z.array(z.enum(WEEKDAYS, { error: 'expected an English weekday name like Monday' })).min(1),
        /** Opening time, 24-hour HH:MM. */
        opens: time,
        /** Closing time, 24-hour HH:MM. */
        closes: time,
      }),
    )
    .min(1, 'expected at least one opening-hours entry'),
  /** Availability line of the contact section, e.g. "9am - 6pm Tanzania time". */
  availability: nonEmpty,
  /** Reply promise of the contact section, e.g. "usually within 24 hours". */
  replyPromise: nonEmpty,
  /** Price range in JSON-LD, e.g. "TSh 65,000 - TSh 2,500,000". */
  priceRange: nonEmpty,
  /** Open Graph image for pages without their own. */
  defaultOgImage: imagePath,
  /** Logo in JSON-LD and the header. */
  logoImage: imagePath,
  /** Social profiles: footer icons and JSON-LD sameAs. */
  social: z.strictObject({
    /** LinkedIn profile. */
    linkedin: externalUrl,
    /** GitHub profile. */
    github: externalUrl,
    /** Twitter / X profile. */
    twitter: externalUrl,
    /** Instagram profile. */
    instagram: externalUrl,
  }),
  /** External sites links point to by key (`external: hostingBilling`). */
  external: z.strictObject({
    /** The hosting billing site; each page's links carry their own referral parameters. */
    hostingBilling: z.strictObject({
      /** Billing site address. */
      url: externalUrl,
      /** Referral parameters per linking page. */
      referrals: referralsSchema,
    }),
    /** The store page for the economy hosting plans, opened in a chosen currency. */
    hostingStore: z.strictObject({
      /** Store page address. */
      url: externalUrl,
      /** Currency the store opens in. */
      currency: z.literal('TZS', { error: 'expected TZS' }),
      /** Referral parameters per linking page. */
      referrals: referralsSchema,
    }),
    /** The hosting company's own site (about page). */
    hostingCompany: namedSiteSchema,
    /** The business-software site (footer, business solutions, about). */
    businessSolutions: namedSiteSchema,
    /** The agriculture venture's site (footer, about). */
    agriculture: namedSiteSchema,
    /** Where 'View More Projects' leads; the button is hidden when absent. */
    moreProjects: externalUrl.optional(),
  }),
});

export type Site = z.infer<typeof siteSchema>;
