import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { CardBrand, CardText } from '../../compile/seo/social-card.ts';
import { writeFileWholeSync } from '../../write-whole.ts';
import { createCardRenderer, type CardRenderer, type CardTools } from './render-card.ts';

export interface CardJob {
  brand: CardBrand;
  logoSvg: string;
  /** Each card's text and the cache file it goes to. */
  cards: { text: CardText; file: string }[];
}

/**
 * Cards in flight: one. A card is drawn, coded and written on this thread
 * at once, from the renderer's one buffer (renderView), before the next is
 * drawn. (A second in flight only overlapped the rare card sharp encodes
 * whole, one with text in the last, partial MCU row, which no layout puts
 * there.)
 */
const IN_FLIGHT = 1;

/**
 * The card thread's work list (thread-main.ts). Cards come in batches:
 * early ones while the content loads (posts, as each is read), then the
 * build's whole list of missing cards. Each file is rendered once, into the
 * cache (written whole, then renamed, so a cut-off run leaves no half
 * card). The cache is not asked first: early cards come only when it held
 * no card at the start (card-thread.ts), and the build's list names only
 * the cards it lacks (index.ts); a build sharing the cache that wrote the
 * card meanwhile wrote the same bytes. The look-up took about 23 ms of a
 * 1,000-post build's card rendering (a CPU profile, taken while the cards
 * were tried in a process of their own, 61c90d7). `finish()` resolves,
 * once everything added is done, with how many cards were rendered.
 */
export function createCardQueue(tools?: CardTools) {
  const queue: CardJob['cards'] = [];
  const seen = new Set<string>();
  let renderer: Promise<CardRenderer> | undefined;
  let active = 0;
  let rendered = 0;
  let failure: unknown;
  let finished: { resolve: (count: number) => void; reject: (error: unknown) => void } | undefined;

  const folders = new Set<string>();
  const renderOne = async (card: CardJob['cards'][number]) => {
    const jpeg = await (await renderer!).renderView(card.text);
    const folder = path.dirname(card.file);
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
    folders.add(folder);
    // Written on this thread: a card's file is one small write, and each step sent to libuv's pool cost more than the write.
    // Two builds sharing the cache may render the same card at once: each writes its own temporary file (write-whole.ts).
    writeFileWholeSync(card.file, jpeg);
    rendered += 1;
  };
  const pump = () => {
    while (active < IN_FLIGHT && queue.length > 0 && failure === undefined) {
      const card = queue.shift()!;
      active += 1;
      renderOne(card)
        .catch((error: unknown) => (failure ??= error))
        .finally(() => {
          active -= 1;
          pump();
        });
    }
    if (finished && active === 0 && (queue.length === 0 || failure !== undefined)) {
      if (failure !== undefined) finished.reject(failure);
      else finished.resolve(rendered);
    }
  };
  return {
    add(job: CardJob): void {
      renderer ??= createCardRenderer(job.brand, job.logoSvg, tools);
      for (const card of job.cards) {
        if (seen.has(card.file)) continue;
        seen.add(card.file);
        queue.push(card);
      }
      pump();
    },
    finish(): Promise<number> {
      return new Promise((resolve, reject) => {
        finished = { resolve, reject };
        pump();
      });
    },
  };
}
