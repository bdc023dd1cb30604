import type { FaqItem } from '../../../pipeline/validate/schemas/faqs';
import { island } from '../../islands/island';
import { Accordion } from '../ui/accordion';

/** A FAQ list as an accordion, the first question open. An island: the questions respond as soon as the page loads. */
export default function FaqAccordion({ items, className }: { items: readonly FaqItem[]; className?: string }) {
  return (
    <Accordion
      className={className}
      defaultOpenId={items[0]?.id ?? null}
      items={items.map((item) => ({ id: item.id, title: item.question, content: <p>{item.answer}</p> }))}
    />
  );
}

export const FaqAccordionIsland = island('faq-accordion', FaqAccordion);
