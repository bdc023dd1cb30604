import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { entryScripts, islandOfChunk, walkChunks } from '../emit/client-chunks.ts';
import { unseenIslands } from '../render/page-html.ts';

export interface PageWeight {
  /** gzip bytes of the page's HTML. */
  html: number;
  /** gzip bytes of the JavaScript the page runs once used, before anything lazy is opened (see `pageWeight`). */
  js: number;
  /** gzip bytes of the CSS inlined in the page (part of `html`; the page loads no other stylesheet). */
  css: number;
  /** The JS files counted, for reports. */
  scripts: string[];
}

const gz = (buffer: Buffer | string) => gzipSync(buffer, { level: 9 }).length;

/**
 * What a first visit to `pagePath` downloads, measured on the built files:
 * the HTML, its inlined CSS, and the JavaScript it runs once the visitor
 * starts using it: the entry script with its static imports, and what the
 * entry imports after load or at the first interaction (the hydration
 * runtime and the chunks of the page's `load` and `interaction` islands,
 * with their static imports). Islands that wait to be seen are not counted.
 */
export async function pageWeight(dir: string, pagePath: string): Promise<PageWeight> {
  const file = pagePath === '/404' ? '404.html' : path.join(pagePath.replace(/^\//, ''), 'index.html');
  const html = await readFile(path.join(dir, file), 'utf8');
  const entries = entryScripts(html);
  const unseen = new Set(unseenIslands(html));
  const chunks = await walkChunks(dir, entries, (from, to) => {
    if (!to.dynamic) return true;
    if (!entries.includes(from)) return false;
    const island = islandOfChunk(to.src);
    return island === undefined || unseen.has(island);
  });
  const js = [...chunks.values()].reduce((sum, code) => sum + gz(code), 0);
  const css = gz([...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join(''));
  return { html: gz(html), js, css, scripts: [...chunks.keys()] };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
