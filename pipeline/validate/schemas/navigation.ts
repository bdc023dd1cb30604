import { z } from 'zod';
import { internalHref, linkSchema, nonEmpty } from './common.ts';

/** A header link to a page of the site. */
const navLinkSchema = z.strictObject({
  /** The link text. */
  label: nonEmpty,
  /** Site path; hash links (/#about) are active only on the home page with that hash. */
  href: internalHref,
});
export type NavLink = z.infer<typeof navLinkSchema>;

/** A header dropdown: its entry is active on any of its links' paths. */
export interface NavMenu {
  label: string;
  children: NavLink[];
}
export type NavItem = NavLink | NavMenu;

/** A header entry: a link (`href`) or a dropdown (`children`), not both. */
const navItemSchema = z
  .strictObject({
    /** The entry's text. */
    label: nonEmpty,
    /** Where a plain link goes. */
    href: internalHref.optional(),
    /** The dropdown's links, in order. */
    children: z.array(navLinkSchema).min(1, 'a dropdown needs at least one link').optional(),
  })
  .transform((item, ctx): NavItem => {
    if (item.href !== undefined && item.children === undefined) return { label: item.label, href: item.href };
    if (item.children !== undefined && item.href === undefined) return { label: item.label, children: item.children };
    ctx.addIssue({ code: 'custom', message: 'give either href (a link) or children (a dropdown), not both' });
    return z.NEVER;
  });

/** A titled column of footer links. */
const footerGroupSchema = z.strictObject({
  /** The column's heading. */
  heading: nonEmpty,
  /** Its links: site paths or external sites of site.yaml. */
  links: z.array(linkSchema).min(1, 'expected at least one link'),
});

/** `content/navigation.yaml`: header and footer links and their fixed labels. */
export const navigationSchema = z.strictObject({
  /** Header links, left to right. */
  main: z.array(navItemSchema).min(1),
  /** Text of the header call button (the number comes from site.yaml). */
  callLabel: nonEmpty,
  /** The call button's label in the mobile menu. */
  mobileCallLabel: nonEmpty,
  /** Accessible name of the mobile menu button. */
  menuToggleLabel: nonEmpty,
  /** Accessible name of the scroll-to-top button. */
  scrollTopLabel: nonEmpty,
  /** The first link of every page, shown on keyboard focus: jumps past the header to the page's content. */
  skipLinkLabel: nonEmpty,
  /** The footer. */
  footer: z.strictObject({
    /** A sentence or two under the brand mark. */
    blurb: nonEmpty,
    /** Link columns, left to right. */
    groups: z.array(footerGroupSchema).min(1),
    /** Heading of the contact column (phone and e-mail from site.yaml). */
    contactHeading: nonEmpty,
    /** Heading above the social icons. */
    socialHeading: nonEmpty,
    /** Copyright text; the page puts "© <year> " before it. */
    copyright: nonEmpty,
  }),
});

export type Navigation = z.infer<typeof navigationSchema>;
