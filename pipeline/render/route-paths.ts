import type { RouteRecord } from '../../src/lib/route-record.ts';

/**
 * Every concrete path of a route table: static paths, dynamic routes through
 * their getStaticPaths, no catch-all. `include` filters the result (the app
 * leaves redirect routes out: they get stub pages instead).
 */
export async function routePaths(routes: readonly RouteRecord[], include: (paths: string[]) => string[]): Promise<string[]> {
  const paths = new Set<string>();
  const walk = async (records: readonly RouteRecord[], prefix: string) => {
    for (const route of records) {
      if (route.index) paths.add(prefix || '/');
      const own = route.path;
      if (own === undefined) {
        if (route.children) await walk(route.children, prefix);
        continue;
      }
      const full = own.startsWith('/') ? own : `${prefix.replace(/\/$/, '')}/${own}`;
      if (/[:*]/.test(full)) {
        if (route.getStaticPaths) for (const p of await route.getStaticPaths()) paths.add(p.startsWith('/') ? p : `/${p}`);
      } else {
        paths.add(full === '' ? '/' : full);
      }
      if (route.children) await walk(route.children, full === '/' ? '' : full);
    }
  };
  await walk(routes, '');
  return include([...paths]);
}
