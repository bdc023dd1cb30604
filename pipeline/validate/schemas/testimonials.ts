import { z } from 'zod';
import { imagePath, nonEmpty, slug, stars, uniqueBy } from './common.ts';

/** A client testimonial in a home page carousel. */
export const testimonialSchema = z.strictObject({
  /** Stable identifier, e.g. amina-juma. */
  id: slug,
  /** The client's name; its first letters are the avatar's fallback. */
  name: nonEmpty,
  /** Role and organisation, e.g. "Director, Mama Afya Foundation". */
  position: nonEmpty,
  /** The testimonial, in `language`. */
  content: nonEmpty,
  /** Portrait; without one (or if it fails to load) the avatar shows initials. */
  image: imagePath.optional(),
  /** The client's city or region, e.g. Arusha. */
  company: nonEmpty,
  /** Which carousel shows it: en (English) or sw (Swahili). */
  language: z.enum(['en', 'sw'], { error: "expected 'en' or 'sw'" }),
  /** Star rating. */
  stars,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** `content/testimonials.yaml`: twelve testimonials, six English and six Swahili. */
export const testimonialsSchema = z.strictObject({
  /** All testimonials; each carousel keeps this order. */
  testimonials: z
    .array(testimonialSchema)
    .length(12, 'expected exactly 12 testimonials')
    .superRefine(uniqueBy((t) => t.id, 'id'))
    .superRefine((list, ctx) => {
      for (const language of ['en', 'sw'] as const) {
        const count = list.filter((t) => t.language === language).length;
        if (count !== 6) ctx.addIssue({ code: 'custom', message: `expected 6 testimonials in '${language}', found ${count}` });
      }
    }),
});
export type Testimonials = z.infer<typeof testimonialsSchema>;
