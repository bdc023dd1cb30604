import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';

/* /website-hosting-tanzania, checked against hosting.yaml and site.yaml. */

type Link = { label: string; href?: string; external?: 'hostingBilling' | 'hostingStore'; referral?: string };
type Referral = { source: string; medium: string; campaign: string };
const read = <T>(file: string): T => parse(readFileSync(`content/${file}`, 'utf8')) as T;
const tsh = (amount: number) => amount.toLocaleString('en-US');
/** Content text as a pattern; placeholders the build fills ({hostingFrom} ...) match loosely. */
const shown = (text: string) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+?')}$`);

const site = read<{
  external: {
    hostingBilling: { url: string; referrals: Record<string, Referral> };
    hostingStore: { url: string; currency: string; referrals: Record<string, Referral> };
  };
}>('site.yaml');
const pages = read<{ websiteHostingTanzania: { heading: string; breadcrumbs: { name: string; path: string }[] } }>('pages.yaml');
const hosting = read<{
  popularLabel: string;
  popularPlan: string;
  plans: { name: string; price: number; features: string[] }[];
  addOns: { name: string; price: number }[];
  testimonials: { stars: number; title: string; attribution: string }[];
  page: {
    hero: { actions: Link[] };
    features: { title: string }[];
    popularSummary: { actions: Link[] };
    anchors: { label: string; href: string }[];
    plansSection: { orderLabel: string };
    steps: { title: string }[];
    cta: { actions: Link[] };
  };
}>('hosting.yaml');
const { page: copy } = hosting;

const section = (page: Page, id: string) => page.locator(`main section#${id}`);

/** Checks a link to the billing site or store: address, this page's referral parameters, new tab. */
async function expectExternal(link: Locator, content: Link) {
  const target = site.external[content.external!];
  const href = new URL((await link.getAttribute('href'))!);
  expect(`${href.origin}${href.pathname}`).toBe(new URL(target.url).href);
  const referral = target.referrals[content.referral!]!;
  expect(content.referral).toBe('hostingTanzania');
  expect(href.searchParams.get('utm_source')).toBe(referral.source);
  expect(href.searchParams.get('utm_medium')).toBe(referral.medium);
  expect(href.searchParams.get('utm_campaign')).toBe(referral.campaign);
  if ('currency' in target) expect(href.searchParams.get('currency')).toBe(target.currency);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
}

const button = (scope: Locator | Page, label: string) => scope.getByRole('link', { name: label });

test.beforeEach(async ({ page }) => {
  await page.goto('/website-hosting-tanzania');
  await waitForApp(page);
});

test('has the breadcrumb Home > Services > page and one h1', async ({ page }) => {
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li > a, li > [aria-current="page"]');
  await expect(trail).toHaveText(pages.websiteHostingTanzania.breadcrumbs.map((b) => b.name));
  await expect(trail.first()).toHaveAttribute('href', '/');
  await expect(trail.nth(1)).toHaveAttribute('href', '/services');
  expect(pages.websiteHostingTanzania.breadcrumbs.map((b) => b.path)).toEqual(['/', '/services', '/website-hosting-tanzania']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.websiteHostingTanzania.heading);
});

