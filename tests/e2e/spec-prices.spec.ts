import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Every price the spec lists, on every page that sells it, written here as
 * the spec writes it: an oracle that neither the content files nor the code
 * that fills in price placeholders computes. A wrong mapping (a plan shown
 * with another plan's price, a placeholder filled from the wrong file) fails.
 */
const hostingPlans = { 'Economy 5GB': '65,000', 'Economy 10GB': '85,000', 'Economy 15GB': '110,000' };
const addOns = { 'Domain Registration': '40,000', 'Website Migration': '25,000', 'Daily Backups': '15,000', 'Priority Support': '10,000' };
const designPackages = { BASIC: '750,000', STANDARD: '1,500,000', PREMIUM: '2,500,000', 'NGO Package': '550,000' };
const websitePackages = { Starter: '650,000', Business: '1,200,000', Ecommerce: '1,800,000' };
const seoPackages = { Basic: '300,000', Standard: '600,000', Premium: '1,200,000' };

const pagesAndPrices: [string, Record<string, string>][] = [
  ['/', hostingPlans],
  ['/website-hosting-tanzania', { ...hostingPlans, ...addOns }],
  ['/website-design', designPackages],
  ['/website-packages', { ...websitePackages, ...designPackages }],
  ['/seo-services', seoPackages],
  ['/web-developer-tanzania', websitePackages],
];

/** The smallest element around a package's name that shows a price: its card, box or table. */
const priceBoxOf = (name: Locator) => name.locator('xpath=ancestor::*[.//*[starts-with(normalize-space(text()), "TSh")]][1]');

for (const [path, prices] of pagesAndPrices) {
  test(`${path} shows the spec's prices on the right cards`, async ({ page }) => {
    await page.goto(path);
    for (const [name, amount] of Object.entries(prices)) {
      // A card's heading where the page has cards; a comparison table's column header where it has a table instead.
      const headings = page.locator('main').getByRole('heading', { name, exact: true });
      const names = (await headings.count()) > 0 ? headings : page.locator('main').getByText(name, { exact: true }).locator('visible=true');
      expect(await names.count(), `${name} on ${path}`).toBeGreaterThan(0);
      // innerText, not textContent: the amount's digits must not run on into the next line's ("750,000" then "1-10 pages").
      for (const one of await names.all()) expect(await priceBoxOf(one).innerText(), `${name} on ${path}`).toMatch(new RegExp(`TSh\\s*${amount}(?!\\d)`));
    }
  });
}

test('the home page quotes the cheapest plan and leaves no placeholder unfilled', async ({ page }) => {
  await page.goto('/');
  const text = await page.locator('main').innerText();
  expect(text).toContain('65,000');
  expect(text).not.toMatch(/\{[a-z]+(:[a-z/0-9-]+)?\}/i);
});
