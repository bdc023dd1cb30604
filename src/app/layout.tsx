import { Outlet } from 'react-router-dom';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { ScrollToTop } from '../components/layout/scroll-to-top';
import { useScrollBehaviour } from '../components/layout/use-scroll-behaviour';
import { staticPagePaths } from './route-paths';

/** The hosting page keeps the scroll position it is opened with (spec: it does not scroll to the top). */
const keepScrollOn = [staticPagePaths.websiteHostingTanzania] as const;

/** The frame of every page: the fixed header, the page, the footer, the scroll-to-top button and the scroll rules. */
export function Layout() {
  useScrollBehaviour(keepScrollOn);
  return (
    <>
      <SiteHeader />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTop />
    </>
  );
}
