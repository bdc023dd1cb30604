import { collectGarbage } from './collect-garbage.ts';
import { prepareCardTools } from './render-card.ts';
import { createCardQueue, type CardJob } from './render-cards.ts';

/**
 * The card process (card-process.ts, started from process-entry.mjs). It
 * starts with the build and draws the glyph sets while the build loads
 * (they depend on the fonts alone), renders the early cards it is sent
 * while the content loads, then the build's list of missing cards, and
 * answers how many it rendered.
 */
export type CardMessage = { type: 'early'; job: CardJob } | { type: 'job'; job: CardJob };
/** The card process's answer: its count once the job is done, or why it could not do it. */
export type CardReply = { rendered: number } | { error: string };

const reply = (message: CardReply) => process.send!(message);

const tools = prepareCardTools();
// Before any message is handled (they wait in the channel meanwhile).
tools.sets.warm();
collectGarbage();
const queue = createCardQueue(tools);

process.on('message', (message: CardMessage) => {
  queue.add(message.job);
  if (message.type === 'job') {
    queue.finish().then(
      (rendered) => reply({ rendered }),
      (error: unknown) => reply({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
  }
});
