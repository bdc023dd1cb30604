import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'yaml';
import { interpolateDeep, placeholdersFrom } from '../../pipeline/load/interpolate';
import { expect, test, waitForApp } from './fixtures';

/*
 * The frame of every page: header, footer, scroll-to-top button and the
 * scroll rules (spec sections 2, 4 and 9). Labels, links and counts are read
 * from the content files, not retyped.
 */

const site = parse(readFileSync('content/site.yaml', 'utf8'));
const placeholders = placeholdersFrom(site);
const content = (file: string) => interpolateDeep(parse(readFileSync(`content/${file}`, 'utf8')), placeholders, []);
const navigation = content('navigation.yaml');

type NavLink = { label: string; href: string };
type NavItem = NavLink | { label: string; children: NavLink[] };
const mainItems: NavItem[] = navigation.main;
const menu = mainItems.find((item): item is { label: string; children: NavLink[] } => 'children' in item)!;
const hashLinks = mainItems.filter((item): item is NavLink => 'href' in item && item.href.includes('#'));
const blogLink = mainItems.find((item): item is NavLink => 'href' in item && item.href === '/blog')!;

const header = (page: Page) => page.locator('header[data-site-header]');
const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 768;

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

/** Distance of an element's top from the window's top, once smooth scrolling has settled. */
async function settledTop(locator: Locator): Promise<number> {
  // Two equal readings alone also match a smooth scroll that has not started yet (a loaded machine delays
  // the first frame), so wait for the element to rest at the anchor offset itself, or time out with its distance.
  let top = Number.NaN;
  await expect
    .poll(
      async () => {
        const before = await locator.evaluate((el) => Math.round(el.getBoundingClientRect().top));
        await locator.page().waitForTimeout(100);
        top = await locator.evaluate((el) => Math.round(el.getBoundingClientRect().top));
        return before === top ? Math.abs(top - 80) : Number.POSITIVE_INFINITY;
      },
      { timeout: 10_000, message: 'distance from 80 px once at rest' },
    )
    .toBeLessThanOrEqual(1);
  return top;
}

