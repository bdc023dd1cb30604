import type { IndexRouteObject, NonIndexRouteObject } from 'react-router-dom';

/** A dynamic route names the concrete paths to prerender (`blog/:slug` → one per post). */
interface StaticPaths {
  getStaticPaths?: () => Promise<string[]> | string[];
}

/** A route of the app's table: React Router's route object plus its prerendered paths. */
export type RouteRecord = (IndexRouteObject & StaticPaths) | (Omit<NonIndexRouteObject, 'children'> & StaticPaths & { children?: RouteRecord[] });
