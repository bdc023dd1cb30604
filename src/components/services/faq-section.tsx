import type { SectionIntro } from '../../../pipeline/validate/schemas/blocks';
import type { FaqItem } from '../../../pipeline/validate/schemas/faqs';
import { FaqAccordionIsland } from './faq-accordion.island';
import { Section } from '../ui/section';
import { introProps } from '../ui/section-intro';

/** A page's FAQ: its questions as an accordion, the first one open. The same list feeds the page's FAQPage JSON-LD. */
export function FaqSection({ intro, items, id = 'faq', className }: { intro: SectionIntro; items: readonly FaqItem[]; id?: string; className?: string }) {
  return (
    <Section id={id} className={className} {...introProps(intro)}>
      <FaqAccordionIsland className="mx-auto max-w-3xl" items={items} />
    </Section>
  );
}
