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
