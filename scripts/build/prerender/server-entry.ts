import type { PageHead } from '../../../src/content/seo/page-head';
import type { RouteRecord } from '../../../src/lib/route-record';
import type { Redirect } from '../../../src/content/schemas/redirects';

/**
 * What the server entry (src/main.tsx) exports: the route table, the
 * filter of paths to prerender and the page renderer. The build imports
 * its server bundle; the dev server loads it through Vite.
 */
export interface ServerEntry {
  routes: RouteRecord[];
  includedRoutes: (paths: string[]) => string[];
  /** Old addresses and where they moved (the build writes them to _redirects and stub pages). */
  redirects: Redirect[];
  renderRoute: (pathname: string) => Promise<{ appHtml: string; head: PageHead; lang: string; status: number }>;
}
