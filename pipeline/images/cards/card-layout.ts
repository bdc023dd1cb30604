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

/**
 * The text styles of the card, on a baseline grid: the text box starts on
 * the JPEG's 8-px block grid and every line box and margin is a whole
 * number of blocks, so a glyph sits at the same height in its blocks on
 * every line of every card, and the encoder meets the same pieces of
 * glyphs again and codes each once (card-encoder.ts). Line boxes off the
 * grid (1.12 and 1.45 times the size) put each line at its own height in
 * the blocks: the bench's 1,025 cards had 44 % more distinct 8×8 pieces
 * (25,892 against 17,931) and 16 % more distinct MCUs and block
 * combinations (33,249 against 28,731) to code.
 */
export const TITLE = { weight: 800, letterSpacing: -1, maxLines: 3 } as const;
export const PARAGRAPH = { size: 29, weight: 400, lineBox: 40, letterSpacing: 0, marginTop: 32, maxLines: 3 } as const;

/** The title's sizes and their line boxes, largest first: long titles get a smaller one so they still fit in three lines. */
export const TITLE_SIZES = [
  { size: 68, lineBox: 80 },
  { size: 60, lineBox: 72 },
  { size: 50, lineBox: 56 },
] as const;

export type TitleSize = (typeof TITLE_SIZES)[number];

export function titleSize(title: string): TitleSize {
  if (title.length <= 36) return TITLE_SIZES[0];
  if (title.length <= 64) return TITLE_SIZES[1];
  return TITLE_SIZES[2];
}

/** A price, under the title: ink on an accent-coloured pill. */
export const BADGE = { size: 36, weight: 800, paddingX: 28, paddingY: 12, marginTop: 36 } as const;

/** The brand on the background: logo and name top left, the domain above an accent rule at the bottom. */
export const BRAND = { top: 56, left: 72, logo: 64, gap: 20, nameSize: 34, nameSpacing: -0.5, surnameGap: 10, jobSize: 22, jobGap: 2, domainSize: 24, domainBottom: 28, rule: 12 } as const;
