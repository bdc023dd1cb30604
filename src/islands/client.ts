import type { ComponentType } from 'react';
import { ISLAND_ATTR, ISLAND_LOAD_ATTR, ISLAND_PROPS_ATTR, ISLAND_STATE_ATTR } from './attributes';
import type * as Hydrate from './hydrate';
import { enhancePage } from './page-behaviour';

/**
 * The browser entry of the built site. Pages arrive prerendered and need no
 * script to show; this wakes up only the islands on the page (header menus,
 * carousels, the contact form, the blog filter) and adds the page-wide
 * behaviour that needs no React (anchor scrolling, fade-ins, the current
 * year). It imports no React itself: React, the hydration code and the
 * islands' chunks are asked for once the page has loaded and its lead image
 * has painted, so they never compete with the HTML, the inlined CSS or the
 * first image, or sooner for an island the visitor touches.
 */
type IslandModule = { default: ComponentType<object> };
const modules = import.meta.glob<IslandModule>('../components/**/*.island.tsx');
const byName = new Map(Object.entries(modules).map(([file, load]) => [file.replace(/^.*\/|\.island\.tsx$/g, ''), load]));

/** How far below the viewport a `visible` island starts loading. */
const VISIBLE_MARGIN = '300px';

/** How long after load to wait at most for the lead image's paint to be reported. */
const LEAD_IMAGE_WAIT_MS = 500;

/**
 * Resolves once the page has loaded, its lead image (the one marked
 * `fetchpriority="high"`) has been reported as the largest paint, and the
 * next frame has been painted (a task queued from a frame callback runs
 * after the frame). An image is painted a frame or more after the load
 * event, once decoded; React should not be downloading before that.
 */
const pageSettled = new Promise<void>((resolve) => {
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(resolve, 0));
  const afterLoad = () => {
    const lead = document.querySelector('img[fetchpriority="high"]');
    if (!lead || typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return afterNextPaint();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      afterNextPaint();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element | null }).element === lead)) finish();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(finish, LEAD_IMAGE_WAIT_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
});
let hydrator: Promise<typeof Hydrate> | undefined;

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTR)!;
  const load = byName.get(name);
  if (!load) throw new Error(`Unknown island "${name}"`);
  element.setAttribute(ISLAND_STATE_ATTR, 'loading');
  const replayClicks = recordEarlyClicks(element);
  hydrator ??= import('./hydrate');
  const [{ hydrateIsland: hydrate }, { default: Component }] = await Promise.all([hydrator, load()]);
  hydrate(element, name, element.getAttribute(ISLAND_PROPS_ATTR) ?? '{}', Component, replayClicks());
}

/**
 * Notes the last button clicked in an island before React takes it over
 * and returns a function, called just before hydration starts, that stops
 * listening and hands back a callback which clicks that button again once
 * the island is live, so a tap on the menu button while the page is still
 * loading is not lost. (Clicks during hydration React replays itself; links
 * need nothing: the browser follows them.)
 */
function recordEarlyClicks(element: HTMLElement): () => () => void {
  let clicked: HTMLButtonElement | undefined;
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (button && element.contains(button)) clicked = button;
  };
  element.addEventListener('click', onClick);
  return () => {
    element.removeEventListener('click', onClick);
    return () => {
      if (clicked?.isConnected && !clicked.disabled) clicked.click();
    };
  };
}

/**
 * Starts `run` once the page has settled (and, for `visible` islands, once
 * the island comes near the viewport), or at once when the visitor touches
 * or focuses the island.
 */
function schedule(element: HTMLElement, waitUntilVisible: boolean, run: () => void): void {
  let started = false;
  let settled = false;
  let visible = !waitUntilVisible;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    element.removeEventListener('pointerdown', start);
    element.removeEventListener('focusin', start);
    run();
  };
  const observer =
    waitUntilVisible && typeof IntersectionObserver !== 'undefined'
      ? new IntersectionObserver(
          (entries) => {
            if (!entries.some((e) => e.isIntersecting)) return;
            visible = true;
            if (settled) start();
          },
          { rootMargin: VISIBLE_MARGIN },
        )
      : undefined;
  // The wrapper is `display: contents` (no box of its own): watch what it holds.
  if (observer) for (const child of element.children) observer.observe(child);
  else visible = true;
  element.addEventListener('pointerdown', start);
  element.addEventListener('focusin', start);
  void pageSettled.then(() => {
    settled = true;
    if (visible) start();
  });
}

function start(): void {
  enhancePage();
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    // Islands inside islands are hydrated by their parent.
    if (element.parentElement?.closest(`[${ISLAND_ATTR}]`)) continue;
    const run = () => void hydrateIsland(element).catch((error: unknown) => console.error(error));
    schedule(element, element.getAttribute(ISLAND_LOAD_ATTR) === 'visible', run);
  }
}

start();
