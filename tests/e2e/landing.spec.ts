import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'yaml';
import { fillPlaceholders } from './content';
import { formatTsh } from '../../src/lib/format';
import { expect, test, waitForApp } from './fixtures';

/*
 * The three local landing pages and /business-solutions, checked against
 * the content files they are built from (nothing retyped here).
 */

type ContentLink = { label: string; href?: string; external?: string; referral?: string; contact?: 'phone' | 'email' | 'whatsapp' };
type Intro = { heading: string };
type Landing = {
  hero: { eyebrow?: string; lead: string; actions: ContentLink[] };
  tags?: string[];
  features: { intro: Intro; items: { title: string }[] };
  packages?: Intro;
  hostingRecommendation: { heading: string; text: string; link: ContentLink };
  crossLinks: { heading: string; links: ContentLink[] };
  callLine: { text: string; link: ContentLink };
};

const read = <T>(file: string) => parse(readFileSync(`content/${file}`, 'utf8')) as T;
const site = read<{
  firstName: string;
  lastName: string;
  phone: string;
  phoneDisplay: string;
  email: string;
  whatsapp: string;
  external: Record<string, { url: string; referrals?: Record<string, { campaign: string }> }>;
}>('site.yaml');
const pages = read<Record<string, { heading: string }>>('pages.yaml');
const landingPages = read<Record<string, Landing>>('landing-pages.yaml');
const websitePackages = read<{ packages: { name: string; priceFrom: number }[]; quoteLink: ContentLink }>('website-packages.yaml');
const business = read<{
  hero: { actions: ContentLink[] };
  audiences: { cards: { title: string; features: string[] }[] };
  successStories: { stories: { business: string; result: string; stars: number }[] };
  reasons: { items: { title: string }[] };
  cta: { heading: string; actions: ContentLink[] };
}>('business-solutions.yaml');

const fill = fillPlaceholders;

/** Checks a rendered link against its content entry: target, and new tab for other sites. */
async function expectContentLink(link: Locator, entry: ContentLink) {
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  if (entry.href) {
    expect(href).toBe(entry.href);
    return;
  }
  if (entry.contact) {
    const expected = { phone: `tel:${site.phone}`, email: `mailto:${site.email}`, whatsapp: `https://wa.me/${site.whatsapp}` }[entry.contact];
    expect(href.startsWith(expected)).toBe(true);
    return;
  }
  const target = site.external[entry.external!]!;
  expect(href.startsWith(target.url)).toBe(true);
  if (entry.referral) expect(new URL(href).searchParams.get('utm_campaign')).toBe(target.referrals![entry.referral]!.campaign);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
}

const linkNamed = (scope: Page | Locator, label: string) => scope.getByRole('link', { name: fill(label), exact: false }).first();

async function expectFits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

const landing = [
  { path: '/web-developer-tanzania', key: 'webDeveloperTanzania' },
  { path: '/web-developer-dar-es-salaam', key: 'webDeveloperDarEsSalaam' },
  { path: '/web-hosting-dar-es-salaam', key: 'webHostingDarEsSalaam' },
] as const;

for (const { path, key } of landing) {
  const content = landingPages[key]!;

  test.describe(path, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(path);
      await waitForApp(page);
    });

    test('hero: breadcrumb, h1 and its buttons', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(pages[key]!.heading));
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(crumbs.locator('[aria-current="page"]')).toBeVisible();
      const hero = page.locator('main section').first();
      for (const action of content.hero.actions) await expectContentLink(linkNamed(hero, action.label), action);
      if (content.tags) {
        await expect(page.getByRole('list', { name: 'Specialities' }).getByRole('listitem')).toHaveText(content.tags);
      }
    });

    test('three feature cards', async ({ page }) => {
      const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: content.features.intro.heading }) });
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(content.features.items.map((item) => item.title));
    });

    test('hosting recommendation, related links and the call line', async ({ page }) => {
      const box = page.getByRole('region', { name: fill(content.hostingRecommendation.heading) });
      await expect(box).toContainText(fill(content.hostingRecommendation.text));
      await expectContentLink(linkNamed(box, content.hostingRecommendation.link.label), content.hostingRecommendation.link);
      const related = page.getByRole('region', { name: content.crossLinks.heading });
      await expect(related.getByRole('link')).toHaveCount(content.crossLinks.links.length);
      for (const link of content.crossLinks.links) await expectContentLink(linkNamed(related, link.label), link);
      const call = page.getByText(content.callLine.text);
      await expect(call).toBeVisible();
      await expectContentLink(call.getByRole('link'), content.callLine.link);
    });

    test('fits a 375 px screen', async ({ page }) => {
      await expectFits(page);
    });
  });
}