test('hero buttons: plans on the billing site in a new tab, and a jump to the plan cards', async ({ page }) => {
  const [view, compare] = copy.hero.actions;
  expect(view!.label).toBe('View Hosting Plans');
  expect(compare!.label).toBe('Compare Hosting Plans');
  const hero = page.locator('main section').first();
  await expectExternal(button(hero, view!.label), view!);
  await expect(button(hero, compare!.label)).toHaveAttribute('href', '#plans');
  await button(hero, compare!.label).click();
  await expect(page).toHaveURL(/#plans$/);
  await expect(section(page, 'plans').getByRole('heading', { level: 2 })).toBeInViewport();
});

test('shows the four feature cards and the popular-plans summary with its buttons', async ({ page }) => {
  // Right under the h1, the feature cards are the page's first h2s.
  for (const feature of copy.features) await expect(page.getByRole('heading', { level: 2, name: feature.title })).toBeVisible();
  const summary = section(page, 'popular-plans');
  for (const plan of hosting.plans) {
    await expect(summary.locator('li', { hasText: plan.name })).toContainText(tsh(plan.price));
  }
  const [order, explore] = copy.popularSummary.actions;
  expect(order!.label).toBe('Order Now');
  expect(explore!.label).toBe('Explore Full Hosting Plans');
  await expectExternal(button(summary, order!.label), order!);
  await expect(button(summary, explore!.label)).toHaveAttribute('href', '#plans');
});

test('the anchor navigation lists Plans, Add-ons, Process, Testimonials and Contact, each with a target', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'On this page' });
  const links = nav.getByRole('link');
  expect(copy.anchors.map((a) => a.label)).toEqual(['Plans', 'Add-ons', 'Process', 'Testimonials', 'Contact']);
  await expect(links).toHaveText(copy.anchors.map((a) => a.label));
  for (const anchor of copy.anchors) {
    await expect(nav.getByRole('link', { name: anchor.label })).toHaveAttribute('href', anchor.href);
    await expect(page.locator(anchor.href)).toHaveCount(1);
  }
  await nav.getByRole('link', { name: 'Add-ons' }).click();
  await expect(page).toHaveURL(/#add-ons$/);
  await expect(section(page, 'add-ons').getByRole('heading', { level: 2 })).toBeInViewport();
});

test('three plan cards with eleven features each, the popular one badged and all orderable', async ({ page }) => {
  const cards = section(page, 'plans').locator('article');
  await expect(cards).toHaveCount(3);
  expect(hosting.popularPlan).toBe('Economy 10GB');
  for (const [i, plan] of hosting.plans.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(plan.name);
    await expect(card).toContainText(tsh(plan.price));
    await expect(card).toContainText('/ year');
    await expect(card.locator('li')).toHaveCount(11);
    await expect(card.locator('li')).toHaveText(plan.features.map(shown));
    if (plan.name === hosting.popularPlan) await expect(card).toContainText(hosting.popularLabel);
    else await expect(card).not.toContainText(hosting.popularLabel);
    await expectExternal(card.getByRole('link', { name: new RegExp(`^${copy.plansSection.orderLabel}`) }), {
      label: copy.plansSection.orderLabel,
      external: 'hostingStore',
      referral: 'hostingTanzania',
    });
  }
  await expect(section(page, 'plans').getByText(hosting.popularLabel, { exact: true })).toHaveCount(1);
});

test('three five-star testimonials with an accessible rating and attribution', async ({ page }) => {
  const cards = section(page, 'testimonials').locator('figure');
  await expect(cards).toHaveCount(3);
  for (const [i, testimonial] of hosting.testimonials.entries()) {
    expect(testimonial.stars).toBe(5);
    expect(testimonial.attribution).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\., .+/u);
    await expect(cards.nth(i).getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(cards.nth(i).locator('figcaption')).toHaveText(testimonial.attribution);
  }
});

test('four add-ons with their prices, and the four setup steps in order', async ({ page }) => {
  const addOns = section(page, 'add-ons').locator(':scope > div > ul > li');
  await expect(addOns).toHaveCount(4);
  for (const [i, addOn] of hosting.addOns.entries()) {
    await expect(addOns.nth(i).getByRole('heading', { level: 3 })).toHaveText(addOn.name);
    await expect(addOns.nth(i)).toContainText(tsh(addOn.price));
  }
  const steps = section(page, 'process').locator('ol > li h3');
  expect(copy.steps.map((s) => s.title)).toEqual(['Plan Selection', 'Account Setup', 'Website Migration', '24/7 Support']);
  await expect(steps).toHaveText(copy.steps.map((s, i) => `Step ${i + 1}: ${s.title}`));
});

test('closing call to action: start hosting on the billing site, or contact support', async ({ page }) => {
  const cta = section(page, 'contact');
  const [start, support] = copy.cta.actions;
  expect(start!.label).toBe('Start Your Hosting Today');
  await expectExternal(button(cta, start!.label), start!);
  await expect(button(cta, support!.label)).toHaveAttribute('href', '/#contact');
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});
