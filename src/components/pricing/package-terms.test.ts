import { describe, expect, it } from 'vitest';
import { dayRangeText, daysText, freeMonthsText, pricePeriod, supportText, tshRangeText, tshText } from './package-terms';

describe('package terms', () => {
  it('formats shillings with thousands separators', () => {
    expect(tshText(1500000)).toBe('TSh 1,500,000');
  });

  it('counts days and free months in the singular and plural', () => {
    expect(daysText(1)).toBe('1 day');
    expect(daysText(14)).toBe('14 days');
    expect(freeMonthsText(1)).toBe('1 month free');
    expect(freeMonthsText(3)).toBe('3 months free');
  });

  it('adds the free months to the support fee only when there are some', () => {
    expect(supportText(20000, 1)).toBe('TSh 20,000 / month (1 month free)');
    expect(supportText(150000, 0)).toBe('TSh 150,000 / month');
  });

  it('writes ranges, collapsing equal ends', () => {
    expect(tshRangeText({ min: 500000, max: 2500000 })).toBe('TSh 500,000 to TSh 2,500,000');
    expect(tshRangeText({ min: 500000, max: 500000 })).toBe('TSh 500,000');
    expect(dayRangeText({ min: 10, max: 21 })).toBe('10-21 days');
    expect(dayRangeText({ min: 7, max: 7 })).toBe('7 days');
  });

  it('shows no period after a one-time fee', () => {
    expect(pricePeriod('year')).toBe('year');
    expect(pricePeriod('one-time')).toBeUndefined();
  });
});