/** Opens the mobile menu (small screens) and returns it. */
async function openMobileMenu(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: navigation.menuToggleLabel });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('header', () => {
  test('is fixed, transparent at the top and opaque with a shadow past 50 px', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const bar = header(page);
    await expect(bar).toHaveCSS('position', 'fixed');
    await expect(bar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(bar).toHaveCSS('box-shadow', 'none');
    await scrollTo(page, 50);
    await page.waitForTimeout(100);
    await expect(bar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await scrollTo(page, 120);
    await expect(bar).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(bar).not.toHaveCSS('box-shadow', 'none');
    await scrollTo(page, 0);
    await expect(bar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });

  test('its text is light over a dark page top while transparent, dark otherwise', async ({ page }) => {
    const white = 'rgb(255, 255, 255)';
    const brandName = (p: Page) => header(p).getByRole('link', { name: `${site.firstName} ${site.lastName}` }).locator('span').first();
    // Pages that open with a dark hero: the home page, an inner page, a blog post.
    await page.goto('/blog');
    const post = await page.locator('main a[href^="/blog/"]').first().getAttribute('href');
    for (const path of ['/', '/services', post!]) {
      await page.goto(path);
      await waitForApp(page);
      await expect(brandName(page), path).toHaveCSS('color', white);
      await scrollTo(page, 200);
      await expect(brandName(page), path).not.toHaveCSS('color', white);
    }
    // A page with a light top keeps dark text.
    await page.goto('/no-such-page');
    await waitForApp(page);
    await expect(brandName(page)).not.toHaveCSS('color', white);
  });

  test('brand mark shows the first name and highlighted surname and links home', async ({ page }) => {
    await page.goto('/services');
    const brand = header(page).getByRole('link', { name: `${site.firstName} ${site.lastName}` });
    await expect(brand).toHaveAttribute('href', '/');
    await expect(brand.locator('span span')).toHaveText(site.lastName);
  });

  test('desktop: links in order, Services dropdown and the call button with the display phone', async ({ page }) => {
    test.skip(!isDesktop(page), 'wide screens');
    await page.goto('/');
    await waitForApp(page);
    const nav = header(page).getByRole('navigation');
    const entries = nav.locator(':scope > ul > li > a, :scope > ul > li > button');
    await expect(entries).toHaveText(mainItems.map((item) => item.label));
    for (const item of mainItems) if ('href' in item) await expect(nav.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', item.href);
    const call = header(page).getByRole('link', { name: new RegExp(site.phoneDisplay.replace(/\+/g, '\\+')) });
    await expect(call).toHaveAttribute('href', `tel:${site.phone}`);
    await expect(call).toBeVisible();
  });

  test('desktop: the Services dropdown opens, is keyboard operable and closes on Escape and outside clicks', async ({ page }) => {
    test.skip(!isDesktop(page), 'wide screens');
    await page.goto('/');
    await waitForApp(page);
    const trigger = header(page).getByRole('button', { name: menu.label });
    const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link')).toHaveText(menu.children.map((link) => link.label));
    for (const link of menu.children) await expect(panel.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);

    // Outside click closes.
    await page.mouse.click(5, 400);
    await expect(panel).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: Enter opens, arrows move, Escape closes and returns focus.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();

    // Arrow Down on the closed trigger opens it on the first link; following a link closes it.
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('End');
    const last = menu.children.at(-1)!;
    await expect(panel.getByRole('link', { name: last.label })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(last.href);
    await expect(panel).toBeHidden();
  });

  test('mobile: the toggle opens a collapsible menu that closes on link click and on navigation', async ({ page }) => {
    test.skip(isDesktop(page), 'small screens');
    await page.goto('/');
    await waitForApp(page);
    await expect(header(page).locator('nav').first()).toBeHidden();
    const toggle = page.getByRole('button', { name: navigation.menuToggleLabel });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    const panel = await openMobileMenu(page);
    const labels = mainItems.flatMap((item) => ('children' in item ? item.children.map((c) => c.label) : [item.label]));
    await expect(panel.getByRole('link', { name: new RegExp(`^(${labels.map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`) })).toHaveCount(labels.length);
    const call = panel.getByRole('link', { name: navigation.mobileCallLabel });
    await expect(call).toHaveAttribute('href', `tel:${site.phone}`);
    // Opaque while open, even at the top of the page.
    await expect(header(page)).toHaveCSS('background-color', 'rgb(255, 255, 255)');

    await panel.getByRole('link', { name: blogLink.label, exact: true }).click();
    await expect(page).toHaveURL('/blog');
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // A hash link on the same page closes it too, and Escape closes it.
    const again = await openMobileMenu(page);
    await page.keyboard.press('Escape');
    await expect(again).toBeHidden();
    await expect(toggle).toBeFocused();
    await openMobileMenu(page);
    await again.getByRole('link', { name: hashLinks[0]!.label }).click();
    await expect(page).toHaveURL(hashLinks[0]!.href);
    await expect(again).toBeHidden();
  });

  test('mobile: a tap on the toggle while the page is still loading its scripts opens the menu once they arrive', async ({ page }) => {
    test.skip(isDesktop(page), 'small screens');
    // Hold back React's part of the runtime until the visitor has tapped.
    let release!: () => void;
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/hydrate-[\w-]+\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: navigation.menuToggleLabel });
    await toggle.click();
    await expect(page.locator('[data-island="site-header"]')).not.toHaveAttribute('data-island-state', 'hydrated');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)).toBeVisible();
  });

  test('mobile: the menu closes when the window grows past the mobile width', async ({ page }) => {
    test.skip(isDesktop(page), 'small screens');
    await page.goto('/');
    await waitForApp(page);
    const panel = await openMobileMenu(page);
    const toggle = page.locator(`[aria-controls="${await panel.getAttribute('id')}"]`);
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(panel).toBeHidden();
    // Re-evaluated once resizing has settled (100 ms debounce).
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(300);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });
});

