import { toSlug } from '../app/route-paths';
import { formatTsh } from '../lib/format';
import type { Collections } from './load/site-content';

type PriceSources = Pick<Collections, 'hosting' | 'designPackages' | 'websitePackages' | 'seoPackages'>;

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
 */
export function pricePlaceholders(c: PriceSources): Record<string, string> {
  const vars: Record<string, string> = {};
  const add = (key: string, amount: number) => (vars[key] = formatTsh(amount));
  for (const plan of c.hosting.plans) add(`price:hosting/${toSlug(plan.name)}`, plan.price);
  for (const addOn of c.hosting.addOns) add(`price:addon/${toSlug(addOn.name)}`, addOn.price);
  for (const pkg of c.designPackages.packages) {
    add(`price:design/${pkg.id}`, pkg.price);
    vars[`days:design/${pkg.id}`] = String(pkg.deliveryDays);
  }
  add('price:design/ngo', c.designPackages.ngoPackage.price);
  for (const pkg of c.seoPackages.packages) add(`price:seo/${pkg.id}`, pkg.price);
  for (const pkg of c.websitePackages.packages) add(`price:website/${pkg.id}`, pkg.priceFrom);

  const design = c.designPackages.packages;
  add('hostingFrom', Math.min(...c.hosting.plans.map((p) => p.price)));
  add('designFrom', Math.min(...design.map((p) => p.price)));
  add('designTo', Math.max(...design.map((p) => p.price)));
  add('supportFrom', Math.min(...design.map((p) => p.supportPerMonth)));
  add('seoFrom', Math.min(...c.seoPackages.packages.map((p) => p.price)));
  add('websiteFrom', Math.min(...c.websitePackages.packages.map((p) => p.priceFrom)));
  add('websiteCostMin', c.websitePackages.typicalCost.min);
  add('websiteCostMax', c.websitePackages.typicalCost.max);
  vars.buildDaysMin = String(c.websitePackages.typicalBuildDays.min);
  vars.buildDaysMax = String(c.websitePackages.typicalBuildDays.max);
  vars.designDaysMin = String(Math.min(...design.map((p) => p.deliveryDays)));
  vars.designDaysMax = String(Math.max(...design.map((p) => p.deliveryDays)));
  return vars;
}
