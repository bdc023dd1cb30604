import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parse } from 'yaml';
import type { Page } from '@playwright/test';
import { formatDisplayDate, parseContentDate } from '../../src/lib/dates';
import { relevantServices } from '../../pipeline/compile/post-relations';
import { expect, test, waitForApp } from './fixtures';

/** The published posts as the content files describe them (drafts and `_` files left out). */
const postsDir = path.resolve('content/posts');
const posts = readdirSync(postsDir)
  .filter((name) => name.endsWith('.md') && !name.startsWith('_'))
  .map((name) => {
    const data = matter(readFileSync(path.join(postsDir, name), 'utf8')).data as Record<string, unknown>;
    return {
      slug: (data.slug as string | undefined) ?? name.replace(/\.md$/, ''),
      title: String(data.title),
      excerpt: String(data.excerpt),
      date: parseContentDate(data.date)!,
      rawDate: data.date,
      tags: data.tags as string[],
      draft: data.draft === true,
    };
  })
  .filter((post) => !post.draft);
const tagServices = (parse(readFileSync('content/tag-services.yaml', 'utf8')) as { services: { patterns: string[]; label: string; link: string }[] }).services;

const allTags = [...new Set(posts.flatMap((post) => post.tags))];
/** The tag on the most posts, but not on all of them, so filtering by it visibly narrows the list. */
const busyTag = allTags
  .map((tag) => ({ tag, count: posts.filter((post) => post.tags.includes(tag)).length }))
  .filter(({ count }) => count < posts.length)
  .sort((a, b) => b.count - a.count)[0]!;
const otherTag = allTags.find((tag) => tag !== busyTag.tag)!;

const cards = (page: Page) => page.locator('main ul > li > article');
const badge = (page: Page, tag: string) => page.getByRole('group', { name: 'Topics' }).getByRole('button', { name: tag, exact: true });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search articles' });

async function openBlog(page: Page, query = '') {
  await page.goto(`/blog${query}`);
  await waitForApp(page);
}

