import { z } from 'zod';
import { heroSchema } from './blocks.ts';
import { linkSchema, nonEmpty } from './common.ts';

/** One part of the notice: a heading and its paragraphs. */
const privacySectionSchema = z.strictObject({
  /** The section's h2. */
  heading: nonEmpty,
  /** Plain paragraphs; `**bold**` works. */
  paragraphs: z.array(nonEmpty).min(1, 'expected at least one paragraph'),
  /** Buttons under the section, e.g. { label: "E-mail {email}", contact: email }. */
  actions: z.array(linkSchema).max(2).optional(),
});

/** `content/privacy.yaml`: the privacy notice at /privacy (its h1 and metadata are pages.yaml's `privacy`). */
export const privacySchema = z.strictObject({
  /** The short notice under the contact form (server-rendered, so it adds no JavaScript). */
  form: z.strictObject({
    /** What is stored, why, for how long, how to ask for deletion: two or three sentences. */
    notice: nonEmpty,
    /** The link to /privacy after it. */
    linkLabel: nonEmpty,
  }),
  /** Eyebrow and lead under the h1 (no buttons needed: actions: []). */
  hero: heroSchema.pick({ eyebrow: true, lead: true, actions: true }),
  /** When the notice last changed (ISO date, e.g. 2026-11-24); shown on the page. */
  updated: z.iso.date('expected an ISO date like 2026-11-24'),
  /** The notice, in order. */
  sections: z.array(privacySectionSchema).min(1, 'expected at least one section'),
});

export type Privacy = z.infer<typeof privacySchema>;
