import type { ComponentType } from 'react';
import { ISLAND_ATTR, ISLAND_LOAD_ATTR, ISLAND_LOAD_WITH_QUERY_ATTR, ISLAND_PROPS_ATTR, ISLAND_STATE_ATTR, type IslandLoad } from './attributes';
import type * as Hydrate from './hydrate';
import { enhancePage } from './page-behaviour';

/**
 * The browser entry of the built site. Pages arrive prerendered and need no
 * script to show; this wakes up only the islands on the page (header menus,
 * carousels, the contact form, the blog filter) and adds the page-wide
 * behaviour that needs no React (anchor scrolling, fade-ins, the current
 * year). It imports no React itself: React, the hydration code and the
 * islands' chunks are asked for once the page has loaded and painted (its
 * lead image included), so they never compete with the HTML, the inlined
 * CSS or the first image, and then only when needed: at the visitor's first
 * interaction with the page, when a `visible` island comes into view, or
 * straight away for a `load` island (attributes.ts).
 * Hydrating is the only heavy script work a page has (React's runtime alone
 * takes some 20 ms to start on a laptop and four times that on a mid-range
 * phone); done while nobody uses the page, it only holds up the main thread.
 */
type IslandModule = { default: ComponentType<object> };
const modules = import.meta.glob<IslandModule>('../components/**/*.island.tsx');
const byName = new Map(Object.entries(modules).map(([file, load]) => [file.replace(/^.*\/|\.island\.tsx$/g, ''), load]));

/** How far below the viewport a `visible` island starts loading. */
const VISIBLE_MARGIN = '300px';

/** How long after load to wait at most for the lead image's paint to be reported. */
const LEAD_IMAGE_WAIT_MS = 500;

/**
 * Resolves once a `type` performance entry that `accept` picks has been
 * reported (buffered: earlier ones count), or after `timeoutMs`. Resolves
 * at once where the browser does not report that type.
 */
function entryReported(type: 'paint' | 'largest-contentful-paint', accept: (entry: PerformanceEntry) => boolean, timeoutMs?: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some(accept)) finish();
    });
    const finish = () => {
      observer.disconnect();
      resolve();
    };
    observer.observe({ type, buffered: true });
    if (timeoutMs !== undefined) setTimeout(finish, timeoutMs);
  });
}

/**
 * Resolves once the page has loaded, its first contentful paint has been
 * reported, its lead image (the one marked `fetchpriority="high"`) has been
 * reported as the largest paint, and the next frame has been painted (a
 * task queued from a frame callback runs after the frame). A fast page can
 * fire its load event before its first frame, and an image is painted a
 * frame or more after the load event, once decoded: React should not be
 * downloading before either.
 */
const pageSettled = new Promise<void>((resolve) => {
  const afterLoad = async () => {
    await entryReported('paint', (entry) => entry.name === 'first-contentful-paint');
    const lead = document.querySelector('img[fetchpriority="high"]');
    if (lead) await entryReported('largest-contentful-paint', (entry) => (entry as PerformanceEntry & { element?: Element | null }).element === lead, LEAD_IMAGE_WAIT_MS);
    requestAnimationFrame(() => setTimeout(resolve, 0));
  };
  if (document.readyState === 'complete') void afterLoad();
  else window.addEventListener('load', () => void afterLoad(), { once: true });
});

