import { z } from 'zod';

const path = z.string().regex(/^\/[a-z0-9\-/]*$/, 'expected a path like /old-page (lower case, no query or #anchor)');

/** One permanent redirect from an old address to a page of the site. */
export const redirectSchema = z.strictObject({
  /** The old address. It must not be a page of the site. */
  from: path,
  /** Where visitors go instead: a page path, optionally with a #anchor. */
  to: z.string().regex(/^\/[a-z0-9\-/]*(?:#[a-z0-9-]+)?$/, 'expected a page path, optionally with #anchor'),
});

/** `content/redirects.yaml`: old addresses and where they now live (301 on hosts, stub pages elsewhere, replace-navigation in the app). */
export const redirectsSchema = z.strictObject({
  redirects: z.array(redirectSchema),
});

export type Redirect = z.output<typeof redirectSchema>;
