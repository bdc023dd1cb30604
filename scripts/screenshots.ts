import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import config from '../playwright.config';
import { builtSitemapPaths, startPreviewProcess } from './serve/preview-process';

/**
 * `npm run screenshots`: full-page screenshots of every page in the built
 * site's sitemap, plus an unknown path, at 375 px and 1280 px wide, saved as
 * `screenshots/<name>-<width>.png`. It builds nothing: it serves the existing
 * output folder (SITE_OUT_DIR, default dist) with scripts/preview.ts on a
 * free port and stops the server when done.
 */
const root = process.cwd();
const outDir = path.resolve(root, process.env.SITE_OUT_DIR ?? 'dist');
const shotsDir = path.resolve(root, 'screenshots');
const widths = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];
const extraPaths = ['/404-test'];
const concurrency = 4;

const paths = [...(await builtSitemapPaths(outDir)), ...extraPaths];
const preview = await startPreviewProcess({
  root,
  outDir,
  backendDir: process.env.EMBEDDED_BACKEND_DIR ?? path.join('.data', 'screenshots'),
});
let browser: Browser | undefined;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: config.use?.launchOptions?.args ?? [],
  });
  await mkdir(shotsDir, { recursive: true });
  const jobs = paths.flatMap((pagePath) => widths.map((size) => ({ pagePath, size })));
  let done = 0;
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      await shoot(browser!, preview.origin, job.pagePath, job.size);
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  console.log(`${done} screenshots of ${paths.length} pages in ${path.relative(root, shotsDir)}/`);
} finally {
  await browser?.close();
  await preview.stop();
}


/** "/" → "home", "/blog/fast-hosting" → "blog-fast-hosting". */
function screenshotName(pagePath: string): string {
  return pagePath.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';
}

async function shoot(browser: Browser, origin: string, pagePath: string, size: { width: number; height: number }): Promise<void> {
  const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1 });
  const page = await context.newPage();
  try {
    await page.goto(origin + pagePath, { waitUntil: 'networkidle' });
    // Walk down the page so sections fade in and lazy images load, then come back up.
    await page.evaluate(async () => {
      const step = Math.round(window.innerHeight * 0.6);
      for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((resolve) => setTimeout(resolve, 120));
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(900); // the last fade-in transitions
    const file = path.join(shotsDir, `${screenshotName(pagePath)}-${size.width}.png`);
    await page.screenshot({ path: file, fullPage: true });
  } finally {
    await context.close();
  }
}
