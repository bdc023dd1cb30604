import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the prerendered HTML is hydrated (and on the server), true on
 * every render after. Markup that depends on browser-only facts (the URL
 * hash, the viewport) switches on it, so hydration always matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
