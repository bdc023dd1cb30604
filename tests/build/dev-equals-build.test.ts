import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../pipeline/run-build';
import { projectRoot } from './content-tree';
import { startDev, type DevProcess } from './dev-process';

/*
 * `npm run dev` serves what `npm run build` writes: the same renderer,
 * template, head tags and inlined page CSS. The real content is built into
 * a temporary folder, then the dev server is started as `npm run dev`
 * starts it and its pages are compared with the built files.
 */
const outDir = path.join(os.tmpdir(), `site-dev-equals-build-${process.pid}`);
let dev: DevProcess | undefined;
let devUrl = '';

/**
 * What only dev adds or changes, removed: Vite's client script, React's
 * refresh preamble (both put first in <head> by Vite), and the entry's
 * address, `/src/islands/client.ts` in dev and `/assets/index-<hash>.js`
 * once built (the same module; only its URL differs).
 */
function withoutDevScripts(html: string): string {
  return html
    .replace(/\s*<script type="module">import \{ injectIntoGlobalHook \} from "\/@react-refresh";[\s\S]*?<\/script>\s*/, '')
    .replace(/\s*<script type="module" src="\/@vite\/client"><\/script>\s*/, '')
    .replace('<script type="module" crossorigin src="/src/islands/client.ts">', '<script type="module" crossorigin src="ENTRY">');
}
const withBuiltEntry = (html: string) => html.replace(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/, '<script type="module" crossorigin src="ENTRY">');

/** Where two pages part, with some context, or undefined when they are the same (a whole-page diff is unreadable). */
function firstDifference(dev: string, built: string): string | undefined {
  if (dev === built) return undefined;
  let i = 0;
  while (dev[i] === built[i]) i++;
  return `at ${i}:\n  dev:   ${dev.slice(Math.max(0, i - 120), i + 120)}\n  built: ${built.slice(Math.max(0, i - 120), i + 120)}`;
}

async function devPage(pathname: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${devUrl}${pathname}`, { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}
const builtPage = async (file: string) => withBuiltEntry(await readFile(path.join(outDir, file), 'utf8'));

describe('the dev server and the build', () => {
  beforeAll(async () => {
    await buildSite({ root: projectRoot, outDir });
    dev = await startDev();
    devUrl = dev.url;
  }, 300_000);
  afterAll(async () => {
    await dev?.stop();
    await rm(outDir, { recursive: true, force: true });
  });

  const pages: [string, string][] = [
    ['/', 'index.html'],
    ['/blog', 'blog/index.html'],
    ['/blog/fast-website-hosting-tanzania', 'blog/fast-website-hosting-tanzania/index.html'],
  ];
  it.each(pages)('%s is the built %s, dev scripts aside', async (pathname, file) => {
    const { status, html } = await devPage(pathname);
    expect(status).toBe(200);
    const built = await builtPage(file);
    // Spelled out so a failure says what went: the inlined CSS and the head tags.
    const style = /<style>[\s\S]*?<\/style>/.exec(built)?.[0] ?? '';
    expect(style.length).toBeGreaterThan(1000);
    expect(html.includes(style), 'dev inlines the built page CSS').toBe(true);
    const head = built.slice(built.indexOf('<title'), built.indexOf('<meta name="viewport"'));
    expect(html.includes(head), 'dev writes the built head tags').toBe(true);
    expect(firstDifference(withoutDevScripts(html), built)).toBeUndefined();
  });

  it('answers an unknown address with the built 404 page and status 404, an old one with a redirect', async () => {
    const missing = await devPage('/no-such-page');
    expect(missing.status).toBe(404);
    expect(firstDifference(withoutDevScripts(missing.html), await builtPage('404.html'))).toBeUndefined();
    const moved = await devPage('/wordpress-development');
    expect(moved.status).toBe(301);
  });
});
