import { existsSync } from 'node:fs';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startDevProcess } from '../serve/dev-process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface DevSaveOptions {
  /** The project (scripts/dev.ts is started from it). */
  root: string;
  contentDir: string;
  /** A post file of `contentDir`, and its page's path. */
  postFile: string;
  postPath: string;
  saves: number;
}

/**
 * What an author waits for in `npm run dev`: the post's page open in a
 * browser, a paragraph appended to its file, and the time until the page
 * the browser loads again shows it (that page's first contentful paint,
 * on the same clock as the save). One save after another, a second apart;
 * the post file is restored after. Undefined without Chromium.
 */
export async function measureDevSaves(options: DevSaveOptions): Promise<number[] | undefined> {
  if (!existsSync(CHROMIUM)) return undefined;
  const original = await readFile(options.postFile, 'utf8');
  const dev = await startDevProcess(options.root, { SITE_CONTENT_DIR: options.contentDir });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const page = await browser.newPage();
    // The first page waits for the dev server's first client build.
    await page.goto(`${dev.url}${options.postPath}`, { timeout: 180_000 });
    const times: number[] = [];
    for (let save = 1; save <= options.saves; save += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const marker = `Saved paragraph ${save} at ${Date.now()}.`;
      const painted = paintedWith(page, marker);
      const saved = Date.now();
      await appendFile(options.postFile, `\n${marker}\n`);
      times.push((await painted) - saved);
    }
    return times;
  } finally {
    await browser?.close();
    await writeFile(options.postFile, original);
    await dev.stop();
  }
}

/** The time (ms since the epoch) of the first contentful paint of the first page load whose document holds `text`. */
async function paintedWith(page: Page, text: string): Promise<number> {
  for (;;) {
    await page.waitForEvent('domcontentloaded', { timeout: 30_000 });
    const holds = await page.evaluate((wanted) => document.body.textContent?.includes(wanted) ?? false, text).catch(() => false);
    if (!holds) continue;
    const paint = await page.waitForFunction(() => {
      const entry = performance.getEntriesByName('first-contentful-paint')[0];
      return entry ? performance.timeOrigin + entry.startTime : undefined;
    });
    return (await paint.jsonValue()) as number;
  }
}
