import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { enhancePage } from './page-behaviour';
import { ISLAND_ATTR, ISLAND_LOAD_ATTR, ISLAND_PROPS_ATTR, ISLAND_STATE_ATTR, IslandBoundary, islandIdPrefix } from './island';

/**
 * The browser entry of the built site. Pages arrive prerendered; this wakes
 * up only the islands on the page (header menus, carousels, the contact
 * form, the blog filter) and adds the page-wide behaviour that needs no
 * React (anchor scrolling, fade-ins, the current year).
 */
type IslandModule = { default: ComponentType<object> };
const modules = import.meta.glob<IslandModule>('../components/**/*.island.tsx');
const byName = new Map(Object.entries(modules).map(([file, load]) => [file.replace(/^.*\/|\.island\.tsx$/g, ''), load]));

/** How far below the viewport a `visible` island starts loading. */
const VISIBLE_MARGIN = '300px';

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTR)!;
  const load = byName.get(name);
  if (!load) throw new Error(`Unknown island "${name}"`);
  const json = element.getAttribute(ISLAND_PROPS_ATTR) ?? '{}';
  element.setAttribute(ISLAND_STATE_ATTR, 'loading');
  const { default: Component } = await load();
  const onHydrated = () => element.setAttribute(ISLAND_STATE_ATTR, 'hydrated');
  hydrateRoot(element, createElement(IslandBoundary, { onHydrated }, createElement(Component, JSON.parse(json) as object)), {
    identifierPrefix: islandIdPrefix(name, json),
  });
}

function whenNeeded(element: HTMLElement, start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    element.removeEventListener('pointerdown', once);
    element.removeEventListener('focusin', once);
    start();
  };
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && once(), { rootMargin: VISIBLE_MARGIN });
  // The wrapper is `display: contents` (no box of its own): watch what it holds.
  if (observer) for (const child of element.children) observer.observe(child);
  else once();
  element.addEventListener('pointerdown', once);
  element.addEventListener('focusin', once);
}

function start(): void {
  // Each page inlines the CSS it starts with; the full stylesheet (already loading, unblocking) covers states switched on later.
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-full-css]')) link.media = 'all';
  enhancePage();
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    // Islands inside islands are hydrated by their parent.
    if (element.parentElement?.closest(`[${ISLAND_ATTR}]`)) continue;
    const run = () => void hydrateIsland(element).catch((error: unknown) => console.error(error));
    if (element.getAttribute(ISLAND_LOAD_ATTR) === 'visible') whenNeeded(element, run);
    else run();
  }
}

start();
