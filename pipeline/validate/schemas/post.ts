import { z } from 'zod';
import { parseContentDate } from '../../../src/lib/dates.ts';
import { locationName, shareImagePath } from './common.ts';

/** Front matter of a blog post, `content/posts/<slug>.md`. */
export const postFrontMatterSchema = z.strictObject({
  /** Unique number; also orders posts with the same date. */
  id: z.number({ error: 'expected a whole number' }).int('expected a whole number').positive('expected a positive number'),
  /** Title shown as the page's h1 and in lists; also the `<title>` prefix. */
  title: z.string().trim().min(3, 'expected a title of at least 3 characters').max(120, 'keep titles under 120 characters'),
  /** Address part after /blog/; defaults to the file name. Lower-case words joined by hyphens. */
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected lower-case words joined by hyphens, e.g. fast-hosting')
    .optional(),
  /** One or two sentences: the card text, the meta description and the 'In this article' box. */
  excerpt: z.string().trim().min(20, 'expected an excerpt of at least 20 characters').max(300, 'keep excerpts under 300 characters'),
  /** Local image path under /images/, shown on the card and the post. */
  image: z.string().regex(/^\/images\/[\w./-]+\.(?:jpe?g|png|webp|avif|svg)$/, 'expected a local image path like /images/blog/post.jpg'),
  /** Sharing image (og:image) instead of the post's generated card; its size is read from the file. */
  ogImage: shareImagePath.optional(),
  /** What `ogImage` shows, for people who cannot see it (og:image:alt); the post's title when absent. */
  ogImageAlt: z.string().trim().min(2, 'expected a short description of the image').optional(),
  /** The place the post is about, e.g. "Arusha, Tanzania": geo.placename and the article's JSON-LD place. */
  location: locationName.optional(),
  /** Publication date: `2024-01-15` or `May 10, 2025`. Normalised to ISO. */
  date: z
    .union([z.string(), z.date()])
    .transform((value, ctx) => {
      const iso = parseContentDate(value);
      if (!iso) {
        ctx.addIssue({ code: 'custom', message: "expected an ISO date or 'May 10, 2025'" });
        return z.NEVER;
      }
      return iso;
    }),
  /** Author's name; `{fullName}` takes the owner's name from site.yaml. */
  author: z.string().trim().min(2, 'expected the author name'),
  /** Topics; posts sharing a tag are related, and tags pick the 'Relevant Services'. */
  tags: z.array(z.string().trim().min(1, 'expected a tag')).min(1, 'expected at least one tag'),
  /** Minutes to read; computed from the word count when absent. */
  readTime: z.number().int('expected whole minutes').min(1).max(60).optional(),
  /** Drafts show in `npm run dev` only, never in a build. */
  draft: z.boolean().optional(),
});

export type PostFrontMatter = z.output<typeof postFrontMatterSchema>;