test.describe('blog list', () => {
  test('the prerendered list holds every post, newest first, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog');
    const titles = await cards(page).getByRole('heading').allTextContents();
    const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date)).map((post) => post.title);
    expect(titles).toEqual(newestFirst);
    await expect(page.getByRole('link', { name: /^Read more/ })).toHaveCount(posts.length);
    await context.close();
  });

  test('cards show image, date, read time, clamped title and excerpt, tags and Read more', async ({ page }) => {
    await openBlog(page);
    const newest = [...posts].sort((a, b) => b.date.localeCompare(a.date))[0]!;
    const card = cards(page).first();
    await expect(card.locator('img')).toHaveAttribute('src', /^\/images\//);
    await expect(card.locator('time')).toHaveText(formatDisplayDate(newest.date));
    await expect(card.locator('time')).toHaveAttribute('datetime', newest.date);
    await expect(card).toContainText(/\d+ min read/);
    await expect(card.getByRole('heading')).toHaveCSS('-webkit-line-clamp', '2');
    await expect(card.getByText(newest.excerpt)).toHaveCSS('-webkit-line-clamp', '3');
    await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(newest.tags);
    await expect(card.getByRole('link', { name: /^Read more/ })).toHaveAttribute('href', `/blog/${newest.slug}`);
  });

  test('the grid has one column on phones and three on wide screens', async ({ page }, testInfo) => {
    await openBlog(page);
    const lefts = await cards(page).evaluateAll((elements) => elements.slice(0, 3).map((el) => Math.round(el.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(testInfo.project.name === 'mobile' ? 1 : 3);
  });

  test('one badge per distinct tag, none pressed at first', async ({ page }) => {
    await openBlog(page);
    const badges = page.getByRole('group', { name: 'Topics' }).getByRole('button');
    await expect(badges).toHaveCount(allTags.length);
    expect((await badges.allTextContents()).sort()).toEqual([...allTags].sort());
    for (const pressed of await badges.evaluateAll((els) => els.map((el) => el.getAttribute('aria-pressed')))) expect(pressed).toBe('false');
  });

  test('a badge selects its topic and writes ?tag=; pressing it again clears both', async ({ page }) => {
    await openBlog(page);
    await badge(page, busyTag.tag).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tag')).toBe(busyTag.tag);
    await expect(badge(page, busyTag.tag)).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(busyTag.count);
    for (const list of await cards(page).getByRole('list', { name: 'Tags' }).all()) await expect(list).toContainText(busyTag.tag);
    await expect(page.getByRole('status')).toContainText(`${busyTag.count} result`);
    await expect(page.getByRole('status')).toContainText(busyTag.tag);

    await badge(page, busyTag.tag).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(badge(page, busyTag.tag)).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page)).toHaveCount(posts.length);
  });

  test('opening /blog?tag= selects that topic, and back/forward follow the selection', async ({ page }) => {
    await openBlog(page, `?tag=${encodeURIComponent(busyTag.tag)}`);
    await expect(badge(page, busyTag.tag)).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(busyTag.count);

    await badge(page, otherTag).click();
    await expect(badge(page, otherTag)).toHaveAttribute('aria-pressed', 'true');
    await expect(badge(page, busyTag.tag)).toHaveAttribute('aria-pressed', 'false');

    await page.goBack();
    await expect(page).toHaveURL(/\?tag=/);
    await expect(badge(page, busyTag.tag)).toHaveAttribute('aria-pressed', 'true');
    await expect(badge(page, otherTag)).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page)).toHaveCount(busyTag.count);

    await page.goForward();
    await expect(badge(page, otherTag)).toHaveAttribute('aria-pressed', 'true');
  });

  test('the tag in the address is matched whatever its case', async ({ page }) => {
    await openBlog(page, `?tag=${encodeURIComponent(busyTag.tag.toUpperCase())}`);
    await expect(badge(page, busyTag.tag)).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(busyTag.count);
  });

  test('search is case-insensitive over title, excerpt and tags', async ({ page }) => {
    await openBlog(page);
    await expect(search(page)).toHaveAttribute('placeholder', 'Search articles...');
    const target = posts[0]!;
    const word = target.title.split(/\s+/).find((w) => w.length > 6)!.replace(/[^\p{L}\p{N}-]/gu, '');
    await search(page).fill(word.toUpperCase());
    const expected = posts.filter((post) => [post.title, post.excerpt, ...post.tags].join(' ').toLowerCase().includes(word.toLowerCase()));
    await expect(cards(page)).toHaveCount(expected.length);
    await expect(page.getByRole('status')).toContainText(`${expected.length} result`);
    await expect(page.getByRole('status')).toContainText(word.toUpperCase());

    await search(page).fill(busyTag.tag.toLowerCase());
    const byTag = posts.filter((post) => [post.title, post.excerpt, ...post.tags].join(' ').toLowerCase().includes(busyTag.tag.toLowerCase()));
    await expect(cards(page)).toHaveCount(byTag.length);
  });

  test('tag and search combine with AND; Clear filters resets both', async ({ page }) => {
    await openBlog(page);
    const withTag = posts.filter((post) => post.tags.includes(busyTag.tag));
    const word = withTag[0]!.title.split(/\s+/).find((w) => w.length > 4)!.replace(/[^\p{L}\p{N}-]/gu, '');
    const expected = withTag.filter((post) => [post.title, post.excerpt, ...post.tags].join(' ').toLowerCase().includes(word.toLowerCase()));
    await badge(page, busyTag.tag).click();
    await search(page).fill(word);
    await expect(cards(page)).toHaveCount(expected.length);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search(page)).toHaveValue('');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(posts.length);
    await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
  });

  test('no match shows the empty state; View all articles clears the filters', async ({ page }) => {
    await openBlog(page, `?tag=${encodeURIComponent(busyTag.tag)}`);
    await search(page).fill('zzqx no such words');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
    await expect(page.getByRole('status')).toContainText('0 results');
    await page.getByRole('button', { name: 'View all articles' }).click();
    await expect(cards(page)).toHaveCount(posts.length);
    await expect(search(page)).toHaveValue('');
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the filters work from the keyboard', async ({ page }) => {
    await openBlog(page);
    await badge(page, busyTag.tag).focus();
    await page.keyboard.press('Enter');
    await expect(badge(page, busyTag.tag)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Space');
    await expect(badge(page, busyTag.tag)).toHaveAttribute('aria-pressed', 'false');
  });

  test('Read more opens the post', async ({ page }) => {
    await openBlog(page);
    const link = cards(page).first().getByRole('link', { name: /^Read more/ });
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Blog Post');
  });
});

