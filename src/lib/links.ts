import type { ExternalSiteKey, Link, ReferralKey } from '../../pipeline/validate/schemas/common';
import { site } from 'virtual:site-data/site';

/*
 * Every outbound address the site builds from site.yaml: tel:, mailto: and
 * WhatsApp links, the hosting billing site and store with their per-page
 * referral parameters, and the other external sites. Components call these
 * instead of assembling URLs, so each address is written once.
 */

type Site = typeof site;

/** `tel:+255712345678` */
export function telHref(owner: Pick<Site, 'phone'> = site): string {
  return `tel:${owner.phone}`;
}

/** `mailto:hello@example.co.tz` */
export function mailtoHref(owner: Pick<Site, 'email'> = site): string {
  return `mailto:${owner.email}`;
}

/** The default WhatsApp greeting: "Hello Juma, I'm interested in your services." */
export function whatsappGreeting(owner: Pick<Site, 'firstName'> = site): string {
  return `Hello ${owner.firstName}, I'm interested in your services.`;
}

/** A wa.me chat link with the text prefilled (the greeting when none is given). */
export function whatsappHref(text: string = whatsappGreeting(), owner: Pick<Site, 'whatsapp'> = site): string {
  return `https://wa.me/${owner.whatsapp}?text=${encodeURIComponent(text)}`;
}

function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

function referralParams(referrals: Site['external']['hostingBilling']['referrals'], referral: ReferralKey): Record<string, string> {
  const { source, medium, campaign } = referrals[referral] ?? {};
  return source && medium && campaign ? { utm_source: source, utm_medium: medium, utm_campaign: campaign } : {};
}

/** The hosting billing site with the referral parameters of the linking page. */
export function hostingBillingUrl(referral: ReferralKey, owner: Pick<Site, 'external'> = site): string {
  const billing = owner.external.hostingBilling;
  return withParams(billing.url, referralParams(billing.referrals, referral));
}

/** The economy hosting store, in its currency, with the referral parameters of the linking page. */
export function hostingStoreUrl(referral: ReferralKey, owner: Pick<Site, 'external'> = site): string {
  const store = owner.external.hostingStore;
  return withParams(store.url, { currency: store.currency, ...referralParams(store.referrals, referral) });
}

/**
 * The address of an external site of site.yaml by key, or undefined when the
 * key is optional and unset (moreProjects). The billing site and store take
 * the linking page's referral parameters.
 */
export function externalSiteUrl(key: ExternalSiteKey, referral?: ReferralKey, owner: Pick<Site, 'external'> = site): string | undefined {
  switch (key) {
    case 'hostingBilling':
      return referral ? hostingBillingUrl(referral, owner) : owner.external.hostingBilling.url;
    case 'hostingStore':
      return referral ? hostingStoreUrl(referral, owner) : withParams(owner.external.hostingStore.url, { currency: owner.external.hostingStore.currency });
    case 'moreProjects':
      return owner.external.moreProjects;
    default:
      return owner.external[key].url;
  }
}

/** A content link resolved to an address and how to open it. */
export interface ResolvedLink {
  label: string;
  href: string;
  /** A page of this site (route with react-router's Link); otherwise a plain <a>. */
  internal: boolean;
  /** Opens in a new tab with rel="noopener noreferrer" (external sites and WhatsApp). */
  newTab: boolean;
}

/**
 * Turns a content link (`href`, `external` or `contact`) into an address.
 * Returns undefined for an optional external site that is not configured.
 */
export function resolveLink(link: Link, owner: Site = site): ResolvedLink | undefined {
  if ('href' in link) return { label: link.label, href: link.href, internal: link.href.startsWith('/'), newTab: false };
  if ('contact' in link) {
    if (link.contact === 'phone') return { label: link.label, href: telHref(owner), internal: false, newTab: false };
    if (link.contact === 'email') return { label: link.label, href: mailtoHref(owner), internal: false, newTab: false };
    return { label: link.label, href: whatsappHref(whatsappGreeting(owner), owner), internal: false, newTab: true };
  }
  const href = externalSiteUrl(link.external, link.referral, owner);
  return href ? { label: link.label, href, internal: false, newTab: true } : undefined;
}

/** Attributes for a link that opens another site in a new tab. */
export const newTabProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
