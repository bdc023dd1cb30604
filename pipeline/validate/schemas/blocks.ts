import { z } from 'zod';
import { iconName, imagePath, linkSchema, nonEmpty, slug } from './common.ts';

/*
 * Building blocks several pages share: a hero, a section intro, cards,
 * steps, a call to action. A page's h1 is not here: it is the page's
 * `heading` in pages.yaml, so titles and headings are edited in one place.
 */

/** The top of a page, under its h1. */
export const heroSchema = z.strictObject({
  /** Short line above the h1 (e.g. "Web Developer in Dar es Salaam"). */
  eyebrow: nonEmpty.optional(),
  /** One or two sentences under the h1. */
  lead: nonEmpty,
  /** The hero's buttons, first one primary. */
  actions: z.array(linkSchema).max(3, 'keep the hero to at most 3 buttons'),
  /** Picture beside the text (wide screens). */
  image: imagePath.optional(),
  /** Describes `image` for screen readers. */
  imageAlt: nonEmpty.optional(),
});
export type Hero = z.infer<typeof heroSchema>;

/** The heading of a section and the sentence under it. */
export const sectionIntroSchema = z.strictObject({
  /** Small label above the heading. */
  eyebrow: nonEmpty.optional(),
  /** The section's h2. */
  heading: nonEmpty,
  /** A sentence or two under the heading. */
  intro: nonEmpty.optional(),
});
export type SectionIntro = z.infer<typeof sectionIntroSchema>;

/** An icon, a title and a short text: benefits, features, reasons. */
export const featureCardSchema = z.strictObject({
  /** Icon shown above the title. */
  icon: iconName,
  /** The card's h3. */
  title: nonEmpty,
  /** One to three sentences. */
  description: nonEmpty,
});
export type FeatureCard = z.infer<typeof featureCardSchema>;

/** One step of a numbered process (the number is added by the page). */
export const stepSchema = z.strictObject({
  /** The step's h3, e.g. "Plan Selection". */
  title: nonEmpty,
  /** What happens in this step. */
  description: nonEmpty,
  /** Optional icon beside the number. */
  icon: iconName.optional(),
});
export type Step = z.infer<typeof stepSchema>;

/** A closing band: heading, a line of text and buttons. */
export const ctaSchema = z.strictObject({
  /** The band's h2. */
  heading: nonEmpty,
  /** One or two sentences. */
  text: nonEmpty,
  /** Buttons, first one primary. */
  actions: z.array(linkSchema).min(1, 'expected at least one button').max(3, 'keep to at most 3 buttons'),
});
export type Cta = z.infer<typeof ctaSchema>;

/** A figure and what it counts: "50+" / "Websites delivered". */
export const statSchema = z.strictObject({
  /** The figure as shown, e.g. "50+" or "99.9%". */
  value: nonEmpty,
  /** What the figure counts. */
  label: nonEmpty,
});
export type Stat = z.infer<typeof statSchema>;

/** A quotation with who said it. */
export const quoteSchema = z.strictObject({
  /** The quoted words, without quotation marks. */
  text: nonEmpty,
  /** Who said it, e.g. "{fullName}" or "Neema K., Arusha". */
  attribution: nonEmpty,
});
export type Quote = z.infer<typeof quoteSchema>;

/** One feature row of a package comparison table: a value per package id (true/false shows a tick or a dash). */
export const comparisonRowSchema = z.strictObject({
  /** The row's label. */
  feature: nonEmpty,
  /** Per package id: true, false or a short text such as "Up to 50". */
  values: z.record(slug, z.union([z.boolean(), nonEmpty], { error: 'expected true, false or a short text' })),
});
export type ComparisonRow = z.infer<typeof comparisonRowSchema>;

/** Reports comparison rows that miss a package or name an unknown one. */
export function checkComparison(ids: readonly string[], rows: readonly ComparisonRow[], ctx: z.RefinementCtx, at: PropertyKey[]): void {
  rows.forEach((row, i) => {
    const keys = Object.keys(row.values);
    const missing = ids.filter((id) => !keys.includes(id));
    const unknown = keys.filter((key) => !ids.includes(key));
    if (missing.length > 0) ctx.addIssue({ code: 'custom', path: [...at, i, 'values'], message: `missing a value for ${missing.join(', ')}` });
    if (unknown.length > 0) ctx.addIssue({ code: 'custom', path: [...at, i, 'values'], message: `no package has the id ${unknown.join(', ')}` });
  });
}