test.describe('blog post', () => {
  /** A post with related posts and relevant services, written with a text date. */
  const post = posts.find((p) => typeof p.rawDate === 'string' && !/^\d/.test(p.rawDate) && relevantServices(p.tags, tagServices).length > 1)!;
  const isoPost = posts.find((p) => p.rawDate instanceof Date || /^\d{4}-/.test(String(p.rawDate)))!;

  test('shows breadcrumb, back link, title, byline, image and In this article', async ({ page }) => {
    await page.goto(`/blog/${post.slug}`);
    await waitForApp(page);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(post.title);
    await expect(page.getByRole('link', { name: 'Back to Articles' })).toHaveAttribute('href', '/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.locator('article header time')).toHaveText(formatDisplayDate(post.date));
    await expect(page.locator('article header')).toContainText(/\d+ min read/);
    const site = parse(readFileSync('content/site.yaml', 'utf8')) as { firstName: string; lastName: string };
    await expect(page.locator('article header')).toContainText(`${site.firstName} ${site.lastName}`);
    await expect(page.locator('article img').first()).toHaveAttribute('src', /^\/images\//);
    // The transparent site header reads the first block's tone: the post header is dark.
    expect(await page.evaluate(() => document.querySelector('main > :first-child')?.matches('.bg-ink, [data-header-tone="dark"]'))).toBe(true);
    const summary = page.getByRole('complementary', { name: 'In this article' });
    await expect(summary).toContainText(post.excerpt);
  });

  test('the post image is a responsive AVIF/WebP picture, the LCP, loaded at high priority and no wider than needed', async ({ page }) => {
    const variantsFetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes("/images/_variants/blog/")) variantsFetched.push(request.url());
    });
    await page.goto(`/blog/${post.slug}`);
    const picture = page.locator('article picture').first();
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /^\/images\/_variants\/\S+\.avif \d+w(, \S+\.avif \d+w)+$/);
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\.webp \d+w/);
    const img = picture.locator('img');
    await expect(img).toHaveAttribute('src', /^\/images\/blog\/[\w-]+\.jpg$/);
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).not.toHaveAttribute('loading', 'lazy');

    // The largest contentful paint is the image (the last LCP entry so far; polled, as the image paints after the text).
    const lcpSource = () =>
      page.evaluate(
        () =>
          new Promise<string | null>((resolve) => {
            setTimeout(() => resolve(null), 500);
            new PerformanceObserver((list) => resolve((list.getEntries().at(-1) as PerformanceEntry & { element?: Element }).element?.getAttribute('src') ?? null)).observe({
              type: 'largest-contentful-paint',
              buffered: true,
            });
          }),
      );
    await expect.poll(lcpSource).toBe(await img.getAttribute('src'));

    // The browser picked an AVIF variant at least as wide as the drawn pixels, and not the next step up.
    const { current, needed, candidates } = await img.evaluate((element: HTMLImageElement) => ({
      current: element.currentSrc,
      needed: element.clientWidth * devicePixelRatio,
      candidates: element.parentElement!.querySelector('source')!.getAttribute('srcset')!.split(', ').map((c) => Number(c.split(' ')[1]!.slice(0, -1))),
    }));
    expect(current).toMatch(/\.avif$/);
    const chosen = Number(/\.(\d+)\.[0-9a-f]{8}\.avif$/.exec(current)![1]);
    expect(chosen).toBe(candidates.find((width) => width >= needed) ?? Math.max(...candidates));
    // One download: nothing (the preload scanner included) fetched another width first.
    expect(variantsFetched).toEqual([current]);
  });

  test('dates read the same whichever format the file used', async ({ page }) => {
    await page.goto(`/blog/${isoPost.slug}`);
    await expect(page.locator('article header time')).toHaveText(formatDisplayDate(isoPost.date));
    await expect(page.locator('article header time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  });

  test('topic links, relevant services, author card, related articles and Get in Touch', async ({ page }) => {
    await page.goto(`/blog/${post.slug}`);
    await waitForApp(page);

    const topics = page.getByRole('region', { name: 'Related topics' }).getByRole('link');
    await expect(topics).toHaveText(post.tags);
    for (const [i, tag] of post.tags.entries()) {
      expect(await topics.nth(i).getAttribute('href')).toBe(`/blog?${new URLSearchParams({ tag })}`);
    }

    const expectedServices = relevantServices(post.tags, tagServices);
    const services = page.getByRole('region', { name: 'Relevant Services' }).getByRole('link');
    await expect(services).toHaveText(expectedServices.map((s) => s.label));
    expect(await services.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(expectedServices.map((s) => s.link));
    expect(expectedServices.length).toBeLessThanOrEqual(3);

    const author = page.getByRole('region', { name: 'About the author' });
    await expect(author.getByRole('link')).toHaveAttribute('href', /^\/about-[a-z-]+$/);

    const related = page.getByRole('region', { name: 'Related Articles' }).locator('article');
    const count = await related.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(2);
    for (const card of await related.all()) {
      const href = (await card.getByRole('link', { name: /^Read more/ }).getAttribute('href'))!;
      expect(href).not.toBe(`/blog/${post.slug}`);
      const other = posts.find((p) => `/blog/${p.slug}` === href)!;
      expect(other.tags.some((tag) => post.tags.map((t) => t.toLowerCase()).includes(tag.toLowerCase()))).toBe(true);
    }

    await expect(page.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/#contact');
  });

  test('a topic link opens the list filtered by that topic', async ({ page }) => {
    await page.goto(`/blog/${post.slug}`);
    await waitForApp(page);
    const tag = post.tags[0]!;
    await page.getByRole('region', { name: 'Related topics' }).getByRole('link', { name: tag, exact: true }).click();
    await expect(page).toHaveURL(/\/blog\?tag=/);
    await expect(badge(page, tag)).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(posts.filter((p) => p.tags.includes(tag)).length);
  });

  test('the body renders headings, lists and paragraphs', async ({ page }) => {
    await page.goto(`/blog/${post.slug}`);
    const body = page.locator('.post-body');
    expect(await body.locator('h2').count()).toBeGreaterThan(0);
    expect(await body.locator('p').count()).toBeGreaterThan(2);
  });

  test('an unknown slug shows the placeholder post', async ({ page }) => {
    await page.goto('/blog/no-such-post');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post');
    await expect(page.getByText('Full content not found.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test.describe('404 page', () => {
  test('shows the spec strings and links home', async ({ page }) => {
    await page.goto('/definitely/not/here');
    await expect(page).toHaveTitle('Page Not Found - 404 Error');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
    await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back to Homepage' })).toHaveAttribute('href', '/');
  });
});

test.describe('small screens', () => {
  for (const target of ['/blog', `/blog/${posts[0]!.slug}`, '/no-such-page']) {
    test(`${target} does not scroll sideways`, async ({ page }) => {
      await page.goto(target);
      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(fits).toBe(true);
    });
  }
});
