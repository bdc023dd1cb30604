import { Outlet } from 'react-router-dom';

/** The frame of every page. The header, footer and scroll behaviour are filled in by the site shell. */
export function Layout() {
  return (
    <>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}
