import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';

/*
 * /services, /website-design and /seo-services. Counts, labels and prices
 * come from the content files, so the tests follow content edits.
 */

type Link = { label: string; href?: string; external?: string; referral?: string; contact?: string };
type Referral = { source: string; medium: string; campaign: string };

const read = <T>(file: string): T => parse(readFileSync(`content/${file}`, 'utf8')) as T;
const site = read<{
  firstName: string;
  lastName: string;
  phone: string;
  phoneDisplay: string;
  email: string;
  external: { hostingBilling: { url: string; referrals: Record<string, Referral> } };
}>('site.yaml');
/** Content text as the site shows it, with the owner's placeholders filled in. */
const fill = (text: string) =>
  text
    .replaceAll('{fullName}', `${site.firstName} ${site.lastName}`)
    .replaceAll('{firstName}', site.firstName)
    .replaceAll('{lastName}', site.lastName)
    .replaceAll('{phoneDisplay}', site.phoneDisplay)
    .replaceAll('{email}', site.email);
const tsh = (amount: number) => amount.toLocaleString('en-US');
/** Content text as a pattern: owner placeholders filled, figures the build derives ({designDaysMin} ...) matched loosely. */
const pattern = (text: string) => fill(text).replace(/\s+/g, ' ').trim().replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+?');
const shown = (text: string) => new RegExp(`^${pattern(text)}$`);
const shownWithin = (text: string) => new RegExp(pattern(text));

const services = read<{
  cards: { title: string; features: string[]; link: Link }[];
  claims: { items: { title: string }[] };
  cta: { actions: Link[] };
}>('services.yaml');
const cities = read<{ labelTemplate: string; cities: { name: string; href?: string }[] }>('cities.yaml');
const design = read<{
  services: { cards: { anchor: string; title: string }[] };
  process: { steps: { title: string }[] };
  pricing: { orderLink: Link };
}>('website-design.yaml');
const designPackages = read<{
  popularLabel: string;
  packages: { id: string; name: string; price: number; popular: boolean; advance: number; supportPerMonth: number; deliveryDays: number }[];
  comparison: { feature: string }[];
  ngoPackage: { name: string; price: number; advance: number; discountNote: string };
}>('design-packages.yaml');
const portfolio = read<{ designExamples: { title: string }[] }>('portfolio.yaml');
const faqs = read<Record<'websiteDesign' | 'seoServices', { question: string; answer: string }[]>>('faqs.yaml');
const seo = read<{
  benefits: { items: { title: string }[] };
  areas: { items: { title: string }[] };
  process: { steps: { title: string }[] };
}>('seo.yaml');
const seoPackages = read<{
  popularLabel: string;
  packages: { id: string; name: string; price: number; popular: boolean }[];
  orderLink: Link;
  resultsNote: string;
}>('seo-packages.yaml');

const main = (page: Page) => page.locator('main');
const section = (page: Page, id: string) => page.locator(`main section#${id}`);

