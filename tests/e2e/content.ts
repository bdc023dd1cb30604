import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Collections } from '../../pipeline/validate/collections';

/** A content file as written (tests compare pages with the source text, not with retyped copies). */
export const readContent = <T>(file: string) => parse(readFileSync(`content/${file}`, 'utf8')) as T;

/**
 * Every price and delivery placeholder with the value the product spec gives
 * it (its price tables and the web developer page's typical cost and build
 * time), typed here rather than computed by the code that fills them in on
 * the site: a placeholder filled from the wrong file or plan fails.
 */
const SPEC_PLACEHOLDERS: Readonly<Record<string, string>> = {
  'price:hosting/economy-5gb': '65,000',
  'price:hosting/economy-10gb': '85,000',
  'price:hosting/economy-15gb': '110,000',
  'price:addon/domain-registration': '40,000',
  'price:addon/website-migration': '25,000',
  'price:addon/daily-backups': '15,000',
  'price:addon/priority-support': '10,000',
  hostingFrom: '65,000',
  'price:design/basic': '750,000',
  'price:design/standard': '1,500,000',
  'price:design/premium': '2,500,000',
  'price:design/ngo': '550,000',
  'days:design/basic': '7',
  'days:design/standard': '14',
  'days:design/premium': '21',
  designFrom: '750,000',
  designTo: '2,500,000',
  supportFrom: '20,000',
  designDaysMin: '7',
  designDaysMax: '21',
  'price:seo/basic': '300,000',
  'price:seo/standard': '600,000',
  'price:seo/premium': '1,200,000',
  seoFrom: '300,000',
  'price:website/starter': '650,000',
  'price:website/business': '1,200,000',
  'price:website/ecommerce': '1,800,000',
  websiteFrom: '650,000',
  websiteCostMin: '500,000',
  websiteCostMax: '2,500,000',
  buildDaysMin: '10',
  buildDaysMax: '21',
};

const site = readContent<Collections['site']>('site.yaml');
/** The owner's name and contacts, from site.yaml (the owner's own words, which the spec leaves to them). */
const OWNER: Readonly<Record<string, string>> = {
  firstName: site.firstName,
  lastName: site.lastName,
  fullName: `${site.firstName} ${site.lastName}`,
  phoneDisplay: site.phoneDisplay,
  email: site.email,
};

/** Content text as a visitor should read it: owner's name and contacts, the spec's prices and delivery days. `{city}` is filled per link and stays. */
export function fillPlaceholders(text: string): string {
  return text.replace(/\{([\w:/-]+)\}/g, (whole, name: string) => SPEC_PLACEHOLDERS[name] ?? OWNER[name] ?? whole);
}
