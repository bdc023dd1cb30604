import { createElement, startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_STATE_ATTR, islandIdPrefix } from './attributes';
import { IslandBoundary } from './island';

/**
 * React's side of the browser runtime, loaded by src/islands/client.ts once
 * the page has settled. Hydrates one island as a root of its own, with the
 * same useId prefix the server rendered it with, and calls `onHydrated`
 * once React has taken over. Started as a transition, hydration yields to
 * the browser every few milliseconds instead of holding the main thread for
 * a whole island (the blog's list of cards takes tens of milliseconds).
 */
export function hydrateIsland(element: HTMLElement, name: string, propsJson: string, Component: ComponentType<object>, onHydrated: () => void): void {
  const done = () => {
    element.setAttribute(ISLAND_STATE_ATTR, 'hydrated');
    onHydrated();
  };
  startTransition(() => {
    hydrateRoot(element, createElement(IslandBoundary, { onHydrated: done }, createElement(Component, JSON.parse(propsJson) as object)), {
      identifierPrefix: islandIdPrefix(name, propsJson),
    });
  });
}
