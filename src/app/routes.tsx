import type { RouteRecord } from 'vite-react-ssg';
import { aboutPath, redirects } from '../generated/site-routes';
import { blogLoader, blogPagePaths, blogPostLoader, blogPostPaths } from './data/loaders';
import { AppRoot } from './app-root';
import { RedirectRoute } from './redirect-route';
import { RouteError } from './route-error';
import { staticPagePaths } from './route-paths';

const path = (p: string) => p.replace(/^\//, '');

/**
 * The one route table: the spec's routes, the about page, posts, redirects
 * and 404. `entry` names each page's module so the prerenderer can preload
 * exactly the chunks a page needs.
 */
export const routes: RouteRecord[] = [
  {
    id: 'root',
    path: '/',
    element: <AppRoot />,
    errorElement: <RouteError />,
    children: [
      { id: 'home', index: true, entry: 'src/pages/home.tsx', lazy: () => import('../pages/home') },
      { id: 'services', path: path(staticPagePaths.services), entry: 'src/pages/services.tsx', lazy: () => import('../pages/services') },
      { id: 'blog', path: path(staticPagePaths.blog), loader: blogLoader, entry: 'src/pages/blog.tsx', lazy: () => import('../pages/blog') },
      {
        id: 'blog-page',
        path: 'blog/page/:page',
        loader: blogLoader,
        getStaticPaths: blogPagePaths,
        entry: 'src/pages/blog.tsx',
        lazy: () => import('../pages/blog'),
      },
      {
        id: 'blog-post',
        path: 'blog/:slug',
        loader: blogPostLoader,
        // The body is a static island: hydration keeps its HTML, so the page need not inline it twice.
        handle: { prerenderedOnly: ['blocks'] },
        getStaticPaths: blogPostPaths,
        entry: 'src/pages/blog-post.tsx', lazy: () => import('../pages/blog-post'),
      },
      { id: 'website-design', path: path(staticPagePaths.websiteDesign), entry: 'src/pages/website-design.tsx', lazy: () => import('../pages/website-design') },
      { id: 'seo-services', path: path(staticPagePaths.seoServices), entry: 'src/pages/seo-services.tsx', lazy: () => import('../pages/seo-services') },
      { id: 'about', path: path(aboutPath), entry: 'src/pages/about.tsx', lazy: () => import('../pages/about') },
      { id: 'business-solutions', path: path(staticPagePaths.businessSolutions), entry: 'src/pages/business-solutions.tsx', lazy: () => import('../pages/business-solutions') },
      {
        id: 'website-hosting-tanzania',
        path: path(staticPagePaths.websiteHostingTanzania),
        entry: 'src/pages/website-hosting-tanzania.tsx', lazy: () => import('../pages/website-hosting-tanzania'),
      },
      { id: 'web-developer-tanzania', path: path(staticPagePaths.webDeveloperTanzania), entry: 'src/pages/web-developer-tanzania.tsx', lazy: () => import('../pages/web-developer-tanzania') },
      {
        id: 'web-developer-dar-es-salaam',
        path: path(staticPagePaths.webDeveloperDarEsSalaam),
        entry: 'src/pages/web-developer-dar-es-salaam.tsx', lazy: () => import('../pages/web-developer-dar-es-salaam'),
      },
      {
        id: 'web-hosting-dar-es-salaam',
        path: path(staticPagePaths.webHostingDarEsSalaam),
        entry: 'src/pages/web-hosting-dar-es-salaam.tsx', lazy: () => import('../pages/web-hosting-dar-es-salaam'),
      },
      { id: 'website-packages', path: path(staticPagePaths.websitePackages), entry: 'src/pages/website-packages.tsx', lazy: () => import('../pages/website-packages') },
      ...redirects.map((redirect, i) => ({
        id: `redirect-${i}`,
        path: path(redirect.from),
        element: <RedirectRoute to={redirect.to} />,
      })),
      // Prerendered as 404.html; '*' serves unknown paths in the app.
      { id: 'not-found-page', path: '404', entry: 'src/pages/not-found.tsx', lazy: () => import('../pages/not-found') },
      { id: 'not-found', path: '*', entry: 'src/pages/not-found.tsx', lazy: () => import('../pages/not-found') },
    ],
  },
];

/** Paths to prerender: every route except redirects (they get stub pages from the emit step). */
export function includedRoutes(paths: string[]): string[] {
  const redirected = new Set(redirects.map((r) => r.from));
  return paths.filter((p) => !redirected.has(p) && !redirected.has(`/${p}`));
}
