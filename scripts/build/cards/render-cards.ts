import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CardBrand, CardText } from '../../../src/content/seo/social-card';
import { mapBounded } from '../images/bounded';
import { createCardRenderer, type CardTools } from './render-card';

export interface CardJob {
  brand: CardBrand;
  logoSvg: string;
  /** Each card's text and the cache file it goes to. */
  cards: { text: CardText; file: string }[];
}

/**
 * Renders every card of the job into its cache file (written whole, then
 * renamed, so a cut-off run leaves no half card). Two cards are in flight:
 * while sharp encodes one off this thread, the next one is drawn.
 */
export async function renderCards(job: CardJob, tools?: CardTools): Promise<number> {
  if (job.cards.length === 0) return 0;
  const renderer = await createCardRenderer(job.brand, job.logoSvg, tools);
  await mkdir(path.dirname(job.cards[0]!.file), { recursive: true });
  await mapBounded(job.cards, 2, async (card) => {
    const jpeg = await renderer.render(card.text);
    // Unique per writer: two builds sharing the cache may render the same card at once.
    const temporary = `${card.file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, jpeg);
    await rename(temporary, card.file);
  });
  return job.cards.length;
}
