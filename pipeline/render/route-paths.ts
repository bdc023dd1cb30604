import type { RouteRecord } from '../../src/lib/route-record.ts';

/**
 * Every concrete path of a route table, with the id of the route it is a
 * page of: static paths, dynamic routes through their getStaticPaths, no
 * catch-all. A path two routes give (a layout's own and its index route's)
 * is the page of the one deeper in the table, as React Router matches it.
 * `include` filters the paths (the app leaves redirect routes out: they get
 * stub pages instead).
 */
export async function routePaths(routes: readonly RouteRecord[], include: (paths: string[]) => string[]): Promise<Map<string, string | undefined>> {
  const paths = new Map<string, string | undefined>();
  const walk = async (records: readonly RouteRecord[], prefix: string) => {
    for (const route of records) {
      if (route.index) paths.set(prefix || '/', route.id);
      const own = route.path;
      if (own === undefined) {
        if (route.children) await walk(route.children, prefix);
        continue;
      }
      const full = own.startsWith('/') ? own : `${prefix.replace(/\/$/, '')}/${own}`;
      if (/[:*]/.test(full)) {
        if (route.getStaticPaths) for (const p of await route.getStaticPaths()) paths.set(p.startsWith('/') ? p : `/${p}`, route.id);
      } else {
        paths.set(full === '' ? '/' : full, route.id);
      }
      if (route.children) await walk(route.children, full === '/' ? '' : full);
    }
  };
  await walk(routes, '');
  return new Map(include([...paths.keys()]).map((path) => [path, paths.get(path)]));
}
