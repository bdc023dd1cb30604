import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'yaml';
import { interpolateDeep, placeholdersFrom } from '../../pipeline/load/interpolate';
import { expect, test, waitForApp } from './fixtures';

/*
 * The home page (spec section 2): its seven sections, their counts and
 * links, the carousels, avatar fallback and the fade-in. Counts and strings
 * come from the content files.
 */

const site = parse(readFileSync('content/site.yaml', 'utf8'));
const placeholders = placeholdersFrom(site);
const content = (file: string) => interpolateDeep(parse(readFileSync(`content/${file}`, 'utf8')), placeholders, []);
const home = content('home.yaml');
const pages = content('pages.yaml');
const skills = content('skills.yaml');
const portfolio = content('portfolio.yaml');
const hosting = content('hosting.yaml');
const testimonials: { name: string; language: string; image?: string }[] = content('testimonials.yaml').testimonials;

const section = (page: Page, id: string) => page.locator(`section#${id}`);
const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 768;
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

test.describe('home page sections', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
  });

  test('hero: the h1, View My Work and Contact Me, and an eager image with its size', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.home.heading);
    const hero = page.locator('main > section').first();
    await expect(hero.getByRole('link', { name: 'View My Work' })).toHaveAttribute('href', '#portfolio');
    await expect(hero.getByRole('link', { name: 'Contact Me' })).toHaveAttribute('href', '#contact');
    const image = hero.locator('img');
    await expect(image).toHaveAttribute('src', home.hero.image);
    // Eager, but not high priority: on phones it sits below the fold and the lead text is the largest paint.
    await expect(image).not.toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
  });

  test('sections appear in the spec’s order with their anchors', async ({ page }) => {
    const ids = await page.locator('main > section[id]').evaluateAll((list) => list.map((s) => s.id));
    expect(ids).toEqual(['about', 'skills', 'portfolio', 'hosting', 'testimonials', 'contact']);
  });

  test('about: four service cards and the tag chips', async ({ page }) => {
    const about = section(page, 'about');
    await expect(about.getByRole('heading', { level: 2 })).toHaveText(home.about.intro.heading);
    await expect(about.getByRole('heading', { level: 3 })).toHaveText(home.about.cards.map((card: { title: string }) => card.title));
    for (const tag of home.about.tags) await expect(about.getByText(tag, { exact: true })).toBeVisible();
  });

  test('skills: six groups, each with its chips', async ({ page }) => {
    const block = section(page, 'skills');
    const groups: { title: string; skills: string[] }[] = skills.groups;
    expect(groups).toHaveLength(6);
    await expect(block.getByRole('heading', { level: 3 })).toHaveText(groups.map((group) => group.title));
    for (const group of groups) {
      const card = block.getByRole('listitem').filter({ has: page.getByRole('heading', { name: group.title }) });
      await expect(card.getByRole('listitem')).toHaveText(group.skills);
    }
  });

  test('portfolio: six cards with image, two-line description, tags, location and a new-tab View Project link', async ({ page }) => {
    const block = section(page, 'portfolio');
    const projects: { title: string; description: string; image: string; tags: string[]; location: string; url: string }[] = portfolio.projects;
    const cards = block.locator('article');
    await expect(cards).toHaveCount(projects.length);
    expect(projects).toHaveLength(6);
    for (const [i, project] of projects.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(project.title);
      const image = card.locator('img');
      await expect(image).toHaveAttribute('src', project.image);
      await expect(image).toHaveAttribute('alt', project.title);
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
      const description = card.getByText(project.description.trim());
      await expect(description).toHaveCSS('-webkit-line-clamp', '2');
      await expect(card.getByRole('listitem')).toHaveText(project.tags);
      await expect(card).toContainText(project.location);
      const view = card.getByRole('link', { name: new RegExp(home.portfolio.viewProjectLabel) });
      await expect(view).toHaveAttribute('href', project.url);
      await expect(view).toHaveAttribute('target', '_blank');
      await expect(view).toHaveAttribute('rel', /noopener/);
    }
    const more = block.getByRole('link', { name: home.portfolio.moreProjectsLabel });
    await expect(more).toHaveAttribute('href', site.external.moreProjects);
    await expect(more).toHaveAttribute('target', '_blank');
    await expect(more).toHaveAttribute('rel', /noopener/);
  });

  test('hosting: four benefits, three plans with one Most Popular, a quote and the links', async ({ page }) => {
    const block = section(page, 'hosting');
    await expect(block.getByRole('heading', { level: 3 })).toHaveText([
      ...home.hosting.benefits.map((benefit: { title: string }) => benefit.title),
      ...hosting.homePlans.map((plan: { name: string }) => plan.name),
    ]);
    const plans = block.locator('article');
    await expect(plans).toHaveCount(3);
    await expect(block.getByText('Most Popular', { exact: true })).toHaveCount(1);
    const popular = hosting.homePlans.findIndex((plan: { popular: boolean }) => plan.popular);
    await expect(plans.nth(popular)).toContainText(hosting.popularLabel);
    for (const [i, plan] of (hosting.homePlans as { price: number; features: string[] }[]).entries()) {
      await expect(plans.nth(i)).toContainText(plan.price.toLocaleString('en-US'));
      await expect(plans.nth(i).getByRole('listitem')).toHaveText(plan.features);
      const order = plans.nth(i).getByRole('link', { name: new RegExp(`^${home.hosting.orderLabel}`) });
      const href = new URL((await order.getAttribute('href'))!);
      expect(`${href.origin}${href.pathname}`).toBe(site.external.hostingBilling.url);
      const referral = site.external.hostingBilling.referrals.home;
      expect(Object.fromEntries(href.searchParams)).toMatchObject({ utm_source: referral.source, utm_medium: referral.medium, utm_campaign: referral.campaign });
      await expect(order).toHaveAttribute('target', '_blank');
      await expect(order).toHaveAttribute('rel', /noopener/);
    }
    await expect(block.locator('blockquote')).toHaveText(home.hosting.quote.text.trim());
    await expect(block.locator('a[href="/website-hosting-tanzania#plans"]')).toHaveCount(1);
    await expect(block.locator('a[href="/#contact"]')).toHaveCount(1);
  });

  test('testimonials: an English and a Swahili carousel of six each, and the mission quote', async ({ page }) => {
    const block = section(page, 'testimonials');
    const carousels = block.locator('[aria-roledescription="carousel"]');
    await expect(carousels).toHaveCount(2);
    for (const [i, language] of ['en', 'sw'].entries()) {
      const names = testimonials.filter((t) => t.language === language).map((t) => t.name);
      expect(names).toHaveLength(6);
      const slides = carousels.nth(i).locator('[aria-roledescription="slide"]');
      await expect(slides).toHaveCount(6);
      for (const [j, name] of names.entries()) await expect(slides.nth(j)).toContainText(name);
      await expect(slides.locator('[role="img"][aria-label="5 out of 5 stars"]')).toHaveCount(6);
    }
    await expect(carousels.first()).toHaveAccessibleName(home.testimonials.englishHeading);
    await expect(carousels.nth(1)).toHaveAccessibleName(home.testimonials.swahiliHeading);
    await expect(block).toContainText(home.testimonials.mission.text.trim());
  });

  test('contact: call and WhatsApp, e-mail, location, reply promise, hours, four services and the form’s frame', async ({ page }) => {
    const block = section(page, 'contact');
    const whatsapp = block.getByRole('link', { name: 'WhatsApp Me' }).first();
    const text = `Hello ${site.firstName}, I'm interested in your services.`;
    await expect(whatsapp).toHaveAttribute('href', `https://wa.me/${site.whatsapp}?text=${encodeURIComponent(text)}`);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', /noopener/);
    await expect(block.locator(`a[href="tel:${site.phone}"]`).first()).toBeVisible();
    await expect(block.locator(`a[href="mailto:${site.email}"]`).first()).toBeVisible();
    await expect(block).toContainText(site.address.street);
    await expect(block.getByText(`${home.contact.replyLabel} usually within 24 hours`, { exact: true })).toBeVisible();
    await expect(block.getByText(`${home.contact.availabilityLabel} 9am - 6pm Tanzania time`, { exact: true })).toBeVisible();
    for (const service of ['Custom Website Development', 'Website Redesign & Optimization', 'E-commerce Website Solutions', 'Website Maintenance & Support']) {
      await expect(block.getByText(service, { exact: true })).toBeVisible();
    }
    await expect(block.getByRole('heading', { name: "Let's Discuss Your Project" })).toBeVisible();
  });
});

