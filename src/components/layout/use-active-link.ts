import { useLocation } from 'react-router-dom';
import type { NavItem } from '../../content/schemas/navigation';
import { useHydrated } from '../../lib/hooks/use-hydrated';
import { isItemActive, isLinkActive } from './nav-active';

/**
 * Active-link tests for the current location. The URL hash never reaches the
 * prerenderer, so hash links count as active only after hydration.
 */
export function useActiveLink() {
  const { pathname, hash } = useLocation();
  const hydrated = useHydrated();
  const currentHash = hydrated ? hash : '';
  return {
    isLinkActive: (href: string) => isLinkActive(href, pathname, currentHash),
    isItemActive: (item: NavItem) => isItemActive(item, pathname, currentHash),
  };
}
