import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { eagerIslands } from './page-html';

export interface PageWeight {
  /** gzip bytes of the page's HTML. */
  html: number;
  /** gzip bytes of the JavaScript the page loads without being touched or scrolled (see `pageWeight`). */
  js: number;
  /** gzip bytes of the CSS inlined in the page (part of `html`; the full stylesheet loads later without blocking). */
  css: number;
  /** The JS files counted, for reports. */
  scripts: string[];
}

const gz = (buffer: Buffer | string) => gzipSync(buffer, { level: 9 }).length;
const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?["'](\.\/[^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g;
/** Island chunks are named after their module (`<name>.island.tsx` → `<name>.island-<hash>.js`). */
const ISLAND_CHUNK = /\/([\w-]+)\.island-[\w-]+\.js$/;

/**
 * What a first visit to `pagePath` downloads, measured on the built files:
 * the HTML, its inlined CSS, and the JavaScript it runs without being
 * touched: the entry script with its static imports, and what the entry
 * imports once the page has painted (the hydration runtime and the chunks
 * of the page's eager islands, with their static imports). Islands that
 * wait to be scrolled to or touched are not counted.
 */
export async function pageWeight(dir: string, pagePath: string): Promise<PageWeight> {
  const file = pagePath === '/404' ? '404.html' : path.join(pagePath.replace(/^\//, ''), 'index.html');
  const html = await readFile(path.join(dir, file), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]!).filter((src) => src.startsWith('/'));
  const eager = new Set(eagerIslands(html));
  const loadsAfterPaint = (src: string) => {
    const island = ISLAND_CHUNK.exec(src)?.[1];
    return island === undefined || eager.has(island);
  };

  const scripts = new Set<string>();
  const queue = entries.map((src) => ({ src, entry: true }));
  let js = 0;
  while (queue.length > 0) {
    const { src, entry } = queue.shift()!;
    if (scripts.has(src)) continue;
    scripts.add(src);
    const code = await readFile(path.join(dir, src));
    js += gz(code);
    const text = code.toString('utf8');
    const resolve = (relative: string) => path.posix.join(path.posix.dirname(src), relative);
    for (const [, relative] of text.matchAll(STATIC_IMPORT)) queue.push({ src: resolve(relative!), entry: false });
    if (entry) for (const [, relative] of text.matchAll(DYNAMIC_IMPORT)) if (loadsAfterPaint(resolve(relative!))) queue.push({ src: resolve(relative!), entry: false });
  }
  const css = gz([...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join(''));
  return { html: gz(html), js, css, scripts: [...scripts] };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