test.describe('testimonial carousels', () => {
  /** The index of the slide aligned with the carousel's left edge. */
  async function firstVisible(carousel: Locator): Promise<number> {
    return carousel.evaluate((root) => {
      const viewport = root.querySelector('[data-carousel-viewport]')!.getBoundingClientRect();
      const cards = [...root.querySelectorAll('[aria-roledescription="slide"] > *')];
      return cards.findIndex((card) => Math.abs(card.getBoundingClientRect().left - viewport.left) < 2);
    });
  }

  /** How many slides' cards lie wholly inside the carousel's viewport. */
  async function slidesInView(carousel: Locator): Promise<number> {
    return carousel.evaluate((root) => {
      const viewport = root.querySelector('[data-carousel-viewport]')!.getBoundingClientRect();
      return [...root.querySelectorAll('[aria-roledescription="slide"] > *')].filter((card) => {
        const box = card.getBoundingClientRect();
        return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
      }).length;
    });
  }

  async function settle(carousel: Locator, expected: number) {
    await expect.poll(() => firstVisible(carousel), { timeout: 5000 }).toBe(expected);
  }

  test('buttons and arrow keys move a looping carousel', async ({ page }) => {
    await page.goto('/#testimonials');
    await waitForApp(page, 'testimonial-carousel');
    const carousel = page.locator('[aria-roledescription="carousel"]').first();
    await carousel.scrollIntoViewIfNeeded();
    const status = carousel.locator('[data-carousel-status]');
    const next = carousel.getByRole('button', { name: home.testimonials.nextLabel });
    const previous = carousel.getByRole('button', { name: home.testimonials.previousLabel });
    await expect(status).toHaveText('1 / 6');
    await settle(carousel, 0);

    await next.click();
    await expect(status).toHaveText('2 / 6');
    await settle(carousel, 1);
    await previous.click();
    await expect(status).toHaveText('1 / 6');
    await settle(carousel, 0);
    // Loop: back from the first goes to the last snap.
    await previous.click();
    await expect(status).not.toHaveText('1 / 6');

    await carousel.locator('[data-carousel-viewport]').focus();
    const before = await status.textContent();
    await page.keyboard.press('ArrowRight');
    await expect(status).not.toHaveText(before!);
    await page.keyboard.press('ArrowLeft');
    await expect(status).toHaveText(before!);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText(/^[12] \/ 6$/);
  });

  test('shows one slide at a time on phones and three on wide screens', async ({ page }) => {
    await page.goto('/#testimonials');
    await waitForApp(page, 'testimonial-carousel');
    const carousel = page.locator('[aria-roledescription="carousel"]').first();
    await carousel.scrollIntoViewIfNeeded();
    expect(await slidesInView(carousel)).toBe(isDesktop(page) ? 3 : 1);
    if (isDesktop(page)) {
      await page.setViewportSize({ width: 800, height: 800 });
      await expect.poll(() => slidesInView(carousel)).toBe(2);
    }
  });

  test('an avatar whose image fails shows up to two initials', async ({ page, consoleErrors }) => {
    // The portraits and every AVIF/WebP variant of them.
    await page.route(/\/images\/(_variants\/)?testimonials\//, (route) => route.abort());
    await page.goto('/#testimonials');
    await waitForApp(page, 'testimonial-carousel');
    for (const [i, language] of ['en', 'sw'].entries()) {
      const carousel = section(page, 'testimonials').locator('[aria-roledescription="carousel"]').nth(i);
      await carousel.scrollIntoViewIfNeeded();
      // Walk through every slide so each portrait is requested (they load lazily).
      for (const [j, testimonial] of testimonials.filter((t) => t.language === language).entries()) {
        await settle(carousel, j);
        const avatar = carousel.locator('[aria-roledescription="slide"]').nth(j).locator('[data-avatar]');
        await expect(avatar).toHaveAttribute('data-avatar', 'error');
        await expect(avatar).toHaveText(initialsOf(testimonial.name));
        await expect(avatar.locator('img')).toHaveCount(0);
        await carousel.getByRole('button', { name: home.testimonials.nextLabel }).click();
      }
    }
    // The aborted requests are the point of this test: take their console lines out of the error check.
    const aborted = consoleErrors.filter((line) => line.includes('net::ERR_FAILED'));
    expect(aborted.length).toBeGreaterThan(0);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !aborted.includes(line)));
  });

  test('avatars show their portraits when the images load', async ({ page }) => {
    await page.goto('/#testimonials');
    await waitForApp(page, 'testimonial-carousel');
    const withImage = testimonials.find((t) => t.image)!;
    const slide = section(page, 'testimonials').locator('[aria-roledescription="slide"]').filter({ hasText: withImage.name });
    const image = slide.locator('img');
    await expect(image).toHaveAttribute('src', withImage.image!);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(slide.locator('[data-avatar]')).toHaveAttribute('data-avatar', 'loaded');
  });
});

