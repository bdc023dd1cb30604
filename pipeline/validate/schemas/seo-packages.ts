import { z } from 'zod';
import { checkComparison, comparisonRowSchema } from './blocks.ts';
import { linkSchema, nonEmpty, period, slug, tsh, uniqueBy } from './common.ts';

/** A monthly SEO package (card on small screens, column of the table on large ones). */
export const seoPackageSchema = z.strictObject({
  /** Stable identifier, also the comparison column key. */
  id: slug,
  /** Name as shown, e.g. Standard. */
  name: nonEmpty,
  /** Price in TSh per `period`. */
  price: tsh,
  /** How often the price is paid (month). */
  period,
  /** Shows the 'Most Popular' badge. */
  popular: z.boolean(),
  /** One line on who it suits. */
  description: nonEmpty,
  /** Feature lines of the card; `**bold**` allowed. */
  features: z.array(nonEmpty).min(1),
});
export type SeoPackage = z.infer<typeof seoPackageSchema>;

/** `content/seo-packages.yaml`: the three SEO packages, their comparison rows and the results disclaimer. */
export const seoPackagesSchema = z
  .strictObject({
    /** Badge on the popular package, e.g. 'Most Popular'. */
    popularLabel: nonEmpty,
    /** The three packages, cheapest first. */
    packages: z.array(seoPackageSchema).length(3, 'expected exactly 3 packages').superRefine(uniqueBy((p) => p.id, 'id')),
    /** Rows of the comparison table (the price row is built from `price`). */
    comparison: z.array(comparisonRowSchema).min(1),
    /** Each package's button. */
    orderLink: linkSchema,
    /** Honest expectations shown under the packages, e.g. 'Results take 3-6 months; no ranking is guaranteed'. */
    resultsNote: nonEmpty,
  })
  .superRefine((data, ctx) => {
    if (data.packages.filter((p) => p.popular).length > 1) {
      ctx.addIssue({ code: 'custom', path: ['packages'], message: 'at most one package can be popular' });
    }
    checkComparison(data.packages.map((p) => p.id), data.comparison, ctx, ['comparison']);
  });
export type SeoPackages = z.infer<typeof seoPackagesSchema>;
