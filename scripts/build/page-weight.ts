import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  /** gzip bytes of the page's HTML. */
  html: number;
  /** gzip bytes of the JavaScript the page loads before it is interactive (entry, modulepreloads and their static imports). */
  js: number;
  /** gzip bytes of the CSS inlined in the page (part of `html`; the full stylesheet loads later without blocking). */
  css: number;
  /** The JS files counted, for reports. */
  scripts: string[];
}

const gz = (buffer: Buffer | string) => gzipSync(buffer, { level: 9 }).length;
const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?["'](\.\/[^"']+\.js)["']/g;

/**
 * What a first visit to `pagePath` downloads, measured on the built files:
 * the HTML, every script it loads or modulepreloads and their static
 * imports (not lazy `import()`s: they load on demand), and its inlined CSS.
 */
export async function pageWeight(dir: string, pagePath: string): Promise<PageWeight> {
  const file = pagePath === '/404' ? '404.html' : path.join(pagePath.replace(/^\//, ''), 'index.html');
  const html = await readFile(path.join(dir, file), 'utf8');
  const refs = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]!).filter((src) => src.startsWith('/'));
  const entry = refs(/<script[^>]+type="module"[^>]+src="([^"]+)"/g);
  const preloads = refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g);

  const scripts = new Set<string>();
  const queue = [...entry, ...preloads];
  let js = 0;
  while (queue.length > 0) {
    const src = queue.shift()!;
    if (scripts.has(src)) continue;
    scripts.add(src);
    const code = await readFile(path.join(dir, src));
    js += gz(code);
    for (const [, relative] of code.toString('utf8').matchAll(STATIC_IMPORT)) queue.push(path.posix.join(path.posix.dirname(src), relative!));
  }
  const css = gz([...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join(''));
  return { html: gz(html), js, css, scripts: [...scripts] };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
