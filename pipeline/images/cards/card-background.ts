import { Resvg } from '@resvg/resvg-js';
import { CARD_HEIGHT, CARD_WIDTH, type CardBrand } from '../../compile/seo/social-card.ts';
import { BADGE, BRAND, THEME } from './card-layout.ts';
import { baselineOf, normalLineHeight, textPath, type FontWeight, type Typeface } from './fonts.ts';

const svg = (width: number, height: number, body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;

/**
 * The background every card shares, as SVG for resvg: plain ink (a card's
 * text is coded fastest over one colour, card-encoder.ts), the logo, the name (surname in the accent colour) over the job
 * title, and the domain above an accent-to-green rule at the bottom. Text is
 * set as outlines from the card typeface (fonts.ts); lines are as high as
 * CSS's `normal` line height and vertically centred like a browser's.
 */
export function backgroundSvg(brand: CardBrand, logoSvg: string, typefaces: Record<FontWeight, Typeface>): string {
  const bold = typefaces[800];
  const regular = typefaces[400];
  const nameLine = normalLineHeight(bold, BRAND.nameSize);
  const jobLine = normalLineHeight(regular, BRAND.jobSize);
  // The logo and the two lines of text are centred on each other in the top row.
  const rowHeight = Math.max(BRAND.logo, nameLine + BRAND.jobGap + jobLine);
  const textTop = BRAND.top + (rowHeight - (nameLine + BRAND.jobGap + jobLine)) / 2;
  const logoTop = BRAND.top + (rowHeight - BRAND.logo) / 2;
  const textLeft = BRAND.left + BRAND.logo + BRAND.gap;
  const nameBaseline = textTop + baselineOf(bold, BRAND.nameSize, nameLine);
  const first = textPath(bold, brand.firstName, BRAND.nameSize, textLeft, nameBaseline, BRAND.nameSpacing);
  const last = textPath(bold, brand.lastName, BRAND.nameSize, first.end + BRAND.surnameGap, nameBaseline, BRAND.nameSpacing);
  const job = textPath(regular, brand.jobTitle, BRAND.jobSize, textLeft, textTop + nameLine + BRAND.jobGap + baselineOf(regular, BRAND.jobSize, jobLine));
  const domainLine = normalLineHeight(bold, BRAND.domainSize);
  const domainTop = CARD_HEIGHT - BRAND.rule - BRAND.domainBottom - domainLine;
  const domain = textPath(bold, brand.domain, BRAND.domainSize, BRAND.left, domainTop + baselineOf(bold, BRAND.domainSize, domainLine));
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  return svg(
    CARD_WIDTH,
    CARD_HEIGHT,
    `<defs>` +
      `<linearGradient id="rule" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${CARD_WIDTH}" y2="0"><stop offset="0" stop-color="${THEME.accent}"/><stop offset="1" stop-color="${THEME.primary}"/></linearGradient>` +
      `</defs>` +
      `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${THEME.ink}"/>` +
      `<image x="${BRAND.left}" y="${logoTop}" width="${BRAND.logo}" height="${BRAND.logo}" href="${logo}"/>` +
      `<path fill="${THEME.white}" d="${first.d}"/><path fill="${THEME.accent}" d="${last.d}"/><path fill="${THEME.inkForeground}" d="${job.d}"/>` +
      `<path fill="${THEME.inkForeground}" d="${domain.d}"/>` +
      `<rect y="${CARD_HEIGHT - BRAND.rule}" width="${CARD_WIDTH}" height="${BRAND.rule}" fill="url(#rule)"/>`,
  );
}

/** The background as opaque RGB pixels. */
export function renderBackground(brand: CardBrand, logoSvg: string, typefaces: Record<FontWeight, Typeface>): Buffer {
  const image = new Resvg(backgroundSvg(brand, logoSvg, typefaces), { font: { loadSystemFonts: false } }).render();
  const rgba = image.pixels;
  const rgb = Buffer.allocUnsafe(CARD_WIDTH * CARD_HEIGHT * 3);
  for (let i = 0, o = 0; i < rgba.length; i += 4, o += 3) {
    rgb[o] = rgba[i]!;
    rgb[o + 1] = rgba[i + 1]!;
    rgb[o + 2] = rgba[i + 2]!;
  }
  return rgb;
}

/** A drawn layer: premultiplied RGBA pixels placed at (left, top) on the card. */
export interface Layer {
  pixels: Uint8Array;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The price badge (ink text on an accent pill) with its top left at (left, top), rendered by resvg on its own transparent layer. */
export function badgeLayer(price: string, left: number, top: number, bold: Typeface): Layer {
  const line = normalLineHeight(bold, BADGE.size);
  // The layer is whole pixels; the badge keeps its fractional place inside it.
  const x = Math.floor(left);
  const y = Math.floor(top);
  const [dx, dy] = [left - x, top - y];
  const textLeft = dx + BADGE.paddingX;
  const text = textPath(bold, price, BADGE.size, textLeft, dy + BADGE.paddingY + baselineOf(bold, BADGE.size, line));
  const width = text.end - textLeft + BADGE.paddingX * 2;
  const height = line + BADGE.paddingY * 2;
  const layerWidth = Math.ceil(dx + width);
  const layerHeight = Math.ceil(dy + height);
  const image = new Resvg(
    svg(layerWidth, layerHeight, `<rect x="${dx}" y="${dy}" width="${width}" height="${height}" rx="${height / 2}" fill="${THEME.accent}"/><path fill="${THEME.ink}" d="${text.d}"/>`),
    { font: { loadSystemFonts: false } },
  ).render();
  return { pixels: image.pixels, left: x, top: y, width: image.width, height: image.height };
}
