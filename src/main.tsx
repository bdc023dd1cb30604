import { renderToString } from 'react-dom/server';
import { islandNamesOf, setIslandRenderer } from './islands/island';

/**
 * The server entry: the route table and the page renderer the build (and
 * the dev server) render pages with. Browsers never load it: they get the
 * prerendered HTML and src/islands/client.ts, which hydrates only the
 * interactive islands.
 */
// The island modules by file name, as the browser's runtime finds them (src/islands/client.ts).
setIslandRenderer(renderToString, islandNamesOf(Object.keys(import.meta.glob('./components/**/*.island.tsx'))));

export { includedRoutes, routes } from './app/routes';
export { renderRoute } from './app/render-route';
export { setPostData } from './app/data/post-data.server';
export { redirects } from 'virtual:site-data/site-routes';

