import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';

/*
 * /website-packages, and the rule that every price shown comes from the
 * content: each package price in the YAML appears on every page that shows
 * that package.
 */

type Link = { label: string; href?: string; contact?: string };
const read = <T>(file: string): T => parse(readFileSync(`content/${file}`, 'utf8')) as T;
const tsh = (amount: number) => amount.toLocaleString('en-US');

const site = read<{ phone: string }>('site.yaml');
const websitePackages = read<{
  packages: { id: string; name: string; priceFrom: number; features: string[] }[];
  quoteLink: Link;
  typicalCost: { min: number; max: number };
  typicalBuildDays: { min: number; max: number };
  page: { facts: { costLabel: string; timeLabel: string }; cta: { actions: Link[] } };
}>('website-packages.yaml');
const designPackages = read<{
  popularLabel: string;
  packages: { id: string; name: string; price: number; popular: boolean; advance: number }[];
  comparison: { feature: string }[];
  ngoPackage: { name: string; price: number };
}>('design-packages.yaml');
const hosting = read<{ plans: { name: string; price: number }[]; addOns: { name: string; price: number }[] }>('hosting.yaml');
const seoPackages = read<{ packages: { name: string; price: number }[] }>('seo-packages.yaml');

const section = (page: Page, id: string) => page.locator(`main section#${id}`);

test.describe('/website-packages', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/website-packages');
    await waitForApp(page);
  });

  test('is a real page with one h1, the three website packages and their "from" prices', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(websitePackages.packages.map((p) => p.name)).toEqual(['Starter', 'Business', 'Ecommerce']);
    const cards = section(page, 'website-packages').locator('article');
    await expect(cards).toHaveCount(3);
    for (const [i, pkg] of websitePackages.packages.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(pkg.name);
      await expect(card).toContainText(`from`);
      await expect(card).toContainText(tsh(pkg.priceFrom));
      await expect(card.locator('li')).toHaveCount(pkg.features.length);
      const quote = card.getByRole('link', { name: websitePackages.quoteLink.label });
      await expect(quote).toHaveAttribute('href', websitePackages.quoteLink.href!);
    }
  });

  test('states the typical cost and build time from the content', async ({ page }) => {
    const facts = section(page, 'website-packages').locator('dl');
    const { typicalCost: cost, typicalBuildDays: days } = websitePackages;
    await expect(facts).toContainText(websitePackages.page.facts.costLabel);
    await expect(facts).toContainText(`TSh ${tsh(cost.min)} to TSh ${tsh(cost.max)}`);
    await expect(facts).toContainText(websitePackages.page.facts.timeLabel);
    await expect(facts).toContainText(`${days.min}-${days.max} days`);
  });

  test('presents the design packages, the NGO package and their comparison with the same components as /website-design', async ({ page }) => {
    const designSection = section(page, 'design-packages');
    const cards = designSection.locator(':scope > div > ul > li > article');
    await expect(cards).toHaveCount(designPackages.packages.length);
    for (const [i, pkg] of designPackages.packages.entries()) {
      await expect(cards.nth(i).getByRole('heading', { level: 3 })).toHaveText(pkg.name);
      await expect(cards.nth(i)).toContainText(tsh(pkg.price));
      await expect(cards.nth(i)).toContainText(`TSh ${tsh(pkg.advance)}`);
    }
    await expect(designSection.locator('article', { hasText: designPackages.ngoPackage.name })).toContainText(tsh(designPackages.ngoPackage.price));
    await expect(designSection.getByText(designPackages.popularLabel, { exact: true }).first()).toBeVisible();

    const table = designSection.getByRole('table');
    await expect(table.locator('thead th[scope="col"]')).toHaveCount(designPackages.packages.length);
    await expect(table.locator('tbody th[scope="row"]')).toHaveCount(5 + designPackages.comparison.length);

    // The same markup as on /website-design.
    const cardHtml = await cards.first().innerHTML();
    await page.goto('/website-design');
    expect(await section(page, 'pricing').locator('article').first().innerHTML()).toBe(cardHtml);
  });

  test('ends with a call to action to the contact form and the phone, without horizontal overflow', async ({ page }) => {
    const cta = page.locator('main section').last();
    await expect(cta.locator('a[href="/#contact"]')).toHaveCount(1);
    await expect(cta.locator(`a[href="tel:${site.phone}"]`)).toHaveCount(1);
    const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
});

test.describe('prices come from the content on every page', () => {
  const pagesShowing: { path: string; prices: number[] }[] = [
    {
      path: '/website-design',
      prices: [...designPackages.packages.map((p) => p.price), designPackages.ngoPackage.price],
    },
    {
      path: '/website-packages',
      prices: [...websitePackages.packages.map((p) => p.priceFrom), ...designPackages.packages.map((p) => p.price), designPackages.ngoPackage.price],
    },
    { path: '/seo-services', prices: seoPackages.packages.map((p) => p.price) },
    { path: '/website-hosting-tanzania', prices: [...hosting.plans.map((p) => p.price), ...hosting.addOns.map((a) => a.price)] },
  ];

  for (const { path, prices } of pagesShowing) {
    test(`${path} shows each of its package prices from the YAML`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      for (const price of prices) expect(html, `${path} TSh ${tsh(price)}`).toContain(tsh(price));
    });
  }
});
