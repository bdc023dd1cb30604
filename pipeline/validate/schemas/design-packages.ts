import { z } from 'zod';
import { checkComparison, comparisonRowSchema } from './blocks.ts';
import { nonEmpty, slug, tsh, uniqueBy } from './common.ts';

const days = z.number().int('expected whole days').positive('expected at least one day');
const months = z.number().int('expected whole months').nonnegative('expected 0 or more months');

/** A website design package (pricing card and comparison column). */
export const designPackageSchema = z.strictObject({
  /** Stable identifier, also the comparison column key, e.g. standard. */
  id: slug,
  /** Name as shown, e.g. BASIC. */
  name: nonEmpty,
  /** One-off price in TSh. */
  price: tsh,
  /** Shows the 'Most Popular' badge. */
  popular: z.boolean(),
  /** One line on who the package suits. */
  description: nonEmpty,
  /** Number of pages as shown, e.g. "1-10 pages". */
  pages: nonEmpty,
  /** Delivery time in days. */
  deliveryDays: days,
  /** Support fee in TSh per month once the free months are over. */
  supportPerMonth: tsh,
  /** Months of support included free after launch. */
  freeSupportMonths: months,
  /** Advance payment in TSh before work starts. */
  advance: tsh,
  /** Feature lines of the card; `**bold**` marks the key words. */
  features: z.array(nonEmpty).min(1),
});
export type DesignPackage = z.infer<typeof designPackageSchema>;

/** The discounted package for registered NGOs. */
const ngoPackageSchema = z.strictObject({
  /** Name as shown. */
  name: nonEmpty,
  /** One-off price in TSh. */
  price: tsh,
  /** The discount claim, e.g. '50% off standard pricing'. */
  discountNote: nonEmpty,
  /** One or two sentences on what is included. */
  description: nonEmpty,
  /** Number of pages as shown, e.g. "Up to 20 pages". */
  pages: nonEmpty,
  /** Delivery time in days. */
  deliveryDays: days,
  /** Months of support included free after launch. */
  freeSupportMonths: months,
  /** Advance payment in TSh. */
  advance: tsh,
  /** Feature lines; `**bold**` allowed. */
  features: z.array(nonEmpty).min(1),
  /** Who qualifies. */
  eligibility: nonEmpty,
});
export type NgoPackage = z.infer<typeof ngoPackageSchema>;

/** `content/design-packages.yaml`: BASIC, STANDARD and PREMIUM, their comparison rows, and the NGO package. */
export const designPackagesSchema = z
  .strictObject({
    /** Badge on the popular package, e.g. 'Most Popular'. */
    popularLabel: nonEmpty,
    /** The three packages, cheapest first. */
    packages: z.array(designPackageSchema).length(3, 'expected exactly 3 packages').superRefine(uniqueBy((p) => p.id, 'id')),
    /**
     * Feature rows of the comparison table. The table's first rows (price, pages,
     * delivery, support, advance) are built from each package's own fields.
     */
    comparison: z.array(comparisonRowSchema).min(1),
    /** The NGO package section. */
    ngoPackage: ngoPackageSchema,
  })
  .superRefine((data, ctx) => {
    const ids = data.packages.map((p) => p.id);
    data.packages.forEach((p, i) => {
      if (p.advance > p.price) ctx.addIssue({ code: 'custom', path: ['packages', i, 'advance'], message: 'the advance cannot exceed the price' });
    });
    if (data.packages.filter((p) => p.popular).length > 1) {
      ctx.addIssue({ code: 'custom', path: ['packages'], message: 'at most one package can be popular' });
    }
    checkComparison(ids, data.comparison, ctx, ['comparison']);
    if (data.ngoPackage.advance > data.ngoPackage.price) {
      ctx.addIssue({ code: 'custom', path: ['ngoPackage', 'advance'], message: 'the advance cannot exceed the price' });
    }
  });

export type DesignPackages = z.infer<typeof designPackagesSchema>;
