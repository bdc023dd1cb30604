import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { findRedirect, parseRedirects } from '../../scripts/serve/host-rules.ts';

export interface BrokenLink {
  /** Page the link is on, as a URL path. */
  page: string;
  href: string;
  reason: string;
}

const ATTRIBUTE = /\s(?:href|src)="([^"]*)"/g;
const ID = /\sid="([^"]+)"/g;

/** The URL path a built file answers: `blog/x/index.html` → `/blog/x`. */
function pagePathOf(file: string): string {
  const p = `/${file.split(path.sep).join('/')}`.replace(/\/index\.html$/, '') || '/';
  return p === '' ? '/' : p;
}

/**
 * Checks every internal href and src in every built page: the target must be
 * a file, a page or a redirect, and a #fragment must be an id on the target
 * page (after following a redirect). External links are not fetched: builds
 * and tests run offline.
 */
export async function checkLinks(dir: string): Promise<{ pages: number; links: number; broken: BrokenLink[] }> {
  const redirects = parseRedirects(await readFile(path.join(dir, '_redirects'), 'utf8').catch(() => ''));
  const files = (await readdir(dir, { recursive: true })).map(String).filter((f) => f.endsWith('.html'));
  const html = new Map<string, string>();
  await Promise.all(files.map(async (f) => html.set(f, await readFile(path.join(dir, f), 'utf8'))));
  const idsByPage = new Map<string, Set<string>>();
  for (const [file, text] of html) idsByPage.set(pagePathOf(file), new Set([...text.matchAll(ID)].map((m) => m[1]!)));

  const existing = new Map<string, boolean>();
  const exists = async (p: string): Promise<boolean> => {
    if (!existing.has(p)) {
      const target = path.join(dir, decodeURIComponent(p));
      const found = (await stat(target).then((s) => s.isFile() || stat(path.join(target, 'index.html')).then(() => true)).catch(() => false)) as boolean;
      existing.set(p, found);
    }
    return existing.get(p)!;
  };

  const broken: BrokenLink[] = [];
  let links = 0;
  for (const [file, text] of html) {
    const page = pagePathOf(file);
    // Redirect stubs and the fallback page point at pages checked elsewhere.
    if (file === '404.html' || /http-equiv="refresh"/.test(text)) continue;
    const body = text.replace(/<script[\s\S]*?<\/script>/g, '');
    for (const [, raw] of body.matchAll(ATTRIBUTE)) {
      const href = raw!.replace(/&amp;/g, '&');
      if (!href || /^(?:https?:|mailto:|tel:|data:|\/\/)/.test(href)) continue;
      links += 1;
      const url = new URL(href, `http://site${page === '/' ? '/' : `${page}/`}`);
      let target = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
      let fragment = decodeURIComponent(url.hash.slice(1));
      const redirect = findRedirect(redirects, target);
      if (redirect) {
        const to = new URL(redirect.to, 'http://site');
        target = to.pathname;
        fragment ||= decodeURIComponent(to.hash.slice(1));
      }
      if (!(await exists(target))) {
        broken.push({ page, href, reason: `${target} does not exist` });
      } else if (fragment && idsByPage.has(target) && !idsByPage.get(target)!.has(fragment)) {
        broken.push({ page, href, reason: `no element with id "${fragment}" on ${target}` });
      }
    }
  }
  return { pages: html.size, links, broken };
}
