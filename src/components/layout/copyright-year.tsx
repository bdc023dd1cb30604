import { useEffect, useRef } from 'react';

// Read once when the module loads (at build time for the prerendered HTML), never during render.
const loadedYear = new Date().getFullYear();

/**
 * The current year. The prerendered page carries the build year; should a
 * visitor open it in a later year, the text is brought up to date after
 * hydration without a mismatch.
 */
export function CopyrightYear() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const year = String(new Date().getFullYear());
    if (ref.current && ref.current.textContent !== year) ref.current.textContent = year;
  }, []);
  return (
    <span ref={ref} suppressHydrationWarning>
      {loadedYear}
    </span>
  );
}
