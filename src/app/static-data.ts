declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

/**
 * Prerendered pages carry the router's hydration data and the build id as
 * non-executable data blocks (see scripts/render/page-html.ts), so the
 * Content-Security-Policy needs no inline scripts. Put them where React
 * Router and vite-react-ssg look for them, before the app starts.
 */
export function restoreStaticData(): void {
  const hydration = document.getElementById('router-hydration')?.textContent;
  if (hydration) window.__staticRouterHydrationData = JSON.parse(hydration);
  const build = document.getElementById('ssg-build')?.textContent?.match(/'(\w+)'/);
  if (build?.[1]) window.__VITE_REACT_SSG_HASH__ = build[1];
}
