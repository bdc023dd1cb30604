import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'yaml';
import { fixedElementContrast } from './fixed-contrast';
import { builtSitemapPaths, expect, test } from './fixtures';

/*
 * Zero axe violations (WCAG 2.0 and 2.1, levels A and AA) on every page of the
 * sitemap, the 404 page and an unknown post, at both widths, plus the states a
 * visitor opens: the mobile menu, the Services dropdown and the contact form
 * showing its errors. Reduced motion shows every fade-in section at once, so
 * colours are measured as visitors finally see them, not mid-fade.
 */

const navigation: { main: { label: string; children?: unknown[] }[]; menuToggleLabel: string } = parse(
  readFileSync('content/navigation.yaml', 'utf8'),
);
const home: { contact: { formTitle: string } } = parse(readFileSync('content/home.yaml', 'utf8'));
const servicesMenuLabel = navigation.main.find((item) => item.children)!.label;

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 768;

test.use({ reducedMotion: 'reduce' });

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type AxeNode = AxeResults['violations'][number]['nodes'][number];

/** The ratio axe asks of this text ("4.5:1" → 4.5). */
function expectedRatio(node: AxeNode): number {
  const check = node.any.find((c) => c.id === 'color-contrast');
  return Number.parseFloat(String(check?.data?.expectedContrastRatio ?? '4.5'));
}

/**
 * Colour contrast inside fixed elements, which axe measures against the wrong
 * backdrop (see fixed-contrast.ts): measured again against the real one. A
 * violation the real colours pass is dropped and noted; text axe could not
 * judge there fails if the real colours do.
 */
async function remeasureFixed(page: Page, results: AxeResults): Promise<string[]> {
  const failures: string[] = [];
  for (const [list, reported] of [
    [results.violations, true],
    [results.incomplete, false],
  ] as const) {
    for (const violation of list.filter((v) => v.id === 'color-contrast')) {
      const kept: AxeNode[] = [];
      for (const node of violation.nodes) {
        const selector = node.target.length === 1 ? String(node.target[0]) : undefined;
        const real = selector ? await fixedElementContrast(page, selector) : undefined;
        const required = expectedRatio(node);
        if (!real) {
          kept.push(node);
          continue;
        }
        const measured = `${real.ratio.toFixed(2)}:1 (${real.foreground} on ${real.background}), needs ${required}:1`;
        if (real.ratio >= required) {
          if (reported) test.info().annotations.push({ type: 'axe fixed-element correction', description: `${selector}: real contrast ${measured}` });
        } else {
          failures.push(`color-contrast in a fixed element: ${violation.help}\n    at ${selector}\n    real contrast ${measured}`);
        }
      }
      violation.nodes = kept;
    }
  }
  results.violations = results.violations.filter((v) => v.nodes.length > 0);
  return failures;
}

/** Runs axe on the page as it is now; fails with one line per offending element. */
async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const fixedFailures = await remeasureFixed(page, results);
  const report = [
    ...results.violations.flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n    at ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`,
      ),
    ),
    ...fixedFailures,
  ];
  expect(report, `axe violations on ${label}:\n${report.join('\n')}`).toEqual([]);
}

/** Loads a page and waits until nothing more is fetched (images, island code). */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
}

/** Opens a disclosure (menu toggle, dropdown trigger) once its code is live, and returns the panel it controls. */
async function expand(page: Page, trigger: Locator): Promise<Locator> {
  await expect(async () => {
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();
  return panel;
}

// A test per page: one test for all of them ran into its time limit on a busy machine (2.7-3 min for 27 pages).
const sitemap = builtSitemapPaths();
test('the sitemap lists the site, so the page checks below cover it', () => {
  expect(sitemap.length).toBeGreaterThan(12);
});
for (const path of [...sitemap, '/no-such-page', '/blog/no-such-post']) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await open(page, path);
    await expectNoViolations(page, path);
  });
}

test('the open mobile menu has no axe violations', async ({ page }) => {
  test.skip(isDesktop(page), 'small screens');
  await open(page, '/');
  await expand(page, page.getByRole('button', { name: navigation.menuToggleLabel }));
  await expectNoViolations(page, '/ with the mobile menu open');
});

test('the open Services dropdown has no axe violations', async ({ page }) => {
  test.skip(!isDesktop(page), 'wide screens');
  await open(page, '/');
  await expand(page, page.locator('header[data-site-header]').getByRole('button', { name: servicesMenuLabel }));
  await expectNoViolations(page, '/ with the Services dropdown open');
});

test('the contact form showing its validation errors has no axe violations', async ({ page }) => {
  await open(page, '/#contact');
  const form = page.getByRole('form', { name: home.contact.formTitle });
  await form.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  const submit = form.getByRole('button', { name: 'Send Message' });
  await expect(async () => {
    await submit.click();
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(3, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expectNoViolations(page, '/#contact with validation errors');
});
