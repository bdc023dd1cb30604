import { CARD_WIDTH } from '../../compile/seo/social-card.ts';

/**
 * The card's design: a background drawn once per build (colour, logo,
 * brand, address; card-background.ts) and, per card, a title and a price
 * badge or an excerpt (render-card.ts). Colours are the site's theme
 * (src/styles/app.css): ink, primary, accent.
 */
export const THEME = {
  ink: '#0b1f2a',
  inkForeground: '#e2e8f0',
  primary: '#0e7c66',
  accent: '#f2a900',
  white: '#ffffff',
} as const;

/** Where the per-card text sits on the card. */
export const TEXT_BOX = { left: 72, top: 176, width: CARD_WIDTH - 144, height: 352 } as const;

/** The text styles of the card. */
export const TITLE = { weight: 800, lineHeight: 1.12, letterSpacing: -1, maxLines: 3 } as const;
export const PARAGRAPH = { size: 29, weight: 400, lineHeight: 1.45, letterSpacing: 0, marginTop: 28, maxLines: 3 } as const;

/** The title's sizes, largest first: long titles get a smaller one so they still fit in three lines. */
export const TITLE_SIZES = [68, 60, 50] as const;

export function titleSize(title: string): number {
  if (title.length <= 36) return TITLE_SIZES[0];
  if (title.length <= 64) return TITLE_SIZES[1];
  return TITLE_SIZES[2];
}

/** A price, under the title: ink on an accent-coloured pill. */
export const BADGE = { size: 36, weight: 800, paddingX: 28, paddingY: 12, marginTop: 36 } as const;

/** The brand on the background: logo and name top left, the domain above an accent rule at the bottom. */
export const BRAND = { top: 56, left: 72, logo: 64, gap: 20, nameSize: 34, nameSpacing: -0.5, surnameGap: 10, jobSize: 22, jobGap: 2, domainSize: 24, domainBottom: 28, rule: 12 } as const;
