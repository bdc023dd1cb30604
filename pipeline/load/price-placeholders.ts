import { toSlug } from '../../src/lib/route-paths.ts';
import { formatTsh } from '../../src/lib/format.ts';
import type { Collections } from '../validate/collections.ts';

type PriceSources = Pick<Collections, 'hosting' | 'designPackages' | 'websitePackages' | 'seoPackages'>;
export type PriceSource = keyof PriceSources;

/**
 * Placeholders for prices and delivery times, so prose (titles, descriptions,
 * posts) quotes the same numbers as the price tables: edit a price once in
 * its YAML file and every page follows.
 *
 * - `{price:hosting/economy-5gb}`, `{price:addon/domain-registration}`,
 *   `{price:design/basic}`, `{price:design/ngo}`, `{price:seo/standard}`,
 *   `{price:website/starter}`: one offer's TSh amount, e.g. "65,000".
 * - `{days:design/basic}`: a design package's delivery days.
 * - `{hostingFrom}`, `{designFrom}`, `{designTo}`, `{seoFrom}`, `{websiteFrom}`,
 *   `{supportFrom}`: the lowest (highest) price of a family.
 * - `{websiteCostMin}`, `{websiteCostMax}`, `{buildDaysMin}`, `{buildDaysMax}`,
 *   `{designDaysMin}`, `{designDaysMax}`: the typical ranges.
 *
 * A price file that did not validate is left out: its placeholders are then
 * missing, and `placeholderSource` tells the loader not to report them again.
 */
export function pricePlaceholders(c: Partial<PriceSources>): Record<string, string> {
  const vars: Record<string, string> = {};
  const add = (key: string, amount: number) => (vars[key] = formatTsh(amount));
  if (c.hosting) {
    for (const plan of c.hosting.plans) add(`price:hosting/${toSlug(plan.name)}`, plan.price);
    for (const addOn of c.hosting.addOns) add(`price:addon/${toSlug(addOn.name)}`, addOn.price);
    add('hostingFrom', Math.min(...c.hosting.plans.map((p) => p.price)));
  }
  if (c.designPackages) {
    const design = c.designPackages.packages;
    for (const pkg of design) {
      add(`price:design/${pkg.id}`, pkg.price);
      vars[`days:design/${pkg.id}`] = String(pkg.deliveryDays);
    }
    add('price:design/ngo', c.designPackages.ngoPackage.price);
    add('designFrom', Math.min(...design.map((p) => p.price)));
    add('designTo', Math.max(...design.map((p) => p.price)));
    add('supportFrom', Math.min(...design.map((p) => p.supportPerMonth)));
    vars.designDaysMin = String(Math.min(...design.map((p) => p.deliveryDays)));
    vars.designDaysMax = String(Math.max(...design.map((p) => p.deliveryDays)));
  }
  if (c.seoPackages) {
    for (const pkg of c.seoPackages.packages) add(`price:seo/${pkg.id}`, pkg.price);
    add('seoFrom', Math.min(...c.seoPackages.packages.map((p) => p.price)));
  }
  if (c.websitePackages) {
    for (const pkg of c.websitePackages.packages) add(`price:website/${pkg.id}`, pkg.priceFrom);
    add('websiteFrom', Math.min(...c.websitePackages.packages.map((p) => p.priceFrom)));
    add('websiteCostMin', c.websitePackages.typicalCost.min);
    add('websiteCostMax', c.websitePackages.typicalCost.max);
    vars.buildDaysMin = String(c.websitePackages.typicalBuildDays.min);
    vars.buildDaysMax = String(c.websitePackages.typicalBuildDays.max);
  }
  return vars;
}

const SOURCE_OF_NAME: [RegExp, PriceSource][] = [
  [/^(?:price:(?:hosting|addon)\/|hostingFrom$)/, 'hosting'],
  [/^(?:(?:price|days):design\/|design(?:From|To|DaysMin|DaysMax)$|supportFrom$)/, 'designPackages'],
  [/^(?:price:seo\/|seoFrom$)/, 'seoPackages'],
  [/^(?:price:website\/|websiteFrom$|websiteCost(?:Min|Max)$|buildDays(?:Min|Max)$)/, 'websitePackages'],
];

/** The price file a placeholder name takes its value from (`{hostingFrom}` → hosting), if it names one. */
export function placeholderSource(name: string): PriceSource | undefined {
  return SOURCE_OF_NAME.find(([pattern]) => pattern.test(name))?.[1];
}
