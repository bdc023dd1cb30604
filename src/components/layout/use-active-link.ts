import type { NavItem } from '../../../pipeline/validate/schemas/navigation';
import { useLocationHash } from '../../lib/hooks/use-location';
import { isItemActive, isLinkActive } from './nav-active';

/**
 * Active-link tests for the page at `pathname`. The URL hash never reaches
 * the prerenderer, so hash links count as active only after hydration.
 */
export function useActiveLink(pathname: string) {
  const hash = useLocationHash();
  return {
    isLinkActive: (href: string) => isLinkActive(href, pathname, hash),
    isItemActive: (item: NavItem) => isItemActive(item, pathname, hash),
  };
}
