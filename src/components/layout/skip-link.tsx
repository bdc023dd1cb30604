import { navigation } from 'virtual:site-data/navigation';

/** The first stop of the Tab key: hidden until focused, it jumps past the header to the page's main content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground shadow-card focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {navigation.skipLinkLabel}
    </a>
  );
}
