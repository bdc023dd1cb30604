import { useState, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { isHydrating } from '../../lib/hydration';

/**
 * Content that never changes in the browser (text, cards, tables) does not
 * need React to walk it when a prerendered page starts: on the first load the
 * island keeps the server's HTML as it is (React skips the inside of an
 * element with dangerouslySetInnerHTML), which cuts the main-thread work of
 * hydration. When the island is mounted later (client-side navigation) it
 * renders its children normally. Internal links inside keep client-side
 * navigation through one click handler on the wrapper.
 */
export function StaticIsland({ children, onClick, ...props }: HTMLAttributes<HTMLDivElement> & { children: ReactNode }) {
  const [frozen] = useState(isHydrating);
  const navigate = useNavigate();
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    onClick?.(event);
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || link?.target || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  if (frozen) return <div {...props} onClick={followLink} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return (
    <div {...props} onClick={onClick}>
      {children}
    </div>
  );
}
