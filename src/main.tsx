import { renderToString } from 'react-dom/server';
import { ViteReactSSG } from 'vite-react-ssg';
import { routes } from './app/routes';
import { setIslandRenderer } from './islands/island';

/**
 * The server entry: the route table and the page renderer the build (and
 * the dev server) render pages with. Browsers never load it: they get the
 * prerendered HTML and src/islands/client.ts, which hydrates only the
 * interactive islands.
 */
setIslandRenderer(renderToString);

export { includedRoutes, routes } from './app/routes';
export { renderRoute } from './app/render-route';

/** Still what `npm run dev` (vite-react-ssg's dev server) renders with, until it renders through render-page.ts. */
export const createRoot = ViteReactSSG({ routes });
