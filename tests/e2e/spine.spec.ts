import { expect, sitemapPaths, test, waitForApp } from './fixtures';

test.describe('prerendered pages', () => {
  test('every sitemap page answers 200 with its own head, JSON-LD and h1 in the static HTML', async ({ page, request }) => {
    const paths = await sitemapPaths(page);
    // 12 pages of the route table (home, 9 service/landing pages, blog, about) plus every post.
    expect(paths.length).toBeGreaterThanOrEqual(12);
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const title = /<title[^>]*>([^<]+)<\/title>/.exec(html)?.[1];
      const description = /<meta[^>]+name="description"[^>]+content="([^"]+)"/.exec(html)?.[1];
      expect(title, path).toBeTruthy();
      expect(description, path).toBeTruthy();
      titles.add(title!);
      descriptions.add(description!);
      expect(html, path).toMatch(new RegExp(`<link[^>]+rel="canonical"[^>]+href="https?://[^"]+${path === '/' ? '/' : path}"`));
      expect(html, path).toMatch(/<h1[\s>]/);
      const ld = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
      expect(ld.length, path).toBeGreaterThan(0);
      for (const [, json] of ld) expect(() => JSON.parse(json!), path).not.toThrow();
      expect(html, path).toMatch(/^<!DOCTYPE html><html lang="en"[^>]*><head><meta charset="UTF-8"\s*\/?>/i);
    }
    expect(titles.size).toBe(paths.length);
    expect(descriptions.size).toBe(paths.length);
  });

  test("every page's sharing image is served and a browser decodes it at the size its tags give", async ({ page, request }) => {
    const images = new Map<string, [string, string]>();
    for (const path of await sitemapPaths(page)) {
      const html = await (await request.get(path)).text();
      const tag = (property: string) => new RegExp(`<meta[^>]+property="${property}"[^>]+content="([^"]+)"`).exec(html)?.[1];
      const image = tag('og:image');
      expect(image, path).toBeTruthy();
      images.set(new URL(image!).pathname, [tag('og:image:width')!, tag('og:image:height')!]);
    }
    // The social cards (a restart marker after every MCU) and any post's own image, decoded by the browser, not just fetched.
    expect([...images.keys()].filter((src) => src.startsWith('/cards/')).length).toBeGreaterThan(10);
    await page.goto('/');
    const decoded = await page.evaluate(
      (sources) =>
        Promise.all(
          sources.map(async (src) => {
            const image = new Image();
            image.src = src;
            await image.decode();
            return [src, [String(image.naturalWidth), String(image.naturalHeight)]] as const;
          }),
        ),
      [...images.keys()],
    );
    expect(new Map(decoded)).toEqual(images);
  });

  test('pages hydrate their islands without errors, and links open prerendered pages', async ({ page }) => {
    await page.goto('/blog');
    await waitForApp(page);
    const firstPost = page.locator('main a[href^="/blog/"]').first();
    const href = await firstPost.getAttribute('href');
    await firstPost.click();
    await expect(page).toHaveURL(href!);
    await waitForApp(page);
    await expect(page.locator('h1')).not.toHaveText('Blog Post');
    await expect(page.locator('.post-body p').first()).not.toBeEmpty();
  });

  test("React and the islands' code load at the visitor's first interaction, not while the page is only being read", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.waitForTimeout(1500);
    // The entry alone: no island of the home page's first screen waits to be seen.
    expect(scripts).toHaveLength(1);
    await expect(page.locator('[data-island="site-header"]')).not.toHaveAttribute('data-island-state');
    await page.keyboard.press('Tab');
    await expect(page.locator('[data-island="site-header"]')).toHaveAttribute('data-island-state', 'hydrated');
    expect(scripts.some((src) => /\/hydrate-[\w-]+\.js$/.test(src))).toBe(true);
  });

  test('only islands hydrate: the page ships no route table, loader data or page content as JavaScript', async ({ page, request }) => {
    const html = await (await request.get('/blog/fast-website-hosting-tanzania')).text();
    // No serialised state of any kind: no JSON data blocks, no globals assigned for a client router.
    expect(html).not.toMatch(/<script[^>]*type="application\/json"/);
    expect(html).not.toMatch(/window\.__[A-Za-z_]+\s*=/);
    expect(html).not.toMatch(/<script(?![^>]*(type="module"|application\/ld\+json))[^>]*>/);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/blog/fast-website-hosting-tanzania');
    await waitForApp(page);
    const islands = await page.locator('[data-island]').evaluateAll((els) => els.map((el) => el.getAttribute('data-island')));
    expect(islands).toEqual(['site-header', 'scroll-to-top']);
    // No page module and no post data: the body text is not in any script the page loads.
    const sentence = (await page.locator('.post-body p').first().textContent())!.slice(0, 40);
    for (const src of scripts) expect(await (await request.get(src)).text(), src).not.toContain(sentence);
  });
});

test.describe('redirects', () => {
  test('the host answers old paths with a 301 to the new place', async ({ request }) => {
    const response = await request.get('/wordpress-development', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/website-design#wordpress');
  });

  test('a stub page for hosts without rules moves on, keeping the hash and no history entry', async ({ page }) => {
    await page.goto('/');
    await page.goto('/hosting-services/index.html#plans');
    await expect(page).toHaveURL(/\/website-hosting-tanzania#plans$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an in-app link to an old path replaces the history entry', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    // The footer links to an old address, as the spec lists it.
    await page.locator('footer a[href="/best-web-hosting-tanzania"]').click();
    await expect(page).toHaveURL(/\/website-hosting-tanzania$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('unknown addresses', () => {
  test('an unknown path is a 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page Not Found - 404 Error');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
    await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
    await page.getByRole('link', { name: 'Go back to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown post shows the placeholder post, marked noindex', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post');
    await expect(page.getByText('Full content not found.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test.describe('host behaviour', () => {
  test('pages carry security headers and text is compressed', async ({ request }) => {
    const response = await request.get('/services', { headers: { 'Accept-Encoding': 'br, gzip' } });
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['permissions-policy']).toBeTruthy();
    expect(headers['content-encoding']).toBe('br');
  });

  test('hashed assets are cached for a year', async ({ page, request }) => {
    await page.goto('/');
    const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
    const response = await request.get(script!);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
