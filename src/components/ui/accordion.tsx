import { ChevronDown } from './lucide-icons';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface AccordionItem {
  /** Stable key; also part of the trigger and panel ids. */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * A disclosure list (FAQ): one item open at a time, the open one collapsible.
 * Every panel is rendered (closed ones `hidden`), so all answers are in the
 * prerendered HTML for readers and search engines. Triggers are buttons
 * inside headings: Enter and Space toggle, Up/Down/Home/End move between them.
 */
export function Accordion({
  items,
  defaultOpenId = null,
  headingLevel = 3,
  className,
}: {
  items: readonly AccordionItem[];
  /** The item open on first render (same on the server and in the browser). */
  defaultOpenId?: string | null;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const baseId = useId();
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowUp' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : undefined;
    if (target === undefined) return;
    event.preventDefault();
    triggers.current[target]?.focus();
  };

  return (
    <div className={cn('divide-y divide-border rounded-2xl border border-border bg-background shadow-card', className)}>
      {items.map((item, index) => {
        const open = item.id === openId;
        const triggerId = `${baseId}-${item.id}-trigger`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <Heading className="m-0">
              <button
                ref={(node) => {
                  triggers.current[index] = node;
                }}
                type="button"
                id={triggerId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(event) => moveFocus(event, index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink transition-colors hover:text-primary sm:px-6 sm:py-5 sm:text-lg"
              >
                <span>{item.title}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn('size-5 shrink-0 text-primary transition-transform duration-200', open && 'rotate-180')}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              hidden={!open}
              className="px-5 pb-5 text-muted-foreground sm:px-6"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
