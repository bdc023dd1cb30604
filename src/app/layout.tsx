import { Outlet, useLocation } from 'react-router-dom';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeaderIsland } from '../components/layout/site-header.island';
import { navHrefs, sameActiveLinksPath } from '../components/layout/nav-active';
import { ScrollToTopIsland } from '../components/layout/scroll-to-top.island';
import { SkipLink } from '../components/layout/skip-link';
import { staticPagePaths } from '../lib/route-paths';
import { navigation } from 'virtual:site-data/navigation';

/** The header's links: the header is given the shortest path on which they are active as on the page's own (nav-active.ts). */
const headerHrefs = navHrefs(navigation.main);

/** The hosting page keeps the scroll position it is opened with (spec: it does not scroll to the top). */
const keepScrollOn: readonly string[] = [staticPagePaths.websiteHostingTanzania];

/** The frame of every page: a skip link, the fixed header, the page, the footer and the scroll-to-top button. */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink />
      <SiteHeaderIsland pathname={sameActiveLinksPath(pathname, headerHrefs)} />
      <main id="main" tabIndex={-1} className="outline-none" data-keep-scroll={keepScrollOn.includes(pathname) ? '' : undefined}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTopIsland />
    </>
  );
}
