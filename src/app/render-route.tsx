import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server.js';
import type { RouteObject } from 'react-router-dom';
import type { PageHead } from '../../pipeline/compile/seo/page-head';
import { site } from 'virtual:site-data/site';
import { PageHeadSink } from './page-meta';
import { routes } from './routes';
import { routeBranch } from '../lib/route-branch';

/** One route rendered: the app's HTML, the head data its page named, the language and the HTTP status. */
export interface RenderedRoute {
  appHtml: string;
  head: PageHead;
  lang: string;
  status: number;
}

/** The routes that answer for a missing page: the 404 pages, and a post slug nobody wrote (the placeholder post). */
const notFound = (id: string, data: unknown) => id === 'not-found' || id === 'not-found-page' || (id === 'blog-post' && data === null);

type StaticHandler = ReturnType<typeof createStaticHandler>;

/** A static handler per table a page is matched in: the whole one (key ''), or a route's branch (routeBranch), made once each. */
const handlers = new Map<string, StaticHandler>();
const handlerFor = (routeId = ''): StaticHandler => {
  let handler = handlers.get(routeId);
  if (!handler) {
    const table = (routeId && routeBranch(routes, routeId)) || routes;
    handlers.set(routeId, (handler = createStaticHandler(table as RouteObject[])));
  }
  return handler;
};

/**
 * A GET request for `pathname`, with what the static handler and the loaders read of one: its URL, method and signal.
 * Not a `Request`: the first `Request` (or `Response`) a thread touches loads Node's fetch, 16–26 ms of every
 * rendering thread's start.
 */
const staticRequest = (pathname: string) => ({ url: `http://localhost${pathname}`, method: 'GET', signal: new AbortController().signal }) as unknown as Request;

/**
 * Renders the page at `pathname` (loaders, lazy routes, then React, with no
 * router hydration data: browsers run islands only). The build and the dev
 * server both call this through pipeline/render/render-page.ts. The build
 * names the route the path was made from (`routeId`), and the page is
 * matched in that route's branch of the table alone; the dev server names
 * none, and the whole table is matched.
 */
export async function renderRoute(pathname: string, routeId?: string): Promise<RenderedRoute> {
  const handler = handlerFor(routeId);
  const context = await handler.query(staticRequest(pathname));
  if (!('matches' in context)) throw new Error(`${pathname}: a loader answered with a response (${context.status})`);
  if (context.errors) throw new Error(`${pathname}: ${JSON.stringify(context.errors)}`);
  if (routeId && context.matches.at(-1)?.route.id !== routeId) throw new Error(`${pathname}: not a path of the route ${routeId}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let head: PageHead | undefined;
  const appHtml = renderToString(
    <PageHeadSink.Provider value={(named) => (head = named)}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </PageHeadSink.Provider>,
  );
  if (!head) throw new Error(`${pathname}: the page names no head (PageMeta)`);
  const missing = context.matches.some((match) => notFound(match.route.id, context.loaderData[match.route.id]));
  return { appHtml, head, lang: site.language, status: missing ? 404 : context.statusCode };
}
