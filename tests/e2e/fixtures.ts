import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every end-to-end test fails on a console error or a React hydration
 * warning in the page it drives.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A 404 page logs its own document's status; that is the page working, not an error in it.
        const ownStatus = /status of 404/.test(message.text()) && message.location().url === page.url();
        if ((message.type() === 'error' && !ownStatus) || /hydrat/i.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Paths of every page in the built site's sitemap, read from disk when the
 * tests are collected (the tests serve that same dist/), so each page can be
 * a test of its own.
 */
export function builtSitemapPaths(): string[] {
  const xml = readFileSync(path.join(process.env.SITE_OUT_DIR ?? 'dist', 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** Paths of every page listed in the sitemap. */
export async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/**
 * Uses the page as a visitor would (a key press, which changes nothing) and
 * waits until React has hydrated its islands: every `interaction` island,
 * every island already loading, and the `visible` islands named (scrolled
 * into view first, which is what loads them).
 */
export async function waitForApp(page: Page, ...islands: string[]): Promise<void> {
  await page.keyboard.press('Shift');
  for (const name of islands) {
    for (const island of await page.locator(`[data-island="${name}"] > *:first-child`).all()) await island.scrollIntoViewIfNeeded();
  }
  await page.waitForFunction(
    (named) =>
      [...document.querySelectorAll('[data-island]')].every((island) => {
        const state = island.getAttribute('data-island-state');
        const needed = island.getAttribute('data-island-load') !== 'visible' || state !== null || named.includes(island.getAttribute('data-island')!);
        return !needed || state === 'hydrated';
      }),
    islands,
  );
}
