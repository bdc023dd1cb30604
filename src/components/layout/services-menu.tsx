import { ChevronDown } from '../ui/lucide-icons';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { NavMenu } from '../../../pipeline/validate/schemas/navigation';
import { cn } from '../../lib/cn';
import { menuLinkClass, navEntryClass } from './nav-styles';
import { useActiveLink } from './use-active-link';

/**
 * The header's Services dropdown (a disclosure: a button and a list of
 * links). Enter, Space or Arrow Down opens it, arrow keys move through it,
 * Escape closes it and returns to the button; it also closes on a click
 * outside, when focus leaves it, and on a link click.
 */
export function ServicesMenu({ menu, pathname }: { menu: NavMenu; pathname: string }) {
  const { isLinkActive, isItemActive } = useActiveLink(pathname);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const active = isItemActive(menu);

  const links = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-link]') ?? [])];
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
    // The list is rendered hidden; it is shown on this render, focus it on the next frame.
    requestAnimationFrame(() => {
      const items = links();
      (event.key === 'ArrowDown' ? items[0] : items.at(-1))?.focus();
    });
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const items = links();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    const target =
      event.key === 'ArrowDown' ? items[(index + 1) % items.length]
      : event.key === 'ArrowUp' ? items[(index - 1 + items.length) % items.length]
      : event.key === 'Home' ? items[0]
      : event.key === 'End' ? items.at(-1)
      : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <li
      ref={root}
      className="relative"
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-current={active ? 'page' : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={onTriggerKeyDown}
        className={navEntryClass(active)}
      >
        {menu.label}
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform duration-200', open && 'rotate-180')} />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        className="absolute left-1/2 top-full z-10 mt-2 w-60 -translate-x-1/2 rounded-2xl border border-border bg-background p-2 shadow-card"
      >
        {menu.children.map((link) => {
          const current = isLinkActive(link.href);
          return (
            <li key={link.href}>
              <a
                href={link.href}
                data-menu-link=""
                aria-current={current ? 'page' : undefined}
                onClick={() => setOpen(false)}
                className={menuLinkClass(current)}
              >
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
