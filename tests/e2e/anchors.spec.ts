import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The spec's anchor offset: a #hash target stops this far below the window's top. */
const OFFSET_PX = 80;

/**
 * The target's top, once scrolling has stopped at the offset (the same reading over 200 ms, 80 px from the
 * top; a scroll that has not started yet also reads the same twice, so the offset is part of the wait).
 */
async function settledTop(page: Page, target: Locator): Promise<number> {
  let top = Number.NaN;
  await expect
    .poll(
      async () => {
        const before = await target.evaluate((element) => element.getBoundingClientRect().top);
        await page.waitForTimeout(200);
        const after = await target.evaluate((element) => element.getBoundingClientRect().top);
        top = after;
        return before === after ? Math.abs(after - OFFSET_PX) : Number.POSITIVE_INFINITY;
      },
      { timeout: 10_000, message: 'distance from the offset once at rest' },
    )
    .toBeLessThanOrEqual(1);
  return top;
}

test.describe('anchor offset', () => {
  for (const [oldPath, anchor] of [
    ['/ecommerce-websites', 'ecommerce'],
    ['/wordpress-development', 'wordpress'],
  ] as const) {
    test(`${oldPath} lands on the #${anchor} card of /website-design, its top 80 px below the window's top`, async ({ page }) => {
      const response = await page.goto(oldPath);
      expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`${oldPath}$`));
      await expect(page).toHaveURL(new RegExp(`/website-design#${anchor}$`));
      const top = await settledTop(page, page.locator(`#${anchor}`));
      expect(Math.abs(top - OFFSET_PX), `top ${top}`).toBeLessThanOrEqual(1);
    });
  }

  test('the redirect stub page (for hosts without rules) lands the same way', async ({ page }) => {
    await page.goto('/ecommerce-websites/index.html');
    await expect(page).toHaveURL(/\/website-design#ecommerce$/);
    const top = await settledTop(page, page.locator('#ecommerce'));
    expect(Math.abs(top - OFFSET_PX), `top ${top}`).toBeLessThanOrEqual(1);
  });

  test('an in-page link scrolls its target 80 px below the top', async ({ page }) => {
    await page.goto('/');
    const link = page.locator('main a[href="#portfolio"]').first();
    await link.click();
    await expect(page).toHaveURL(/\/#portfolio$/);
    const top = await settledTop(page, page.locator('#portfolio'));
    expect(Math.abs(top - OFFSET_PX), `top ${top}`).toBeLessThanOrEqual(1);
  });

  test('a heading of a post reached by its #hash sits 80 px below the top', async ({ page }) => {
    await page.goto('/blog/fast-website-hosting-tanzania');
    const id = await page.locator('.post-body h2[id]').nth(2).getAttribute('id');
    await page.goto('about:blank');
    await page.goto(`/blog/fast-website-hosting-tanzania#${id}`);
    const top = await settledTop(page, page.locator(`[id="${id}"]`));
    expect(Math.abs(top - OFFSET_PX), `top ${top}`).toBeLessThanOrEqual(1);
  });
});
