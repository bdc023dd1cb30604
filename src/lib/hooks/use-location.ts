import { useCallback, useSyncExternalStore } from 'react';

/*
 * The page's URL as React state, for islands (there is no client router).
 * Back/forward fire popstate; in-page links fire hashchange
 * (src/islands/page-behaviour.ts); setSearchParam fires popstate itself.
 * On the server and while hydrating, the URL reads as the prerendered page
 * saw it: no hash, no query.
 */
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  window.addEventListener('hashchange', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('hashchange', onChange);
  };
};

/** The URL's #hash ('' when none). */
export function useLocationHash(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
}

/**
 * One query parameter as state. Setting it changes nothing else in the URL
 * and adds a history entry, like following a link to the filtered page.
 */
export function useSearchParam(name: string): [string | null, (value: string | null) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(name),
    () => null,
  );
  const setValue = useCallback(
    (next: string | null) => {
      const url = new URL(window.location.href);
      if (next === null) url.searchParams.delete(name);
      else url.searchParams.set(name, next);
      history.pushState(history.state, '', url);
      window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    },
    [name],
  );
  return [value, setValue];
}
