import { renderToString } from 'react-dom/server';
import { ViteReactSSG } from 'vite-react-ssg';
import { routes } from './app/routes';
import { setIslandRenderer } from './islands/island';

/**
 * The server entry: the route table the prerenderer (and the dev server)
 * renders pages with. Browsers never load it: they get the prerendered HTML
 * and src/islands/client.ts, which hydrates only the interactive islands.
 */
setIslandRenderer(renderToString);

export const createRoot = ViteReactSSG({ routes });
export { includedRoutes } from './app/routes';
