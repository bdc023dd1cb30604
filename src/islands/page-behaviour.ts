import { REVEAL_THRESHOLD } from '../lib/hooks/interface-constants';
import { prefersReducedMotion, scrollToElement } from '../lib/hooks/scroll';

/** How long to keep looking for a #target that the page has not laid out yet. */
const TARGET_WAIT_MS = 1500;

/**
 * Page-wide behaviour that needs no React, set up once per page:
 * - pages open at the top, the hosting page where the last one was left;
 * - a URL with a #hash, on arrival and on in-page links, scrolls smoothly to
 *   its element 80 px below the window's top (clear of the fixed header);
 * - sections marked `data-reveal-on-view` fade in as they come into view;
 * - `data-current-year` shows this year, should the page be older.
 */
export function enhancePage(): void {
  keepScrollPosition();
  if (window.location.hash) scrollToHash(window.location.hash);
  document.addEventListener('click', onInPageLinkClick);
  revealOnView([...document.querySelectorAll<HTMLElement>('[data-reveal-on-view]')]);
  const year = String(new Date().getFullYear());
  for (const element of document.querySelectorAll('[data-current-year]')) if (element.textContent !== year) element.textContent = year;
}

const SCROLL_ON_LEAVE = 'site:scroll-on-leave';

/**
 * Pages open at the top, except those marked `data-keep-scroll` (the hosting
 * page, per the spec), which open at the scroll position of the page whose
 * link was followed. The position is noted on every click of a link.
 */
function keepScrollPosition(): void {
  const saved = sessionStorage.getItem(SCROLL_ON_LEAVE);
  sessionStorage.removeItem(SCROLL_ON_LEAVE);
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (saved && !window.location.hash && navigation?.type === 'navigate' && document.querySelector('main[data-keep-scroll]')) {
    window.scrollTo({ top: Number(saved), behavior: 'instant' });
  }
  document.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest?.('a[href^="/"]')) sessionStorage.setItem(SCROLL_ON_LEAVE, String(window.scrollY));
  });
}

function onInPageLinkClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('target') || anchor.hasAttribute('download')) return;
  const here = window.location;
  if (anchor.origin !== here.origin || anchor.pathname !== here.pathname || anchor.search !== here.search || anchor.hash.length < 2) return;
  event.preventDefault();
  const oldURL = here.href;
  if (anchor.hash === here.hash) history.replaceState(history.state, '', anchor.href);
  else history.pushState(null, '', anchor.href);
  // pushState fires no hashchange; the header listens to it for its active link.
  window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: anchor.href }));
  scrollToHash(anchor.hash, true);
}

/**
 * Scrolls to the element the hash names once it exists (gives up after
 * TARGET_WAIT_MS). After a click, focus follows when the target takes it
 * (the skip link's main element), as the browser's own jump would do.
 */
function scrollToHash(hash: string, moveFocus = false): void {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return;
  }
  const deadline = performance.now() + TARGET_WAIT_MS;
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) {
      scrollToElement(target);
      if (moveFocus && target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
    }
    else if (performance.now() < deadline) requestAnimationFrame(attempt);
  };
  attempt();
}

/**
 * Fades elements in once, when a tenth of one comes into view. Only content
 * still below the window is hidden, and only here in the browser: the static
 * HTML, visitors without JavaScript and visitors who prefer reduced motion
 * always see everything. This runs as the page finishes parsing, before its
 * first paint (index.html holds the paint until the page's last element),
 * so the hidden state is part of the first frame rather than a repaint of
 * the whole page right after it. Positions are all read before any is
 * changed, so the page is laid out once.
 */
function revealOnView(elements: HTMLElement[]): void {
  if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
  const below = elements.filter((element) => element.getBoundingClientRect().top >= window.innerHeight);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < REVEAL_THRESHOLD) continue;
        (entry.target as HTMLElement).dataset.reveal = 'shown';
        observer.unobserve(entry.target);
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  for (const element of below) {
    element.dataset.reveal = 'hidden';
    observer.observe(element);
  }
}
