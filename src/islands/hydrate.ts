import { createElement, startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_STATE_ATTR, islandIdPrefix } from './attributes';
import { IslandBoundary } from './island';

/**
 * React's side of the browser runtime, loaded by src/islands/client.ts once
 * the page has settled. Hydrates one island as a root of its own, with the
 * same useId prefix the server rendered it with, and calls `onHydrated`
 * once the island is live: hydrated, and past the renders its first effects
 * asked for (a carousel's API and a menu's screen width are set in effects,
 * in renders of their own, some of them transitions), so that a tap given
 * back then meets handlers that know them. Started as a transition, hydration yields to
 * the browser every few milliseconds instead of holding the main thread for
 * a whole island (the blog's list of cards takes tens of milliseconds).
 */
export function hydrateIsland(element: HTMLElement, name: string, propsJson: string, Component: ComponentType<object>, onHydrated: () => void): void {
  const done = () =>
    whenIdle(() => {
      element.setAttribute(ISLAND_STATE_ATTR, 'hydrated');
      onHydrated();
    });
  startTransition(() => {
    hydrateRoot(element, createElement(IslandBoundary, { onHydrated: done }, createElement(Component, JSON.parse(propsJson) as object)), {
      identifierPrefix: islandIdPrefix(name, propsJson),
    });
  });
}

/** The longest wait for the browser to be idle (a safety net: React's work is done long before). */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Runs `callback` once the browser has nothing else queued: React schedules
 * each render it still owes as a task, so by then they are all committed.
 * Where idle callbacks are missing (Safari), after a few frames' time.
 */
function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(callback, 50);
}