test.describe('active links', () => {
  /** The header entry with this label, in whichever navigation the screen shows. */
  async function entry(page: Page, label: string): Promise<Locator> {
    if (isDesktop(page)) {
      const nav = header(page).getByRole('navigation');
      return nav.locator(':scope > ul > li > a, :scope > ul > li > button').filter({ hasText: new RegExp(`^${label}$`) });
    }
    const panel = await openMobileMenu(page);
    return panel.getByRole('link', { name: label, exact: true });
  }

  test('Blog is current on /blog and on every post', async ({ page }) => {
    await page.goto('/blog');
    await waitForApp(page);
    await expect(await entry(page, blogLink.label)).toHaveAttribute('aria-current', 'page');
    const post = page.locator('main a[href^="/blog/"]').first();
    const href = await post.getAttribute('href');
    await page.goto(href!);
    await waitForApp(page);
    await expect(await entry(page, blogLink.label)).toHaveAttribute('aria-current', 'page');
    for (const link of hashLinks) await expect(await entry(page, link.label)).not.toHaveAttribute('aria-current', /.*/);
  });

  test('Services is current on each of its pages, with the page’s own link', async ({ page }) => {
    for (const link of menu.children) {
      await page.goto(link.href);
      await waitForApp(page);
      if (isDesktop(page)) {
        const trigger = header(page).getByRole('button', { name: menu.label });
        await expect(trigger).toHaveAttribute('aria-current', 'page');
        await trigger.click();
        const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
        await expect(panel.locator('[aria-current="page"]')).toHaveText(link.label);
      } else {
        const panel = await openMobileMenu(page);
        await expect(panel.locator('[aria-current="page"]')).toHaveText(link.label);
      }
      await expect(await entry(page, blogLink.label)).not.toHaveAttribute('aria-current', /.*/);
    }
  });

  test('hash links are current only on the home page with their hash', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    for (const link of hashLinks) await expect(await entry(page, link.label)).not.toHaveAttribute('aria-current', /.*/);
    if (!isDesktop(page)) await page.keyboard.press('Escape');

    const [first, second] = hashLinks;
    await page.goto(first!.href);
    await waitForApp(page);
    await expect(await entry(page, first!.label)).toHaveAttribute('aria-current', 'page');
    await expect(await entry(page, second!.label)).not.toHaveAttribute('aria-current', /.*/);
    if (!isDesktop(page)) await page.keyboard.press('Escape');

    // A hash that matches on another page does not count.
    await page.goto(`/services${first!.href.slice(1)}`);
    await waitForApp(page);
    await expect(await entry(page, first!.label)).not.toHaveAttribute('aria-current', /.*/);
  });
});

