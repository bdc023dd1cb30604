import type { RouteRecord } from './route-record';

/**
 * The route table cut down to the branch that ends at the route `id`: each
 * of its ancestors with that one child, and the route itself (undefined
 * when no route has that id). React Router flattens, ranks and matches the
 * whole table for every request, twice a page (the static handler's query,
 * then the rendering), and copies it for each page's static router. The
 * prerenderer knows which route each path was made from (route-paths.ts),
 * so it renders a page against that route's branch, where the match is the
 * same and costs a few routes' work, not the table's.
 */
export function routeBranch(routes: readonly RouteRecord[], id: string): RouteRecord[] | undefined {
  for (const route of routes) {
    if (route.id === id) return [route];
    if (route.index || !route.children) continue;
    const below = routeBranch(route.children, id);
    if (below) return [{ ...route, children: below }];
  }
  return undefined;
}
