import { Menu, Phone, X } from '../ui/lucide-icons';
import { useEffect, useId, useRef, useState } from 'react';
import { navigation } from 'virtual:site-data/navigation';
import { site } from 'virtual:site-data/site';
import { cn } from '../../lib/cn';
import { HEADER_OPAQUE_AFTER_PX } from '../../lib/hooks/interface-constants';
import { useIsMobile } from '../../lib/hooks/use-is-mobile';
import { useScrolledPast } from '../../lib/hooks/use-scrolled-past';
import { telHref } from '../../lib/links';
import { ButtonAnchor } from '../ui/button';
import { BrandMark } from './brand-mark';
import { MobileMenu } from './mobile-menu';
import { navEntryClass } from './nav-styles';
import { ServicesMenu } from './services-menu';
import { island } from '../../islands/island';
import { useActiveLink } from './use-active-link';

/**
 * The fixed header: transparent at the top of the page, opaque with a shadow
 * once scrolled past 50 px (or while the mobile menu is open). Wide screens
 * show the links, the Services dropdown and the call button; below 768 px a
 * toggle opens the collapsible menu. An island: hydrated on every page.
 */
export default function SiteHeader({ pathname }: { pathname: string }) {
  const { isLinkActive } = useActiveLink(pathname);
  const scrolled = useScrolledPast(HEADER_OPAQUE_AFTER_PX);
  const mobile = useIsMobile();
  // Open only on a mobile-width window; any link click closes it.
  const [open, setOpen] = useState(false);
  // Growing past the mobile width closes it for good (adjusting state while rendering, as React recommends).
  if (!mobile && open) setOpen(false);
  const menuOpen = mobile && open;
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const solid = scrolled || menuOpen;

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header
      data-site-header=""
      data-solid={solid ? '' : undefined}
      className={cn(
        'fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300',
        solid ? 'bg-background shadow-header' : 'bg-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20">
        <BrandMark onNavigate={() => setOpen(false)} />

        <nav className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {navigation.main.map((item) => {
              if ('children' in item) return <ServicesMenu key={item.label} menu={item} pathname={pathname} />;
              const current = isLinkActive(item.href);
              return (
                <li key={item.href}>
                  <a href={item.href} aria-current={current ? 'page' : undefined} className={navEntryClass(current)}>
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <div className="hidden md:flex">
            <ButtonAnchor href={telHref()} size="header">
              <Phone aria-hidden="true" className="size-4" />
              <span className="sr-only">{navigation.callLabel}: </span>
              <span className="hidden lg:inline">{site.phoneDisplay}</span>
            </ButtonAnchor>
          </div>
          <button
            ref={toggle}
            type="button"
            aria-label={navigation.menuToggleLabel}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setOpen(!menuOpen)}
            className="inline-flex size-11 items-center justify-center rounded-lg text-ink transition-colors hover:bg-muted over-dark:text-white over-dark:hover:bg-white/10 md:hidden"
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>
      <MobileMenu id={menuId} open={menuOpen} pathname={pathname} onNavigate={() => setOpen(false)} />
    </header>
  );
}

export const SiteHeaderIsland = island('site-header', SiteHeader);