test.describe('/web-developer-tanzania packages', () => {
  test('three package cards from website-packages.yaml, each with Get Quote to /#contact', async ({ page }) => {
    await page.goto('/web-developer-tanzania');
    const section = page.locator('#packages');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(landingPages.webDeveloperTanzania!.packages!.heading);
    const cards = section.locator('article');
    await expect(cards).toHaveCount(websitePackages.packages.length);
    for (const [i, pkg] of websitePackages.packages.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(pkg.name);
      await expect(card).toContainText(formatTsh(pkg.priceFrom));
      const quote = card.getByRole('link', { name: websitePackages.quoteLink.label });
      await expect(quote).toHaveAttribute('href', websitePackages.quoteLink.href!);
    }
  });

  test('Get Quote leads to the contact section of the home page', async ({ page }) => {
    await page.goto('/web-developer-tanzania');
    await waitForApp(page);
    await page.locator('#packages').getByRole('link', { name: websitePackages.quoteLink.label }).first().click();
    await expect(page).toHaveURL(/\/#contact$/);
  });
});

test.describe('/web-hosting-dar-es-salaam', () => {
  test('the old best-web-hosting address redirects to the hosting page', async ({ page }) => {
    await page.goto('/web-hosting-dar-es-salaam');
    await waitForApp(page);
    const link = page.locator('a[href="/best-web-hosting-tanzania"]').first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/website-hosting-tanzania$/);
  });
});

test.describe('/business-solutions', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/business-solutions');
    await waitForApp(page);
  });

  test('hero buttons: Explore Solutions scrolls to #solutions, Get Custom Quote goes to /#contact', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(pages.businessSolutions!.heading));
    const hero = page.locator('main section').first();
    for (const action of business.hero.actions) await expectContentLink(linkNamed(hero, action.label), action);
    await hero.getByRole('link', { name: 'Explore Solutions' }).click();
    await expect(page).toHaveURL(/#solutions$/);
    await expect(page.locator('#solutions')).toBeInViewport();
  });

  test('three audience cards, three five-star success stories and four reasons', async ({ page }) => {
    const solutions = page.locator('#solutions');
    await expect(solutions.getByRole('heading', { level: 3 })).toHaveText(business.audiences.cards.map((card) => card.title));
    for (const card of business.audiences.cards) for (const feature of card.features) await expect(solutions.getByText(feature)).toBeVisible();

    const stories = page.locator('#success-stories figure');
    await expect(stories).toHaveCount(3);
    for (const [i, story] of business.successStories.stories.entries()) {
      await expect(stories.nth(i)).toContainText(story.business);
      await expect(stories.nth(i)).toContainText(story.result);
      await expect(stories.nth(i).getByRole('img', { name: `${story.stars} out of 5 stars` })).toBeVisible();
      expect(story.stars).toBe(5);
    }

    await expect(page.locator('#why').getByRole('heading', { level: 3 })).toHaveText(business.reasons.items.map((item) => item.title));
  });

  test('the call to action has a phone link', async ({ page }) => {
    const cta = page.getByRole('region', { name: business.cta.heading }).or(page.locator('section', { has: page.getByRole('heading', { name: business.cta.heading }) }));
    for (const action of business.cta.actions) await expectContentLink(linkNamed(cta, action.label), action);
    await expect(cta.locator(`a[href="tel:${site.phone}"]`)).toBeVisible();
  });

  test('fits a 375 px screen', async ({ page }) => {
    await expectFits(page);
  });
});