test.describe('scrolling', () => {
  test('in-page anchors stop 80 px below the top of the window', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const contact = hashLinks.find((link) => link.href.endsWith('#contact'))!;
    if (isDesktop(page)) await header(page).getByRole('navigation').getByRole('link', { name: contact.label, exact: true }).click();
    else await (await openMobileMenu(page)).getByRole('link', { name: contact.label, exact: true }).click();
    await expect(page).toHaveURL(contact.href);
    expect(Math.abs((await settledTop(page.locator('#contact'))) - 80)).toBeLessThanOrEqual(1);

    // A plain #anchor link in the page (the hero's) does the same and updates the URL.
    await scrollTo(page, 0);
    const home = content('home.yaml');
    const action = home.hero.actions[0];
    await page.locator('main').getByRole('link', { name: action.label }).click();
    await expect(page).toHaveURL(`/${action.href}`);
    expect(Math.abs((await settledTop(page.locator(action.href))) - 80)).toBeLessThanOrEqual(1);
  });

  test('arriving on /#section from another page scrolls to it, 80 px clear', async ({ page }) => {
    await page.goto('/services');
    await waitForApp(page);
    const about = hashLinks[0]!;
    if (isDesktop(page)) await header(page).getByRole('navigation').getByRole('link', { name: about.label, exact: true }).click();
    else await (await openMobileMenu(page)).getByRole('link', { name: about.label, exact: true }).click();
    await expect(page).toHaveURL(about.href);
    const id = about.href.split('#')[1]!;
    expect(Math.abs((await settledTop(page.locator(`#${id}`))) - 80)).toBeLessThanOrEqual(1);

    // Opening the address directly works too.
    await page.goto(`/#${id}`);
    await waitForApp(page);
    expect(Math.abs((await settledTop(page.locator(`#${id}`))) - 80)).toBeLessThanOrEqual(1);
  });

  test('pages open at the top, except the hosting Tanzania page', async ({ page }) => {
    const footerLinks: { label: string; href?: string }[] = navigation.footer.groups.flatMap((group: { links: { label: string; href?: string }[] }) => group.links);
    const design = footerLinks.find((link) => link.href === '/website-design')!;
    const hosting = footerLinks.find((link) => link.href === '/website-hosting-tanzania')!;
    await page.goto('/');
    await waitForApp(page);
    await page.locator('footer').getByRole('link', { name: design.label, exact: true }).click();
    await expect(page).toHaveURL(design.href!);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.locator('footer').getByRole('link', { name: hosting.label, exact: true }).click();
    await expect(page).toHaveURL(hosting.href!);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test('the scroll-to-top button shows past 300 px and scrolls smoothly to the top', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const button = page.getByRole('button', { name: navigation.scrollTopLabel });
    await expect(button).toBeHidden();
    await scrollTo(page, 300);
    await page.waitForTimeout(100);
    await expect(button).toBeHidden();
    await scrollTo(page, 1200);
    await expect(button).toBeVisible();
    await expect(button).toHaveCSS('position', 'fixed');
    await button.click();
    // Smooth: part-way after a moment, then at the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe('footer', () => {
  test('has the content links, external sites in new tabs, social networks, phone, e-mail and the copyright line', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const footer = page.locator('footer');
    const external: Record<string, string> = {
      hostingBilling: site.external.hostingBilling.url,
      businessSolutions: site.external.businessSolutions.url,
      agriculture: site.external.agriculture.url,
      hostingCompany: site.external.hostingCompany.url,
    };
    for (const group of navigation.footer.groups as { heading: string; links: { label: string; href?: string; external?: string }[] }[]) {
      await expect(footer.getByRole('heading', { name: group.heading })).toBeVisible();
      for (const link of group.links) {
        const anchor = footer.getByRole('link', { name: link.label });
        if (link.href) {
          await expect(anchor).toHaveAttribute('href', link.href);
          await expect(anchor).not.toHaveAttribute('target', /.*/);
        } else {
          expect(await anchor.getAttribute('href')).toContain(new URL(external[link.external!]!).host);
          await expect(anchor).toHaveAttribute('target', '_blank');
          await expect(anchor).toHaveAttribute('rel', /noopener/);
        }
      }
    }
    const hrefs = await footer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const path of ['/website-hosting-tanzania', '/best-web-hosting-tanzania', '/website-design', '/seo-services', '/#about', '/#portfolio', '/business-solutions']) {
      expect(hrefs, path).toContain(path);
    }
    for (const url of Object.values(site.social) as string[]) {
      const social = footer.locator(`a[href="${url}"]`);
      await expect(social).toHaveCount(1);
      await expect(social).toHaveAttribute('target', '_blank');
      await expect(social).toHaveAttribute('rel', /noopener/);
      await expect(social).toHaveAccessibleName(/\w/);
    }
    await expect(footer.locator(`a[href="tel:${site.phone}"]`)).toHaveText(site.phoneDisplay);
    await expect(footer.locator(`a[href="mailto:${site.email}"]`)).toHaveText(site.email);
    const year = new Date().getFullYear();
    await expect(footer).toContainText(`© ${year} ${navigation.footer.copyright}`);
  });
});

test.describe('small screens', () => {
  test('no page scrolls sideways at 375 px', async ({ page }) => {
    test.skip(isDesktop(page), 'small screens');
    const blogPost = await (async () => {
      await page.goto('/blog');
      return page.locator('main a[href^="/blog/"]').first().getAttribute('href');
    })();
    for (const path of ['/', '/services', '/blog', blogPost!, '/website-hosting-tanzania', '/no-such-page']) {
      await page.goto(path);
      await waitForApp(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
