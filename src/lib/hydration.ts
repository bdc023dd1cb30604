/**
 * Whether the app is still hydrating the prerendered page. True from the
 * moment the client starts on a prerendered page until the root route's
 * first effect runs (effects run after the hydration commit); false on the
 * server and after that.
 */
let hydrating = typeof document !== 'undefined' && document.querySelector('[data-server-rendered="true"]') !== null;

export function isHydrating(): boolean {
  return hydrating;
}

/** Called once, after the first commit on the client. */
export function markHydrated(): void {
  hydrating = false;
}