test.describe('fade-in and JavaScript', () => {
  test('the prerendered HTML hides nothing', async ({ request }) => {
    const html = (await (await request.get('/')).text()).split('<body')[1]!;
    expect(html).not.toContain('data-reveal=');
    for (const id of ['about', 'skills', 'portfolio', 'hosting', 'testimonials', 'contact']) expect(html).toContain(`id="${id}"`);
  });

  test('sections below the fold fade in once when a tenth is visible', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const reveal = section(page, 'contact').locator('[data-reveal]');
    await expect(reveal).toHaveAttribute('data-reveal', 'hidden');
    // Hidden at once (no fade-out off screen to animate), then faded in over 700 ms.
    await expect(reveal).toHaveCSS('opacity', '0');
    await expect(reveal).toHaveCSS('transition-property', 'none');
    await section(page, 'contact').scrollIntoViewIfNeeded();
    await expect(reveal).toHaveAttribute('data-reveal', 'shown');
    await expect(reveal).toHaveCSS('transition-property', /opacity/);
    await expect(reveal).toHaveCSS('transition-duration', '0.7s');
    await expect(reveal).toHaveCSS('opacity', '1');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForTimeout(200);
    await expect(reveal).toHaveAttribute('data-reveal', 'shown');
  });

  test('with reduced motion every section is visible at once', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    await waitForApp(page);
    await expect(page.locator('[data-reveal]')).toHaveCount(0);
    await expect(section(page, 'contact').locator(':scope > div')).toHaveCSS('opacity', '1');
    await context.close();
  });

  test('without JavaScript every section is visible', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    for (const id of ['about', 'skills', 'portfolio', 'hosting', 'testimonials', 'contact']) {
      await expect(section(page, id).locator(':scope > div')).toHaveCSS('opacity', '1');
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
  });

  test('the home page ships little JavaScript', async ({ page }) => {
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') sizes.push(request.sizes().then((size) => size.responseBodySize));
    });
    await page.goto('/');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    // Compressed bytes on the wire: React and the header's islands. The carousels and the contact form load as they come into view.
    console.log(`home page JavaScript: ${(total / 1024).toFixed(1)} KB compressed`);
    expect(total).toBeLessThan(90 * 1024);
  });
});