async function expectNoHorizontalOverflow(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

function expectReferral(href: string | null, base: string, referral: Referral) {
  const url = new URL(href!);
  expect(`${url.origin}${url.pathname}`).toBe(new URL(base).href.replace(/\?.*$/, ''));
  expect(url.searchParams.get('utm_source')).toBe(referral.source);
  expect(url.searchParams.get('utm_medium')).toBe(referral.medium);
  expect(url.searchParams.get('utm_campaign')).toBe(referral.campaign);
}

/** The text of prerendered HTML with the entities React writes decoded. */
function htmlText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

test.describe('/services', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/services');
    await waitForApp(page);
  });

  test('shows one h1 and the eight service cards, each one link to its target', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const cards = section(page, 'services').locator(':scope > div > ul > li');
    await expect(cards).toHaveCount(services.cards.length);
    expect(services.cards).toHaveLength(8);
    for (const [i, card] of services.cards.entries()) {
      const item = cards.nth(i);
      await expect(item.getByRole('heading', { level: 3 })).toContainText(card.title);
      for (const feature of card.features) await expect(item.getByText(shown(feature))).toBeVisible();
      const link = item.getByRole('link');
      await expect(link).toHaveCount(1);
      const href = await link.getAttribute('href');
      if (card.link.href) {
        expect(href).toBe(card.link.href);
        await expect(link).not.toHaveAttribute('target');
      } else {
        expectReferral(href, site.external.hostingBilling.url, site.external.hostingBilling.referrals[card.link.referral!]!);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
    }
    // The spec's seven targets, then business solutions.
    const targets = services.cards.map((card) => card.link.href ?? card.link.external);
    expect(targets).toEqual([
      '/website-design',
      '/wordpress-development',
      '/responsive-design',
      'hostingBilling',
      '/seo-services',
      '/ecommerce-websites',
      '/website-maintenance',
      '/business-solutions',
    ]);
  });

  test('a whole card is clickable and leads to its page', async ({ page }) => {
    const card = section(page, 'services').locator(':scope > div > ul > li').filter({ hasText: services.cards[4]!.title });
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 12);
    await expect(page).toHaveURL(/\/seo-services$/);
  });

  test('lists the uptime, SSL and backup claims and every city as "Website Design {city}"', async ({ page }) => {
    for (const claim of services.claims.items) {
      await expect(section(page, 'guarantees').getByRole('heading', { name: claim.title })).toBeVisible();
    }
    const claims = services.claims.items.map((c) => c.title).join(' ');
    expect(claims).toMatch(/99\.9%/);
    expect(claims).toMatch(/SSL/);
    expect(claims).toMatch(/Backup/i);

    const items = section(page, 'cities').locator('li');
    await expect(items).toHaveCount(cities.cities.length);
    expect(cities.cities.map((c) => c.name)).toEqual(['Dar es Salaam', 'Arusha', 'Mwanza', 'Zanzibar', 'Dodoma', 'Mbeya', 'Tanga', 'Morogoro']);
    for (const [i, city] of cities.cities.entries()) {
      await expect(items.nth(i)).toHaveText(cities.labelTemplate.replace('{city}', city.name));
      if (city.href) await expect(items.nth(i).getByRole('link')).toHaveAttribute('href', city.href);
    }
  });

  test('the call to action links to the contact form and calls the phone', async ({ page }) => {
    const cta = main(page).locator('section').last();
    await expect(cta.locator('a[href="/#contact"]')).toHaveCount(1);
    await expect(cta.locator(`a[href="tel:${site.phone}"]`)).toHaveText(fill(services.cta.actions.find((a) => a.contact === 'phone')!.label));
    await expectNoHorizontalOverflow(page);
  });
});

