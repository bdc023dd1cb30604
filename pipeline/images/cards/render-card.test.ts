import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARD_HEIGHT, CARD_WIDTH, type CardBrand, type CardText } from '../../compile/seo/social-card.ts';
import { createCanvas } from './card-canvas.ts';
import { createCardRenderer, drawCardText, prepareCardTools } from './render-card.ts';

const brand: CardBrand = { firstName: 'Juma', lastName: 'Mwakyusa', jobTitle: 'Web Developer & Hosting Provider', domain: 'www.example.co.tz', logo: '/images/logo.svg' };
const logo = readFileSync(path.resolve(import.meta.dirname, '../../../content/images/logo.svg'), 'utf8');
const long: CardText = {
  title: 'A very long title that goes on and on about websites, hosting, SEO and e-commerce in Tanzania',
  line: 'An excerpt long enough to be cut after three lines on the card: domains, hosting, design, M-Pesa payments, what a fair price looks like in TSh and what to ask before paying a deposit.',
  lineKind: 'text',
};
const short: CardText = { title: 'Hosting', line: 'From TSh 120,000', lineKind: 'price' };

describe('the card renderer', () => {
  it('draws each card on a clean background, whatever the cards before it drew', async () => {
    const tools = prepareCardTools();
    const busy = await createCardRenderer(brand, logo, tools);
    // More cards than the renderer keeps buffers for, each leaving ink where the next one draws none.
    for (let i = 0; i < 4; i += 1) await busy.render({ ...long, title: `${long.title} ${i}` });
    const afterOthers = await Promise.all([busy.render(short), busy.render(short)]);
    const fresh = await (await createCardRenderer(brand, logo, tools)).render(short);
    expect(afterOthers[0]!.equals(fresh)).toBe(true);
    expect(afterOthers[1]!.equals(fresh)).toBe(true);
  });

  it('gives each card its own bytes when several are asked for at once, and a view of its one buffer when asked for one', async () => {
    const tools = prepareCardTools();
    const renderer = await createCardRenderer(brand, logo, tools);
    const alone = await Promise.all([long, short].map(async (text) => (await createCardRenderer(brand, logo, tools)).render(text)));
    // Both asked for before either is awaited: the second card is coded before the first one's promise is read.
    const together = await Promise.all([renderer.render(long), renderer.render(short)]);
    expect(together[0]!.equals(alone[0]!)).toBe(true);
    expect(together[1]!.equals(alone[1]!)).toBe(true);
    const view = await renderer.renderView(long);
    expect(view.equals(alone[0]!)).toBe(true);
    // The view is the renderer's buffer: the next card writes over it.
    await renderer.renderView(short);
    expect(view.equals(alone[0]!)).toBe(false);
  });

  it('sets every line on the 8-px block grid: a glyph sits at the same height in its blocks on every line (what lets the encoder code its pieces once)', () => {
    const tools = prepareCardTools();
    // A title in each size (up to 36 characters, up to 64, longer), each over two lines or more, and a three-line excerpt.
    const titles = ['Website Design for Tanzanian Firms', 'Website Design and Hosting for Tanzanian Businesses and NGOs', long.title];
    for (const title of titles) {
      const canvas = createCanvas(CARD_WIDTH, 176, CARD_HEIGHT, 2);
      drawCardText(canvas, tools, { ...long, title });
      // Each glyph (its mask): the rows its stamps start on, and their height in the block grid.
      const tops = new Map<Uint8Array, Set<number>>();
      for (const stamp of canvas.stamps) (tops.get(stamp.mask) ?? tops.set(stamp.mask, new Set()).get(stamp.mask)!).add(canvas.top + stamp.top);
      const repeated = [...tops.values()].filter((rows) => rows.size > 1);
      expect(repeated.length, `glyphs on several lines of "${title}"`).toBeGreaterThan(10);
      for (const rows of repeated) expect(new Set([...rows].map((row) => row % 8)).size).toBe(1);
    }
  });
});
