import { absoluteUrl } from './json-ld.ts';
import type { ShareImage } from './page-head.ts';
import { CARD_HEIGHT, CARD_WIDTH, cardAlt, socialCard, type CardBrand, type CardText, type SocialCard } from './social-card.ts';

/** Pixel sizes of the images pages name themselves (read from the files by the compile step). */
export type ImageSizes = ReadonlyMap<string, { width: number; height: number }>;

/**
 * A page's sharing image: the image it names itself (`ogImage`, with its
 * alt or the page's title), or else its generated card.
 */
export function shareImage(
  siteUrl: string,
  pagePath: string,
  input: { card: CardText; brand: CardBrand; ogImage?: string; ogImageAlt?: string; sizes: ImageSizes },
): { image: ShareImage; card?: SocialCard } {
  if (input.ogImage) {
    const size = input.sizes.get(input.ogImage);
    if (!size) throw new Error(`the size of ${input.ogImage} was not read before the page heads were built`);
    return { image: { url: absoluteUrl({ siteUrl }, input.ogImage), ...size, alt: input.ogImageAlt ?? input.card.title } };
  }
  const card = socialCard(pagePath, input.card, input.brand);
  return { image: { url: absoluteUrl({ siteUrl }, `/${card.file}`), width: CARD_WIDTH, height: CARD_HEIGHT, alt: cardAlt(card) }, card };
}
