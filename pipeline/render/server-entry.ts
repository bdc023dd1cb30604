import type { PostData } from '../compile/compile-site-data.ts';
import type { PageHead } from '../compile/seo/page-head.ts';
import type { RouteRecord } from '../../src/lib/route-record.ts';
import type { Redirect } from '../validate/schemas/redirects.ts';

/**
 * What the server entry (src/main.tsx) exports: the route table, the
 * filter of paths to prerender and the page renderer. The build imports
 * its server bundle; the dev server loads it through Vite. Either hands it
 * the post data before rendering (`setPostData`).
 */
export interface ServerEntry {
  routes: RouteRecord[];
  includedRoutes: (paths: string[]) => string[];
  /** Old addresses and where they moved (the build writes them to _redirects and stub pages). */
  redirects: Redirect[];
  /** The post data the blog's route loaders read from now on. */
  setPostData: (data: PostData) => void;
  /** Renders a page; with `routeId` (the route the path is a page of), matched in that route's branch of the table alone. */
  renderRoute: (pathname: string, routeId?: string) => Promise<{ appHtml: string; head: PageHead; lang: string; status: number }>;
}
