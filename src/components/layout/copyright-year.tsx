// Read once when the module loads (at build time for the prerendered HTML), never during render.
const loadedYear = new Date().getFullYear();

/**
 * The current year. The prerendered page carries the build year; should a
 * visitor open it in a later year, src/islands/page-behaviour.ts brings the
 * text up to date.
 */
export function CopyrightYear() {
  return (
    <span data-current-year="" suppressHydrationWarning>
      {loadedYear}
    </span>
  );
}