/** Signs that someone is using the page: a touch, a click, a key, a scroll or focus anywhere. */
const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'focusin'] as const;
/** Resolves at the first of those (capturing, so element scrolls count too). */
const firstUse = new Promise<void>((resolve) => {
  const used = () => {
    for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, used, true);
    resolve();
  };
  for (const type of FIRST_USE_EVENTS) window.addEventListener(type, used, { capture: true, passive: true });
});
let hydrator: Promise<typeof Hydrate> | undefined;

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTR)!;
  const load = byName.get(name);
  if (!load) throw new Error(`Unknown island "${name}"`);
  element.setAttribute(ISLAND_STATE_ATTR, 'loading');
  const release = holdEarlyUse(element);
  try {
    hydrator ??= import('./hydrate');
    const [{ hydrateIsland: hydrate }, { default: Component }] = await Promise.all([hydrator, load()]);
    hydrate(element, name, element.getAttribute(ISLAND_PROPS_ATTR) ?? '{}', Component, release);
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Holds the visitor's first taps on an island's buttons from the moment its
 * code is asked for until it is live, then gives the last one back, once.
 * Returns the function that lets go (called once React has hydrated the
 * island and rendered it again with what its first effects set).
 *
 * A held click is stopped before React sees it: React would otherwise
 * hydrate at once and run the handler of its first render, before the
 * island's effects have run (the carousel's API, the menu's screen width),
 * and the tap would do nothing; and a click that both React and a replay
 * handled would count twice. Text typed into a field meanwhile stays in
 * the field and is handed to React as one input event. Links need nothing:
 * the browser follows them.
 */
function holdEarlyUse(element: HTMLElement): () => void {
  let held: HTMLButtonElement | undefined;
  let holding = true;
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || !element.contains(button)) return;
    // Registered before React's own listeners on this element, so it runs first.
    event.preventDefault();
    event.stopImmediatePropagation();
    held = button;
  };
  element.addEventListener('click', onClick, true);
  return () => {
    if (!holding) return;
    holding = false;
    element.removeEventListener('click', onClick, true);
    for (const field of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=checkbox],[type=radio]), textarea')) handOverText(field);
    if (held?.isConnected && !held.disabled) held.click();
  };
}

/**
 * Tells React about text typed before it took over a field. React keeps the
 * typed text on hydration but not in its state, and it fires onChange only
 * when the value differs from the one it last saw, so the field shows the
 * rendered value to React (through the element's own setter), gets the
 * typed text back behind it, and announces an input.
 */
function handOverText(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  if (typed === field.defaultValue) return;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Starts `run` once the page has settled and then, for `interaction`
 * islands, once the visitor first uses the page or, for `visible` islands,
 * once the island comes near the viewport (`load` islands need nothing
 * more); at once when the visitor touches or focuses the island itself (a
 * tap on its button is held and given back once it is live).
 */
function schedule(element: HTMLElement, load: IslandLoad, run: () => void): void {
  let started = false;
  let ready = false;
  let visible = load !== 'visible';
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    element.removeEventListener('pointerdown', start);
    element.removeEventListener('focusin', start);
    run();
  };
  const observer =
    load === 'visible' && typeof IntersectionObserver !== 'undefined'
      ? new IntersectionObserver(
          (entries) => {
            if (!entries.some((e) => e.isIntersecting)) return;
            visible = true;
            if (ready) start();
          },
          { rootMargin: VISIBLE_MARGIN },
        )
      : undefined;
  // The wrapper is `display: contents` (no box of its own): watch what it holds.
  if (observer) for (const child of element.children) observer.observe(child);
  else visible = true;
  element.addEventListener('pointerdown', start);
  element.addEventListener('focusin', start);
  void (load === 'interaction' ? Promise.all([pageSettled, firstUse]) : pageSettled).then(() => {
    ready = true;
    if (visible) start();
  });
}

/** The island's load: its own, or `load` when the URL carries the query parameter its first render reads. */
function loadOf(element: HTMLElement): IslandLoad {
  const query = element.getAttribute(ISLAND_LOAD_WITH_QUERY_ATTR);
  if (query && new URLSearchParams(window.location.search).has(query)) return 'load';
  return (element.getAttribute(ISLAND_LOAD_ATTR) ?? 'interaction') as IslandLoad;
}

function start(): void {
  enhancePage();
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    // Islands inside islands are hydrated by their parent.
    if (element.parentElement?.closest(`[${ISLAND_ATTR}]`)) continue;
    const run = () => void hydrateIsland(element).catch((error: unknown) => console.error(error));
    schedule(element, loadOf(element), run);
  }
}

start();
