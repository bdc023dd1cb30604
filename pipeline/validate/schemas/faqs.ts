import { z } from 'zod';
import { nonEmpty, slug, uniqueBy } from './common.ts';

/** One question of an FAQ accordion (also the page's FAQPage JSON-LD). */
export const faqItemSchema = z.strictObject({
  /** Stable identifier, unique in its list, e.g. payment-methods. */
  id: slug,
  /** The question, as the accordion's button. */
  question: nonEmpty,
  /** The answer, shown when open; plain text. */
  answer: nonEmpty,
});
export type FaqItem = z.infer<typeof faqItemSchema>;

const faqList = (count: number) =>
  z
    .array(faqItemSchema)
    .length(count, `expected exactly ${count} questions`)
    .superRefine(uniqueBy((item) => item.id, 'id'));

/** `content/faqs.yaml`: FAQ lists keyed by the page id (pages.yaml) that shows them. */
export const faqsSchema = z.strictObject({
  /** /website-design: five questions. */
  websiteDesign: faqList(5),
  /** /seo-services: four questions. */
  seoServices: faqList(4),
});
export type Faqs = z.infer<typeof faqsSchema>;
