import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * Fades its content in once, when a tenth of it comes into view (the
 * browser side is in src/islands/page-behaviour.ts). The prerendered HTML
 * always shows everything; the hidden state is set only in the browser.
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      data-reveal-on-view=""
      className={cn(
        'transition duration-700 ease-out motion-reduce:transition-none data-[reveal=hidden]:translate-y-6 data-[reveal=hidden]:opacity-0 data-[reveal=hidden]:transition-none',
        className,
      )}
    >
      {children}
    </div>
  );
}
