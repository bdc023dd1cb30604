import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'yaml';
import { expect, test, waitForApp } from './fixtures';
import { fillPlaceholders } from './content';

/* The about page, checked against content/about.yaml and site.yaml. */

type ContentLink = { label: string; href?: string; external?: string; referral?: string; contact?: 'phone' | 'email' | 'whatsapp' };
type Intro = { heading: string };

const read = <T>(file: string) => parse(readFileSync(`content/${file}`, 'utf8')) as T;
const site = read<{
  firstName: string;
  lastName: string;
  phone: string;
  phoneDisplay: string;
  email: string;
  external: Record<string, { url: string; referrals?: Record<string, { campaign: string }> }>;
}>('site.yaml');
const about = read<{
  hero: { lead: string; actions: ContentLink[]; image?: string };
  achievements: { value: string; label: string }[];
  ventures: { intro: Intro; items: { name: string; role: string; description: string; link?: ContentLink }[] };
  services: { intro: Intro; items: string[] };
  story: { intro: Intro; paragraphs: string[] };
  cta: { heading: string; actions: ContentLink[] };
}>('about.yaml');
const pages = read<Record<string, { heading: string }>>('pages.yaml');

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const aboutPath = `/about-${slug(site.firstName)}-${slug(site.lastName)}`;
const fill = fillPlaceholders;

async function expectContentLink(link: Locator, entry: ContentLink) {
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  if (entry.href) return expect(href).toBe(entry.href);
  if (entry.contact === 'phone') return expect(href).toBe(`tel:${site.phone}`);
  if (entry.contact === 'email') return expect(href).toBe(`mailto:${site.email}`);
  const target = site.external[entry.external!]!;
  expect(href.startsWith(target.url)).toBe(true);
  if (entry.referral) expect(new URL(href).searchParams.get('utm_campaign')).toBe(target.referrals![entry.referral]!.campaign);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
}

const sectionWithHeading = (page: Page, heading: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading, exact: true }) }).last();

test.describe('about page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(aboutPath);
    await waitForApp(page);
  });

  test('hero: breadcrumb, the owner named in the h1, lead and buttons', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(pages.about!.heading));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(site.lastName);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toBeVisible();
    await expect(page.getByText(about.hero.lead)).toBeVisible();
    const hero = page.locator('main section').first();
    for (const action of about.hero.actions) await expectContentLink(hero.getByRole('link', { name: action.label }), action);
  });

  test('achievements list every figure, including 5+ years and 50+ websites', async ({ page }) => {
    const list = page.getByRole('region', { name: 'Achievements' }).locator('dl');
    await expect(list.locator('dd')).toHaveText(about.achievements.map((a) => a.value));
    await expect(list.locator('dt')).toHaveText(about.achievements.map((a) => a.label));
    const values = about.achievements.map((a) => a.value);
    expect(values).toContain('5+');
    expect(values).toContain('50+');
  });

  test('ventures: name, role, description and a link to each site', async ({ page }) => {
    const section = sectionWithHeading(page, about.ventures.intro.heading);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(about.ventures.items.map((v) => v.name));
    for (const venture of about.ventures.items) {
      const card = section.locator('article', { has: page.getByRole('heading', { name: venture.name }) });
      await expect(card).toContainText(venture.role);
      await expect(card).toContainText(venture.description.replace(/\s+/g, ' ').trim());
      if (venture.link) await expectContentLink(card.getByRole('link'), venture.link);
    }
  });

  test('the services list and the story', async ({ page }) => {
    const services = sectionWithHeading(page, about.services.intro.heading);
    await expect(services.getByRole('listitem')).toHaveText(about.services.items);
    const story = page.getByRole('region', { name: about.story.intro.heading });
    for (const paragraph of about.story.paragraphs) await expect(story).toContainText(paragraph.replace(/\s+/g, ' ').trim());
    if (about.hero.image) await expect(story.locator('img')).toHaveAttribute('src', about.hero.image);
  });

  test('the call to action has a call link, the e-mail and the hosting company', async ({ page }) => {
    const cta = sectionWithHeading(page, about.cta.heading);
    for (const action of about.cta.actions) await expectContentLink(cta.getByRole('link', { name: fill(action.label) }), action);
    await expect(cta.locator(`a[href="tel:${site.phone}"]`)).toBeVisible();
    await expect(cta.locator(`a[href="mailto:${site.email}"]`)).toContainText(site.email);
    await expect(cta.locator(`a[href^="${site.external.hostingCompany!.url}"]`)).toBeVisible();
  });

  test('one h1, and every section has a heading', async ({ page }) => {
    await expect(page.locator('h1')).toHaveCount(1);
    for (const section of await page.locator('main section').all()) {
      expect(await section.locator('h1, h2').count()).toBeGreaterThan(0);
    }
  });

  test('fits a 375 px screen', async ({ page }) => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
