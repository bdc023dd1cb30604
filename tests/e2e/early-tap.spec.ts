import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * A visitor's first tap on an island counts, exactly once, whenever it comes:
 * - before: the island's code is held back until the tap has been made;
 * - waking: right after the first use of the page (a scroll, a key) that wakes it;
 * - hydrating: once React holds the island but before it is live;
 * - after: once it is live.
 * On a phone-speed CPU (4× slowdown). Each variant runs once in the normal
 * suite; `--repeat-each=20 --retries=0` is how the timing is put to the test.
 */

type Timing = 'before' | 'waking' | 'hydrating' | 'after';
const TIMINGS: readonly Timing[] = ['before', 'waking', 'hydrating', 'after'];

interface IslandCase {
  /** What the visitor does, in the test's title. */
  name: string;
  island: string;
  path: string;
  screen?: 'mobile' | 'desktop';
  /** Timings that do not apply, and why. */
  skip?: Partial<Record<Timing, string>>;
  target: (page: Page) => Locator;
  /** Text typed after the tap (a field), if any. */
  type?: string;
  /** A button that only shows once the page is scrolled: scroll this far first. */
  scrollFirst?: number;
  /** Holds once the tap (and typing) took effect exactly once. */
  tookEffect: (page: Page, target: Locator) => Promise<void>;
}

/** The published posts whose title, excerpt or tags mention `word` (the blog's search rule), from the content files. */
function postsMentioning(word: string): number {
  const dir = path.resolve('content/posts');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && !name.startsWith('_'))
    .map((name) => matter(readFileSync(path.join(dir, name), 'utf8')).data as { title: string; excerpt: string; tags: string[]; draft?: boolean })
    .filter((post) => post.draft !== true && [post.title, post.excerpt, ...post.tags].join(' ').toLowerCase().includes(word)).length;
}
const SEARCH_WORD = 'hosting';

const CASES: readonly IslandCase[] = [
  {
    name: 'the menu button opens the mobile menu',
    island: 'site-header',
    path: '/website-design',
    screen: 'mobile',
    target: (page) => page.getByRole('button', { name: 'Open or close the menu' }),
    tookEffect: async (page, toggle) => {
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)).toBeVisible();
    },
  },
  {
    name: 'the Services button opens its dropdown',
    island: 'site-header',
    path: '/website-design',
    screen: 'desktop',
    target: (page) => page.locator('header nav').getByRole('button', { name: 'Services' }),
    tookEffect: async (page, button) => {
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)).toBeVisible();
    },
  },
  {
    name: 'a closed FAQ question opens',
    island: 'faq-accordion',
    path: '/website-design',
    target: (page) => page.getByRole('button', { name: 'Do I need to pay everything upfront?' }),
    tookEffect: async (page, question) => {
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`[id="${await question.getAttribute('aria-controls')}"]`)).toBeVisible();
    },
  },
  {
    name: "the testimonial carousel's next button moves one slide",
    island: 'testimonial-carousel',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Next testimonial' }).first(),
    tookEffect: async (page) => {
      await expect(page.locator('[data-carousel-status]').first()).toHaveText('2 / 6');
    },
  },
  {
    name: 'the scroll-to-top button scrolls to the top',
    island: 'scroll-to-top',
    path: '/website-design',
    scrollFirst: 1200,
    skip: {
      before: 'the button shows only once the island is live',
      waking: 'the button shows only once the island is live',
      hydrating: 'the button shows only once the island is live',
    },
    target: (page) => page.locator('#back-to-top'),
    tookEffect: async (page) => {
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    },
  },
  {
    name: 'the blog search box takes the typed word',
    island: 'blog-explorer',
    path: '/blog',
    target: (page) => page.getByRole('searchbox', { name: 'Search articles' }),
    type: SEARCH_WORD,
    tookEffect: async (page, box) => {
      await expect(box).toHaveValue(SEARCH_WORD);
      await expect(page.locator('main ul > li > article')).toHaveCount(postsMentioning(SEARCH_WORD));
    },
  },
  {
    name: "the contact form's name field takes the typed name",
    island: 'contact-form',
    path: '/',
    target: (page) => page.getByRole('textbox', { name: /^Name/ }),
    type: 'Amina',
    tookEffect: async (page, field) => {
      await expect(field).toHaveValue('Amina');
      // Its content reached the form's state: the WhatsApp button needs some to be enabled.
      await expect(page.getByRole('button', { name: /^WhatsApp Me/ })).toBeEnabled();
    },
  },
];

const islandOf = (target: Locator) => target.locator('xpath=ancestor::*[@data-island][last()]');

/** Scrolls the target to the middle of the window at once and returns its centre. */
async function bringIntoView(target: Locator): Promise<{ x: number; y: number }> {
  return target.evaluate((element) => {
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
    const box = element.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  });
}

async function tapAt(page: Page, point: { x: number; y: number }, touch: boolean): Promise<void> {
  if (touch) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
}

/** Waking an island on a slowed CPU takes seconds on a busy machine. */
const LIVE_TIMEOUT_MS = 30_000;

// Nothing moves under the finger: sections do not slide in, scrolling is instant.
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 60_000 });

for (const island of CASES) {
  for (const timing of TIMINGS) {
    test(`${island.island}: ${island.name} when tapped ${timing === 'after' ? 'after it wakes' : timing === 'before' ? 'before it wakes' : `while ${timing}`}`, async ({ page }) => {
      const mobile = (page.viewportSize()?.width ?? 0) < 768;
      test.skip(island.screen === 'mobile' && !mobile, 'small screens');
      test.skip(island.screen === 'desktop' && mobile, 'wide screens');
      test.skip(island.skip?.[timing] !== undefined, island.skip?.[timing]);

      let release = () => {};
      if (timing === 'before') {
        const tapped = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/assets\/hydrate-[\w-]+\.js$/, async (route) => {
          await tapped;
          await route.continue();
        });
      }
      await page.goto(island.path);
      // From here on, which is when islands wake (the page's own loading is not under test).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const target = island.target(page);
      const wrapper = islandOf(target);

      if (island.scrollFirst) await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), island.scrollFirst);
      if (timing === 'waking' || timing === 'after' || timing === 'hydrating') await page.keyboard.press('Shift');
      if (timing === 'hydrating') {
        // React's root is on the wrapper, the island not live yet (or, on a fast run, just live).
        await bringIntoView(target);
        await wrapper.evaluate(
          (element) =>
            new Promise<void>((resolve) => {
              const check = () => (Object.keys(element).some((key) => key.startsWith('__reactContainer')) ? resolve() : requestAnimationFrame(check));
              check();
            }),
        );
      }
      if (timing === 'after') {
        await bringIntoView(target);
        await expect(wrapper).toHaveAttribute('data-island-state', 'hydrated', { timeout: LIVE_TIMEOUT_MS });
      }
      if (island.scrollFirst) await expect(target).toBeVisible();

      const point = await bringIntoView(target);
      await tapAt(page, point, mobile);
      if (island.type) await page.keyboard.type(island.type);
      if (timing === 'before') {
        await expect(wrapper).not.toHaveAttribute('data-island-state', 'hydrated');
        release();
      }

      await expect(wrapper).toHaveAttribute('data-island-state', 'hydrated', { timeout: LIVE_TIMEOUT_MS });
      await island.tookEffect(page, target);
      // Once: a second, late replay would undo or repeat it.
      await page.waitForTimeout(300);
      await island.tookEffect(page, target);
    });
  }
}
