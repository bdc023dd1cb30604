import type { CardBrand, CardText } from '../../compile/seo/social-card.ts';
import { CARD_HEIGHT, CARD_WIDTH } from '../../compile/seo/social-card.ts';

/**
 * The card's design, as satori element trees: a background drawn once per
 * build (colour, logo, brand, address) and a transparent text layer drawn
 * per card (title and price or excerpt) and laid over it. Colours are the
 * site's theme (src/styles/app.css): ink, primary, accent.
 */
export const THEME = {
  ink: '#0b1f2a',
  inkForeground: '#e2e8f0',
  primary: '#0e7c66',
  primaryStrong: '#0a5e4d',
  accent: '#f2a900',
  white: '#ffffff',
} as const;

/** Where the per-card text sits on the card. */
export const TEXT_BOX = { left: 72, top: 176, width: CARD_WIDTH - 144, height: 352 } as const;

/** The text styles of the card (both paths draw them alike: satori for price cards, glyph-text for the rest). */
export const TITLE = { weight: 800, lineHeight: 1.12, letterSpacing: -1, maxLines: 3 } as const;
export const PARAGRAPH = { size: 29, weight: 400, lineHeight: 1.45, letterSpacing: 0, marginTop: 28, maxLines: 3 } as const;

type Style = Record<string, string | number>;
export interface Element {
  type: string;
  props: { style?: Style; children?: Element | string | (Element | string)[]; src?: string; width?: number; height?: number };
}
const h = (type: string, style: Style, children?: Element['props']['children']): Element => ({ type, props: { style, children } });

/** Logo, name (surname in the accent colour), job title, address, and an accent rule at the bottom. */
export function backgroundLayout(brand: CardBrand, logoDataUri: string): Element {
  return h(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      backgroundColor: THEME.ink,
      backgroundImage: `linear-gradient(125deg, ${THEME.ink} 0%, ${THEME.ink} 58%, ${THEME.primaryStrong} 100%)`,
      fontFamily: 'Inter',
      color: THEME.white,
    },
    [
      h('div', { display: 'flex', alignItems: 'center', padding: '56px 72px 0' }, [
        { type: 'img', props: { src: logoDataUri, width: 64, height: 64, style: { width: 64, height: 64 } } },
        h('div', { display: 'flex', flexDirection: 'column', marginLeft: 20 }, [
          h('div', { display: 'flex', fontSize: 34, fontWeight: 800, letterSpacing: -0.5 }, [
            h('span', {}, brand.firstName),
            h('span', { color: THEME.accent, marginLeft: 10 }, brand.lastName),
          ]),
          h('div', { display: 'flex', fontSize: 22, color: THEME.inkForeground, marginTop: 2 }, brand.jobTitle),
        ]),
      ]),
      h('div', { display: 'flex', flexDirection: 'column' }, [
        h('div', { display: 'flex', padding: '0 72px 28px', fontSize: 24, fontWeight: 800, color: THEME.inkForeground }, brand.domain),
        h('div', { display: 'flex', height: 12, backgroundImage: `linear-gradient(90deg, ${THEME.accent}, ${THEME.primary})` }),
      ]),
    ],
  );
}

/** The title's sizes, largest first: long titles get a smaller one so they still fit in three lines. */
export const TITLE_SIZES = [68, 60, 50] as const;

export function titleSize(title: string): number {
  if (title.length <= 36) return TITLE_SIZES[0];
  if (title.length <= 64) return TITLE_SIZES[1];
  return TITLE_SIZES[2];
}

/** The title, then the price as a badge or the excerpt as a paragraph, each cut with an ellipsis if too long. */
export function textLayout(text: CardText): Element {
  const size = titleSize(text.title);
  const line =
    text.lineKind === 'price'
      ? h('div', { display: 'flex', marginTop: 36 }, [
          h(
            'div',
            { display: 'flex', backgroundColor: THEME.accent, color: THEME.ink, fontSize: 36, fontWeight: 800, padding: '12px 28px', borderRadius: 999 },
            text.line,
          ),
        ])
      : h(
          'div',
          { display: 'block', marginTop: PARAGRAPH.marginTop, fontSize: PARAGRAPH.size, lineHeight: PARAGRAPH.lineHeight, color: THEME.inkForeground, lineClamp: PARAGRAPH.maxLines },
          text.line,
        );
  return h('div', { width: TEXT_BOX.width, height: TEXT_BOX.height, display: 'flex', flexDirection: 'column', fontFamily: 'Inter', color: THEME.white }, [
    h(
      'div',
      { display: 'block', fontSize: size, fontWeight: TITLE.weight, lineHeight: TITLE.lineHeight, letterSpacing: TITLE.letterSpacing, lineClamp: TITLE.maxLines },
      text.title,
    ),
    line,
  ]);
}
