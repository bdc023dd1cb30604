import type { ReactNode } from 'react';

/**
 * A card around a wide table that scrolls sideways on narrow screens instead
 * of widening the page; focusable so keyboard users can scroll it too.
 * Positioned, so the visually hidden cell texts inside stay clipped too.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-border bg-background shadow-card"
    >
      {children}
    </div>
  );
}
