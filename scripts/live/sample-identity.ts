import type { Site } from '../../pipeline/validate/schemas/site.ts';

/** The shipped sample's contact facts (content/site.yaml as first committed). */
export const samplePhone = '+255712345678';
export const sampleWhatsapp = '255712345678';

/** A host under the reserved example names (RFC 2606): example.co.tz, www.example.co.tz, example-hosting.co.tz. */
export function isExampleHost(host: string): boolean {
  return /(?:^|[.@])example(?:[.-]|$)/i.test(host);
}

export type OpenItem = {
  /** The file or variable to change. */
  where: string;
  /** What is still open. */
  what: string;
  /** How to close it. */
  fix: string;
};

const siteFile = 'content/site.yaml';

/** The sample identity, or parts of it, still in site.yaml. */
export function identityItems(site: Site): OpenItem[] {
  const items: OpenItem[] = [];
  if (site.sample) {
    items.push({
      where: `${siteFile} sample`,
      what: 'the identity is still marked as the shipped sample (sample: true)',
      fix: 'replace the name, phone, WhatsApp, e-mail, address and social links with the real owner\'s, then set sample: false',
    });
  }
  if (site.phone === samplePhone || site.whatsapp === sampleWhatsapp) {
    items.push({ where: `${siteFile} phone / whatsapp`, what: 'the phone or WhatsApp number is the sample +255 712 345 678', fix: 'set phone (E.164, e.g. +255...), phoneDisplay and whatsapp to the real number' });
  }
  if (isExampleHost(site.email.split('@')[1] ?? '')) {
    items.push({ where: `${siteFile} email`, what: `the e-mail address ${site.email} is the sample`, fix: 'set email to the address visitors should write to' });
  }
  return items;
}

/** siteUrl on the sample domain: canonical links, sitemap and JSON-LD would name it. */
export function siteUrlItems(site: Site): OpenItem[] {
  return isExampleHost(new URL(site.siteUrl).hostname)
    ? [{ where: `${siteFile} siteUrl`, what: `siteUrl is the sample domain ${site.siteUrl}`, fix: 'set siteUrl to the https address the site will be served at, e.g. https://www.yourbusiness.co.tz' }]
    : [];
}
