import { Phone } from '../ui/lucide-icons';
import { navigation } from 'virtual:site-data/navigation';
import { telHref } from '../../lib/links';
import { ButtonAnchor } from '../ui/button';
import { menuLinkClass } from './nav-styles';
import { useActiveLink } from './use-active-link';

/**
 * The collapsible menu of small screens: every header link (the Services
 * links grouped under their label) and the 'Call Me' button. Any link click
 * closes it.
 */
export function MobileMenu({ id, open, pathname, onNavigate }: { id: string; open: boolean; pathname: string; onNavigate: () => void }) {
  const { isLinkActive } = useActiveLink(pathname);
  const link = (href: string, label: string) => {
    const current = isLinkActive(href);
    return (
      <a href={href} onClick={onNavigate} aria-current={current ? 'page' : undefined} className={menuLinkClass(current)}>
        {label}
      </a>
    );
  };
  return (
    <div id={id} hidden={!open} className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border bg-background md:hidden">
      <nav className="mx-auto max-w-6xl px-4 pb-6 pt-3 sm:px-6">
        <ul className="space-y-1">
          {navigation.main.map((item) =>
            'children' in item ? (
              <li key={item.label} className="py-1">
                <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground">{item.label}</p>
                <ul className="ml-3 space-y-1 border-l border-border pl-2">
                  {item.children.map((child) => (
                    <li key={child.href}>{link(child.href, child.label)}</li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.href}>{link(item.href, item.label)}</li>
            ),
          )}
        </ul>
        <ButtonAnchor href={telHref()} onClick={onNavigate} size="lg" className="mt-5 w-full">
          <Phone aria-hidden="true" className="size-5" />
          {navigation.mobileCallLabel}
        </ButtonAnchor>
      </nav>
    </div>
  );
}