test.describe('/website-design', () => {
  test('has the four service cards with their anchors', async ({ page }) => {
    await page.goto('/website-design');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(design.services.cards.map((c) => c.anchor)).toEqual(['wordpress', 'ecommerce', 'responsive', 'maintenance']);
    for (const card of design.services.cards) {
      await expect(page.locator(`#${card.anchor}`).getByRole('heading', { level: 3 })).toHaveText(card.title);
    }
    await expectNoHorizontalOverflow(page);
  });

  for (const [oldPath, anchor] of [
    ['/wordpress-development', 'wordpress'],
    ['/ecommerce-websites', 'ecommerce'],
    ['/responsive-design', 'responsive'],
    ['/website-maintenance', 'maintenance'],
  ] as const) {
    test(`${oldPath} lands on the #${anchor} card, about 80 px below the top`, async ({ page }) => {
      await page.goto(oldPath);
      await expect(page).toHaveURL(new RegExp(`/website-design#${anchor}$`));
      await waitForApp(page);
      const card = page.locator(`#${anchor}`);
      await expect(card).toBeInViewport();
      // Wait for any smooth scroll to settle: two equal readings 150 ms apart.
      const settledTop = async () => {
        const before = (await card.boundingBox())!.y;
        await page.waitForTimeout(150);
        const after = (await card.boundingBox())!.y;
        return before === after ? after : Number.NaN;
      };
      await expect.poll(settledTop, { timeout: 5000 }).toBeGreaterThan(60);
      const top = (await card.boundingBox())!.y;
      expect(top).toBeLessThan(110);
    });
  }

  test('shows the three packages with the spec figures and the NGO package, all from the content', async ({ page }) => {
    await page.goto('/website-design');
    const cards = section(page, 'pricing').locator('article');
    await expect(cards).toHaveCount(designPackages.packages.length);
    for (const [i, pkg] of designPackages.packages.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(pkg.name);
      await expect(card).toContainText(tsh(pkg.price));
      await expect(card).toContainText(`${pkg.deliveryDays} days`);
      await expect(card).toContainText(`TSh ${tsh(pkg.supportPerMonth)} / month`);
      await expect(card).toContainText(`TSh ${tsh(pkg.advance)}`);
      if (pkg.popular) await expect(card).toContainText(designPackages.popularLabel);
      else await expect(card).not.toContainText(designPackages.popularLabel);
      await expect(card.getByRole('link', { name: design.pricing.orderLink.label })).toHaveAttribute('href', design.pricing.orderLink.href!);
    }
    const ngo = section(page, 'ngo');
    await expect(ngo.getByRole('heading', { level: 3 })).toHaveText(designPackages.ngoPackage.name);
    await expect(ngo).toContainText(tsh(designPackages.ngoPackage.price));
    await expect(ngo).toContainText(`TSh ${tsh(designPackages.ngoPackage.advance)}`);
    await expect(ngo).toContainText(designPackages.ngoPackage.discountNote);
  });

  test('the comparison table repeats the package figures, with column and row headers', async ({ page }) => {
    await page.goto('/website-design');
    const table = section(page, 'compare').getByRole('table');
    const columns = table.locator('thead th[scope="col"]');
    await expect(columns).toHaveCount(designPackages.packages.length);
    for (const [i, pkg] of designPackages.packages.entries()) await expect(columns.nth(i)).toContainText(pkg.name);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(5 + designPackages.comparison.length);
    await expect(table.locator('tbody th[scope="row"]')).toHaveCount(5 + designPackages.comparison.length);
    const priceCells = rows.first().locator('td');
    for (const [i, pkg] of designPackages.packages.entries()) await expect(priceCells.nth(i)).toHaveText(`TSh ${tsh(pkg.price)}`);
    const advanceCells = rows.nth(4).locator('td');
    for (const [i, pkg] of designPackages.packages.entries()) await expect(advanceCells.nth(i)).toHaveText(`TSh ${tsh(pkg.advance)}`);
  });

  test('shows three portfolio examples and the three-step process', async ({ page }) => {
    await page.goto('/website-design');
    const examples = section(page, 'portfolio').locator('article');
    await expect(examples).toHaveCount(3);
    for (const [i, example] of portfolio.designExamples.entries()) {
      await expect(examples.nth(i).getByRole('heading', { level: 3 })).toHaveText(example.title);
    }
    const steps = section(page, 'process').locator('ol > li');
    await expect(steps).toHaveCount(3);
    for (const [i, step] of design.process.steps.entries()) await expect(steps.nth(i)).toContainText(step.title);
  });

  test('every FAQ answer is in the prerendered HTML', async ({ request }) => {
    const html = htmlText(await (await request.get('/website-design')).text());
    expect(faqs.websiteDesign).toHaveLength(5);
    for (const item of faqs.websiteDesign) {
      expect(html).toMatch(shownWithin(item.question));
      expect(html).toMatch(shownWithin(item.answer));
    }
  });

  test('the FAQ accordion opens one answer at a time, collapses, and works from the keyboard', async ({ page }) => {
    await page.goto('/website-design');
    await waitForApp(page);
    const faq = section(page, 'faq');
    const triggers = faq.locator('button[aria-expanded]');
    await expect(triggers).toHaveCount(faqs.websiteDesign.length);
    for (const [i, item] of faqs.websiteDesign.entries()) {
      await expect(triggers.nth(i)).toHaveText(shown(item.question));
      const panelId = await triggers.nth(i).getAttribute('aria-controls');
      await expect(faq.locator(`[id="${panelId}"]`)).toHaveAttribute('role', 'region');
    }
    const panel = async (i: number) => faq.locator(`[id="${await triggers.nth(i).getAttribute('aria-controls')}"]`);

    // The first answer starts open.
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(await panel(0)).toBeVisible();

    // Opening another closes it.
    await triggers.nth(2).click();
    await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(await panel(2)).toBeVisible();
    await expect(await panel(2)).toHaveText(shown(faqs.websiteDesign[2]!.answer));
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(await panel(0)).toBeHidden();
    await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(1);

    // The open one collapses.
    await triggers.nth(2).click();
    await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(0);
    await expect(await panel(2)).toBeHidden();

    // Keyboard: Enter and Space toggle, arrows move between questions.
    await triggers.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await expect(triggers.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('End');
    await expect(triggers.nth(faqs.websiteDesign.length - 1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(triggers.nth(faqs.websiteDesign.length - 1)).toHaveAttribute('aria-expanded', 'true');
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(triggers.nth(0)).toBeFocused();
  });

  test('ends with a call to action', async ({ page }) => {
    await page.goto('/website-design');
    const cta = main(page).locator('section').last();
    await expect(cta.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(cta.locator('a[href="/#contact"]')).toHaveCount(1);
  });
});

test.describe('/seo-services', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/seo-services');
    await waitForApp(page);
  });

  test('shows the benefits, four service areas and the four-step process', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(section(page, 'benefits').locator('li h3')).toHaveText(seo.benefits.items.map((b) => b.title));
    expect(seo.areas.items).toHaveLength(4);
    await expect(section(page, 'services').locator(':scope > div > ul > li h3')).toHaveText(seo.areas.items.map((a) => a.title));
    const steps = section(page, 'process').locator('ol > li');
    await expect(steps).toHaveCount(4);
    for (const [i, step] of seo.process.steps.entries()) await expect(steps.nth(i)).toContainText(step.title);
  });

  test('shows the packages as a table on large screens and as cards on small ones', async ({ page }) => {
    const packages = section(page, 'packages');
    const table = packages.getByRole('table');
    const cards = packages.locator('article');
    const large = page.viewportSize()!.width >= 1024;
    if (large) {
      await expect(table).toBeVisible();
      await expect(cards.first()).toBeHidden();
      const columns = table.locator('thead th[scope="col"]');
      await expect(columns).toHaveCount(3);
      const prices = table.locator('tbody tr').first().locator('td');
      for (const [i, pkg] of seoPackages.packages.entries()) {
        await expect(columns.nth(i)).toContainText(pkg.name);
        await expect(prices.nth(i)).toContainText(`TSh ${tsh(pkg.price)}`);
      }
      await expect(table.locator('tfoot a')).toHaveCount(3);
    } else {
      await expect(table).toBeHidden();
      await expect(cards).toHaveCount(3);
      for (const [i, pkg] of seoPackages.packages.entries()) {
        const card = cards.nth(i);
        await expect(card).toBeVisible();
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(pkg.name);
        await expect(card).toContainText(tsh(pkg.price));
        if (pkg.popular) await expect(card).toContainText(seoPackages.popularLabel);
        await expect(card.getByRole('link', { name: seoPackages.orderLink.label })).toHaveAttribute('href', seoPackages.orderLink.href!);
      }
    }
    await expect(packages).toContainText(seoPackages.resultsNote);
    await expectNoHorizontalOverflow(page);
  });

  test('has an FAQ of four with every answer in the prerendered HTML, and a call to action', async ({ page, request }) => {
    const faq = section(page, 'faq');
    await expect(faq.locator('button[aria-expanded]')).toHaveCount(4);
    const html = htmlText(await (await request.get('/seo-services')).text());
    for (const item of faqs.seoServices) expect(html).toMatch(shownWithin(item.answer));
    await faq.locator('button[aria-expanded]').nth(3).click();
    await expect(faq.locator('button[aria-expanded="true"]')).toHaveCount(1);
    const cta = main(page).locator('section').last();
    await expect(cta.locator('a[href="/#contact"]')).toHaveCount(1);
  });
});
