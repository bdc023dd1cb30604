import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RouteRecord } from '../../src/lib/route-record.ts';
import { routeBranch } from '../../src/lib/route-branch.ts';
import { routePaths } from './route-paths.ts';

/** A table shaped like the app's (src/app/routes.tsx): a layout at '/', its index, static pages, paged and dynamic blog routes, a redirect, 404 and a catch-all. */
const table: RouteRecord[] = [
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'home', index: true },
      { id: 'services', path: 'services' },
      { id: 'blog', path: 'blog' },
      { id: 'blog-page', path: 'blog/page/:page', getStaticPaths: () => ['blog/page/2', 'blog/page/3'] },
      { id: 'blog-post', path: 'blog/:slug', getStaticPaths: () => ['blog/first-post', 'blog/page', 'blog/services'] },
      { id: 'about', path: 'about-juma' },
      { id: 'redirect-0', path: 'old-services' },
      { id: 'not-found-page', path: '404' },
      { id: 'not-found', path: '*' },
    ],
  },
];

/** The ids of the routes React Router matches for `pathname` in `routes`, outermost first, with the params. */
const matched = (routes: RouteRecord[], pathname: string) => {
  const matches = matchRoutes(routes as RouteObject[], pathname);
  return { ids: matches?.map((match) => match.route.id), params: matches?.at(-1)?.params };
};

describe("a page's route", () => {
  it('is the route React Router matches for its path in the whole table', async () => {
    const paths = await routePaths(table, (all) => all.filter((p) => p !== '/old-services'));
    expect([...paths.keys()]).toEqual(['/', '/services', '/blog', '/blog/page/2', '/blog/page/3', '/blog/first-post', '/blog/page', '/blog/services', '/about-juma', '/404']);
    for (const [pathname, id] of paths) expect([pathname, id]).toEqual([pathname, matched(table, pathname).ids?.at(-1)]);
  });

  it("is matched the same in its branch of the table alone, params and layouts included", async () => {
    for (const [pathname, id] of await routePaths(table, (all) => all)) {
      const branch = routeBranch(table, id!);
      expect(branch).toBeDefined();
      expect(matched(branch!, pathname)).toEqual(matched(table, pathname));
    }
    expect(routeBranch(table, 'blog-post')).toEqual([{ id: 'root', path: '/', children: [table[0]!.children![4]] }]);
  });

  it('has no branch when no route has its id', () => {
    expect(routeBranch(table, 'missing')).toBeUndefined();
  });
});
