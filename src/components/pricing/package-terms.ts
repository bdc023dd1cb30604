import type { WebsiteDesign } from '../../../pipeline/validate/schemas/website-design';
import { formatTsh } from '../../lib/format';

/*
 * How package figures read on cards and in tables, in one place so the
 * cards, the terms lists and the comparison table always agree.
 */

/** Labels of the package figures (price, pages, delivery, support, advance), from website-design.yaml. */
export type TermLabels = WebsiteDesign['pricing']['labels'];

/** "TSh 750,000" */
export function tshText(amount: number): string {
  return `TSh ${formatTsh(amount)}`;
}

/** "7 days", "1 day" */
export function daysText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** "1 month free", "3 months free" */
export function freeMonthsText(months: number): string {
  return `${months} ${months === 1 ? 'month' : 'months'} free`;
}

/** "TSh 20,000 / month", with "(1 month free)" when free months apply. */
export function supportText(perMonth: number, freeMonths: number): string {
  const fee = `${tshText(perMonth)} / month`;
  return freeMonths > 0 ? `${fee} (${freeMonthsText(freeMonths)})` : fee;
}

/** "TSh 500,000 to TSh 2,500,000" */
export function tshRangeText(range: { min: number; max: number }): string {
  return range.min === range.max ? tshText(range.min) : `${tshText(range.min)} to ${tshText(range.max)}`;
}

/** "10-21 days" */
export function dayRangeText(range: { min: number; max: number }): string {
  return range.min === range.max ? daysText(range.min) : `${range.min}-${range.max} days`;
}

/** What a content period reads as after a price: "year", "month", or nothing for a one-time fee. */
export function pricePeriod(period: 'year' | 'month' | 'one-time'): string | undefined {
  return period === 'one-time' ? undefined : period;
}
