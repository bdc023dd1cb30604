import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { REVEAL_THRESHOLD } from '../../lib/hooks/interface-constants';
import { prefersReducedMotion } from '../../lib/hooks/scroll';

/**
 * Fades its content in once, when a tenth of it comes into view. The hidden
 * state is set only by the browser after hydration, and only for content
 * still below the fold: the prerendered HTML, visitors without JavaScript and
 * visitors who prefer reduced motion always see everything.
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        if (first) {
          first = false;
          // Already (partly) on screen when the page came alive: leave it, no flash.
          if (entry.intersectionRatio > 0) observer.disconnect();
          else element.dataset.reveal = 'hidden';
          return;
        }
        if (entry.isIntersecting && entry.intersectionRatio >= REVEAL_THRESHOLD) {
          element.dataset.reveal = 'shown';
          observer.disconnect();
        }
      },
      { threshold: [0, REVEAL_THRESHOLD] },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      delete element.dataset.reveal;
    };
  }, []);
  return (
    <div
      ref={ref}
      className={cn(
        'transition duration-700 ease-out motion-reduce:transition-none data-[reveal=hidden]:translate-y-6 data-[reveal=hidden]:opacity-0',
        className,
      )}
    >
      {children}
    </div>
  );
}
