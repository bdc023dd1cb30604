import { z } from 'zod';
import { internalHref, nonEmpty, uniqueBy } from './common.ts';

/** One entry of the tag-to-service map. */
export const tagServiceSchema = z.strictObject({
  /** Lower-case fragments; a post tag matches when one of its words starts with a fragment ("Web Hosting" matches hosting). */
  patterns: z.array(z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'expected a lower-case fragment like hosting or e-commerce')).min(1),
  /** The service's name in the post's 'Relevant Services' box. */
  label: nonEmpty,
  /** The service's page. */
  link: internalHref,
});
export type TagService = z.infer<typeof tagServiceSchema>;

/** `content/tag-services.yaml`: which services a blog post recommends, from its tags. */
export const tagServicesSchema = z.strictObject({
  /** Ordered: entries are tried top to bottom, at most 3 are shown, each link once. */
  services: z.array(tagServiceSchema).min(1).superRefine(uniqueBy((entry) => entry.link, 'link')),
});
export type TagServices = z.infer<typeof tagServicesSchema>;
