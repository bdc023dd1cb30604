import type { NavItem } from '../../../pipeline/validate/schemas/navigation';

/**
 * The spec's active-link rules: a hash link (/#about) is active only on the
 * home page while the URL carries that hash; a page link is active on its
 * path and below it (Blog on /blog/*); a dropdown on any of its links' paths.
 */
export function isLinkActive(href: string, pathname: string, hash: string): boolean {
  const [path = '', fragment] = href.split('#');
  const target = path || '/';
  if (fragment !== undefined) return pathname === target && hash === `#${fragment}`;
  if (target === '/') return pathname === '/';
  const current = pathname.replace(/\/+$/, '') || '/';
  return current === target || current.startsWith(`${target}/`);
}

export function isItemActive(item: NavItem, pathname: string, hash: string): boolean {
  return 'children' in item ? item.children.some((child) => isLinkActive(child.href, pathname, hash)) : isLinkActive(item.href, pathname, hash);
}

/**
 * The shortest path at which every one of `hrefs` is active exactly when it
 * is at `pathname`, whatever the hash: `/blog` for every post. The header
 * takes it instead of the page's own path, so the header island has the
 * same props, and so the same HTML, on every page of a section, and the
 * prerenderer renders it once for all of them (island.tsx). `pathname`
 * itself when no shorter path behaves the same.
 */
export function sameActiveLinksPath(pathname: string, hrefs: readonly string[]): string {
  const current = pathname.replace(/\/+$/, '') || '/';
  const targets = hrefs.map((href) => href.split('#')[0] || '/');
  const section = targets.filter((target) => target !== '/' && current.startsWith(`${target}/`)).sort((a, b) => b.length - a.length)[0];
  if (!section) return pathname;
  const hashes = ['', ...hrefs.filter((href) => href.includes('#')).map((href) => `#${href.split('#')[1]}`)];
  const same = hrefs.every((href) => hashes.every((hash) => isLinkActive(href, section, hash) === isLinkActive(href, pathname, hash)));
  return same ? section : pathname;
}

/** Every link of the navigation (menus' links included). */
export const navHrefs = (items: readonly NavItem[]): string[] => items.flatMap((item) => ('children' in item ? item.children.map((child) => child.href) : [item.href]));
