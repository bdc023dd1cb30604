import type { RouteRecord } from '../lib/route-record';
import { aboutPath, redirects } from 'virtual:site-data/site-routes';
import { blogLoader, blogPagePaths, blogPostLoader, blogPostPaths } from './data/loaders';
import { Layout } from './layout';
import { RedirectRoute } from './redirect-route';
import { RouteError } from './route-error';
import { staticPagePaths } from '../lib/route-paths';

const path = (p: string) => p.replace(/^\//, '');

/**
 * The one route table: the spec's routes, the about page, posts, redirects
 * and 404. It runs on the server only (prerender and dev): browsers get the
 * HTML and hydrate its islands.
 */
export const routes: RouteRecord[] = [
  {
    id: 'root',
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { id: 'home', index: true, lazy: () => import('../pages/home') },
      { id: 'services', path: path(staticPagePaths.services), lazy: () => import('../pages/services') },
      { id: 'blog', path: path(staticPagePaths.blog), loader: blogLoader, lazy: () => import('../pages/blog') },
      {
        id: 'blog-page',
        path: 'blog/page/:page',
        loader: blogLoader,
        getStaticPaths: blogPagePaths,
        lazy: () => import('../pages/blog'),
      },
      {
        id: 'blog-post',
        path: 'blog/:slug',
        loader: blogPostLoader,
        getStaticPaths: blogPostPaths,
        lazy: () => import('../pages/blog-post'),
      },
      { id: 'website-design', path: path(staticPagePaths.websiteDesign), lazy: () => import('../pages/website-design') },
      { id: 'seo-services', path: path(staticPagePaths.seoServices), lazy: () => import('../pages/seo-services') },
      { id: 'about', path: path(aboutPath), lazy: () => import('../pages/about') },
      { id: 'business-solutions', path: path(staticPagePaths.businessSolutions), lazy: () => import('../pages/business-solutions') },
      {
        id: 'website-hosting-tanzania',
        path: path(staticPagePaths.websiteHostingTanzania),
        lazy: () => import('../pages/website-hosting-tanzania'),
      },
      { id: 'web-developer-tanzania', path: path(staticPagePaths.webDeveloperTanzania), lazy: () => import('../pages/web-developer-tanzania') },
      {
        id: 'web-developer-dar-es-salaam',
        path: path(staticPagePaths.webDeveloperDarEsSalaam),
        lazy: () => import('../pages/web-developer-dar-es-salaam'),
      },
      {
        id: 'web-hosting-dar-es-salaam',
        path: path(staticPagePaths.webHostingDarEsSalaam),
        lazy: () => import('../pages/web-hosting-dar-es-salaam'),
      },
      { id: 'website-packages', path: path(staticPagePaths.websitePackages), lazy: () => import('../pages/website-packages') },
      { id: 'privacy', path: path(staticPagePaths.privacy), lazy: () => import('../pages/privacy') },
      ...redirects.map((redirect, i) => ({
        id: `redirect-${i}`,
        path: path(redirect.from),
        element: <RedirectRoute to={redirect.to} />,
      })),
      // Prerendered as 404.html; '*' serves unknown paths in the app.
      { id: 'not-found-page', path: '404', lazy: () => import('../pages/not-found') },
      { id: 'not-found', path: '*', lazy: () => import('../pages/not-found') },
    ],
  },
];

/** Paths to prerender: every route except redirects (they get stub pages from the emit step). */
export function includedRoutes(paths: string[]): string[] {
  const redirected = new Set(redirects.map((r) => r.from));
  return paths.filter((p) => !redirected.has(p) && !redirected.has(`/${p}`));
}
