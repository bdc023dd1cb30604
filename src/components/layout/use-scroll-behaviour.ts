import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { scrollToElement } from '../../lib/hooks/scroll';

/** How long to keep looking for a #target that a newly opened page has not rendered yet. */
const TARGET_WAIT_MS = 1500;

/**
 * The site's scroll rules:
 * - a page opens at the top (except the paths in `keepScrollOn`);
 * - a URL with a #hash scrolls smoothly to that element, 80 px below the
 *   window's top, also when arriving from another page;
 * - plain in-page links (href="#…") do the same and update the URL.
 */
export function useScrollBehaviour(keepScrollOn: readonly string[] = []): void {
  const location = useLocation();
  const navigate = useNavigate();
  const lastPath = useRef<string | null>(null);

  useLayoutEffect(() => {
    const firstRender = lastPath.current === null;
    const pathChanged = lastPath.current !== location.pathname;
    lastPath.current = location.pathname;
    if (location.hash) return scrollToHash(location.hash);
    if (!firstRender && pathChanged && !keepScrollOn.includes(location.pathname)) window.scrollTo({ top: 0, behavior: 'instant' });
    // location.key: a click on the link of the current location scrolls again.
  }, [location.key, location.pathname, location.hash, keepScrollOn]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href^="#"]');
      const hash = anchor?.getAttribute('href');
      if (!anchor || !hash || hash.length < 2 || anchor.hasAttribute('target') || anchor.hasAttribute('download')) return;
      event.preventDefault();
      const { pathname, search } = window.location;
      navigate({ pathname, search, hash }, { replace: window.location.hash === hash });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}

/** Scrolls to the element the hash names once it exists; returns a cleanup that stops waiting. */
function scrollToHash(hash: string): () => void {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return () => {};
  }
  const deadline = performance.now() + TARGET_WAIT_MS;
  let frame = 0;
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) scrollToElement(target);
    else if (performance.now() < deadline) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}
