import { z } from 'zod';

/*
 * Field helpers shared by every content schema. Each carries a message a
 * content author can act on without reading this file.
 */

/** Text that must not be blank (surrounding spaces are trimmed). */
export const nonEmpty = z.string().trim().min(1, 'expected some text (this field may not be empty)');

/** A price: a whole number of Tanzanian shillings, written without commas or "TSh" (the site shows 65000 as "65,000"). */
export const tsh = z
  .number()
  .int('expected a whole number of shillings, e.g. 65000 (no commas, no "TSh")')
  .nonnegative('a price cannot be negative');

/** How often a price is paid. */
export const period = z.enum(['year', 'month', 'one-time'], { error: "expected 'year', 'month' or 'one-time'" });

/** An identifier: lower-case words joined by hyphens, e.g. safari-lodge. */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected lower-case words joined by hyphens, e.g. safari-lodge');

/** A page of this site: starts with "/", may carry ?query or #anchor, e.g. /services or /#contact. */
export const internalHref = z
  .string()
  .regex(/^\/(?!\/)[\w\-./?=&%+#{}]*$/, 'expected a site path starting with /, e.g. /services or /#contact (no spaces)');

/** A section of the current page, e.g. #plans. */
export const anchorHref = z.string().regex(/^#[a-z0-9-]+$/, 'expected an in-page anchor like #plans');

/** A site path or an anchor on the current page. */
export const pageHref = z
  .string()
  .regex(/^(?:\/(?!\/)[\w\-./?=&%+#{}]*|#[a-z0-9-]+)$/, 'expected a site path like /services or /#contact, or an anchor like #plans');

/** An address on another site; https only. */
export const externalUrl = z
  .string()
  .regex(/^https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#][^\s]*)?$/i, 'expected a full https:// address, e.g. https://www.example.co.tz/');

/** A local image under content/images/, written as its site path, e.g. /images/portfolio/safari-lodge.jpg. */
export const imagePath = z
  .string()
  .regex(/^\/images\/[\w./-]+\.(?:jpe?g|png|webp|avif|svg)$/, 'expected a local image path like /images/portfolio/safari-lodge.jpg');

/** A sharing image (og:image): JPEG, PNG or WebP, the formats social networks show; at least 1200×630 shows large. */
export const shareImagePath = z
  .string()
  .regex(/^\/images\/[\w./-]+\.(?:jpe?g|png|webp)$/, 'expected a local JPEG, PNG or WebP path like /images/og/website-design.jpg (social networks show no SVG or AVIF)');

/** Where a page's subject is, as people name it, e.g. "Dar es Salaam, Tanzania": geo.placename and the JSON-LD place. */
export const locationName = z.string().trim().min(2, 'expected a place name like "Dar es Salaam, Tanzania"').max(100, 'keep the place name under 100 characters');

/** A lucide-react icon name in PascalCase, e.g. Server or ShieldCheck (see src/lib/icon-names.ts for the bundled set). */
export const iconName = z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'expected a lucide icon name in PascalCase, e.g. Server or ShieldCheck');

/** A star rating from 1 to 5. */
export const stars = z.number().int('expected whole stars').min(1, 'expected 1 to 5 stars').max(5, 'expected 1 to 5 stars');

/** The external sites named in site.yaml (`external:`); links name them by key so every URL is written once. */
export const externalSiteKey = z.enum(['hostingBilling', 'hostingStore', 'hostingCompany', 'businessSolutions', 'agriculture', 'moreProjects'], {
  error: 'expected one of hostingBilling, hostingStore, hostingCompany, businessSolutions, agriculture, moreProjects',
});
export type ExternalSiteKey = z.infer<typeof externalSiteKey>;

/** Which referral parameters (site.yaml `referrals:`) a link to the billing site or store carries. */
export const referralKey = z.enum(['home', 'hostingTanzania', 'webHostingDar', 'services', 'about', 'footer'], {
  error: 'expected one of home, hostingTanzania, webHostingDar, services, about, footer',
});
export type ReferralKey = z.infer<typeof referralKey>;

/** Ways to reach the owner; the number or address comes from site.yaml. */
export const contactChannel = z.enum(['phone', 'whatsapp', 'email'], { error: "expected 'phone', 'whatsapp' or 'email'" });
export type ContactChannel = z.infer<typeof contactChannel>;

/** A link to a page of this site or an anchor on the current page. */
export interface InternalLink {
  label: string;
  href: string;
}
/** A link to an external site of site.yaml; opens in a new tab. */
export interface ExternalLink {
  label: string;
  external: ExternalSiteKey;
  referral?: ReferralKey;
}
/** A tel:, WhatsApp or mailto: link built from site.yaml. */
export interface ContactLink {
  label: string;
  contact: ContactChannel;
}
export type Link = InternalLink | ExternalLink | ContactLink;

const REFERRAL_SITES: readonly ExternalSiteKey[] = ['hostingBilling', 'hostingStore'];

/**
 * A button or text link. Give `label` and exactly one target:
 * `href` (a site path or #anchor), `external` (a site.yaml external key,
 * plus `referral` for the billing site or store) or `contact` (phone,
 * whatsapp, email).
 */
export const linkSchema = z
  .strictObject({
    /** The visible text. */
    label: nonEmpty,
    /** A page of this site (/services, /#contact) or an anchor on the current page (#plans). */
    href: pageHref.optional(),
    /** An external site from site.yaml, by key. */
    external: externalSiteKey.optional(),
    /** Referral parameters to add (billing site and store only). */
    referral: referralKey.optional(),
    /** Call, WhatsApp or e-mail the owner. */
    contact: contactChannel.optional(),
  })
  .transform((link, ctx): Link => {
    const targets = [link.href, link.external, link.contact].filter((target) => target !== undefined).length;
    if (targets !== 1) {
      ctx.addIssue({ code: 'custom', message: 'give exactly one of href (a site path or #anchor), external (a site.yaml key) or contact (phone, whatsapp, email)' });
      return z.NEVER;
    }
    if (link.referral && !(link.external && REFERRAL_SITES.includes(link.external))) {
      ctx.addIssue({ code: 'custom', path: ['referral'], message: 'referral only applies to external: hostingBilling or hostingStore' });
      return z.NEVER;
    }
    if (link.href !== undefined) return { label: link.label, href: link.href };
    if (link.contact !== undefined) return { label: link.label, contact: link.contact };
    return { label: link.label, external: link.external!, ...(link.referral ? { referral: link.referral } : {}) };
  });

/** A list with no two items sharing `key` (ids, names): reports the repeated item. */
export function uniqueBy<T>(key: (item: T) => string, what: string) {
  return (items: readonly T[], ctx: z.core.$RefinementCtx<T[]>) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const value = key(item);
      if (seen.has(value)) ctx.addIssue({ code: 'custom', path: [i], message: `${what} '${value}' is used twice` });
      seen.add(value);
    });
  };
}
