import { createHash } from 'node:crypto';

/** Every card's size: the 1.91:1 image WhatsApp, Facebook, LinkedIn and X show large. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/**
 * The card design's version. Bump it when the design changes: every card
 * then gets a new address (social networks cache an image by its URL) and is
 * rendered again instead of coming from the cache.
 */
export const CARD_DESIGN = 3;

/** What a page's card shows; everything here goes into its address's hash. */
export interface CardText {
  /** The big line: the page's h1 or the post's title. */
  title: string;
  /** Under the title: the page's starting price, or a post's excerpt (or a page's description). */
  line: string;
  /** A price is set as a badge; text as a paragraph. */
  lineKind: 'price' | 'text';
}

/** The brand every card carries, from site.yaml. */
export interface CardBrand {
  firstName: string;
  lastName: string;
  jobTitle: string;
  /** The site's host name, e.g. www.example.co.tz. */
  domain: string;
  /** The logo's public path, e.g. /images/logo.svg. */
  logo: string;
}

export interface SocialCard extends CardText {
  brand: CardBrand;
  /** Where the card is written, relative to the output folder: `cards/<page>.<hash>.jpg`. */
  file: string;
}

export function cardBrand(site: { firstName: string; lastName: string; jobTitle: string; siteUrl: string; logoImage: string }): CardBrand {
  return { firstName: site.firstName, lastName: site.lastName, jobTitle: site.jobTitle, domain: new URL(site.siteUrl).host, logo: site.logoImage };
}

/**
 * The card of the page at `pagePath`. Its file name carries a hash of what
 * it shows, so a changed title or price gets a new address and an unchanged
 * one keeps its address (and its cached rendering).
 */
export function socialCard(pagePath: string, text: CardText, brand: CardBrand): SocialCard {
  const name = pagePath === '/' ? 'home' : pagePath.replace(/^\//, '');
  const hash = createHash('sha256').update(JSON.stringify([CARD_DESIGN, text.title, text.line, text.lineKind, brand])).digest('hex').slice(0, 10);
  return { ...text, brand, file: `cards/${name}.${hash}.jpg` };
}

/** The card's alt text: what it shows, in words. */
export function cardAlt(card: Pick<SocialCard, 'title' | 'line' | 'lineKind' | 'brand'>): string {
  const name = `${card.brand.firstName} ${card.brand.lastName}`;
  return card.lineKind === 'price' ? `${card.title}: ${card.line}. ${name}, ${card.brand.jobTitle}` : `${card.title}. ${name}, ${card.brand.jobTitle}`;
}
