import { useEffect, useState } from 'react';
import type { NavItem } from '../../content/schemas/navigation';
import { useHydrated } from '../../lib/hooks/use-hydrated';
import { isItemActive, isLinkActive } from './nav-active';

/** The URL hash, followed as in-page links change it (src/islands/page-behaviour.ts announces those changes). */
function useLocationHash(): string {
  const [hash, setHash] = useState(() => (typeof window === 'undefined' ? '' : window.location.hash));
  useEffect(() => {
    const update = () => setHash(window.location.hash);
    update();
    window.addEventListener('hashchange', update);
    window.addEventListener('popstate', update);
    return () => {
      window.removeEventListener('hashchange', update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return hash;
}

/**
 * Active-link tests for the page at `pathname`. The URL hash never reaches
 * the prerenderer, so hash links count as active only after hydration.
 */
export function useActiveLink(pathname: string) {
  const hydrated = useHydrated();
  const hash = useLocationHash();
  const currentHash = hydrated ? hash : '';
  return {
    isLinkActive: (href: string) => isLinkActive(href, pathname, currentHash),
    isItemActive: (item: NavItem) => isItemActive(item, pathname, currentHash),
  };
}
