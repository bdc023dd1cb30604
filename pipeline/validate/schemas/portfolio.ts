import { z } from 'zod';
import { externalUrl, imagePath, nonEmpty, slug, uniqueBy } from './common.ts';

/** A project card of the home page's portfolio. */
export const projectSchema = z.strictObject({
  /** Stable identifier, e.g. serengeti-safari-lodge. */
  id: slug,
  /** The client or project name (card heading and image alt text). */
  title: nonEmpty,
  /** What was built and what it achieved; the card clamps it to two lines. */
  description: nonEmpty,
  /** Screenshot of the site. */
  image: imagePath,
  /** Technology and type chips. */
  tags: z.array(nonEmpty).min(1, 'expected at least one tag'),
  /** Where the client is, e.g. "Arusha, Tanzania". */
  location: nonEmpty,
  /** The live site, opened by 'View Project' in a new tab. */
  url: externalUrl,
});
export type Project = z.infer<typeof projectSchema>;

/** An example in the website-design page's portfolio strip. */
export const designExampleSchema = z.strictObject({
  /** Stable identifier. */
  id: slug,
  /** Client or project name (heading and image alt text). */
  title: nonEmpty,
  /** The kind of site, e.g. "NGO website". */
  category: nonEmpty,
  /** What the site does for its owner. */
  description: nonEmpty,
  /** Screenshot of the site. */
  image: imagePath,
  /** The measurable outcome, e.g. "Online donations up 40% in three months". */
  result: nonEmpty,
});
export type DesignExample = z.infer<typeof designExampleSchema>;

/** `content/portfolio.yaml`: home portfolio projects and the website-design page's examples. */
export const portfolioSchema = z.strictObject({
  /** The six home page projects, in display order. */
  projects: z
    .array(projectSchema)
    .length(6, 'expected exactly 6 projects')
    .superRefine(uniqueBy((project) => project.id, 'id')),
  /** Three examples on /website-design. */
  designExamples: z
    .array(designExampleSchema)
    .length(3, 'expected exactly 3 design examples')
    .superRefine(uniqueBy((example) => example.id, 'id')),
});
export type Portfolio = z.infer<typeof portfolioSchema>;
