import { ArrowUp } from '../ui/lucide-icons';
import { navigation } from 'virtual:site-data/navigation';
import { cn } from '../../lib/cn';
import { SCROLL_TOP_VISIBLE_AFTER_PX } from '../../lib/hooks/interface-constants';
import { scrollToTop } from '../../lib/hooks/scroll';
import { useScrolledPast } from '../../lib/hooks/use-scrolled-past';
import { island } from '../../islands/island';

/**
 * Fixed at the bottom right once the page is scrolled past 300 px; scrolls
 * smoothly back to the top. The last element of every page: index.html's
 * `<link rel="expect" href="#back-to-top" blocking="render">` holds the first
 * paint until the parser reaches it, so the page is laid out once, whole.
 */
export default function ScrollToTop() {
  const visible = useScrolledPast(SCROLL_TOP_VISIBLE_AFTER_PX);
  return (
    <button
      type="button"
      id="back-to-top"
      aria-label={navigation.scrollTopLabel}
      data-scroll-top=""
      onClick={() => scrollToTop()}
      className={cn(
        'fixed bottom-5 right-5 z-40 inline-flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-card ring-4 ring-background/60 transition-[opacity,transform,visibility,background-color] duration-300 hover:bg-primary-strong sm:bottom-6 sm:right-6',
        visible ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-3 opacity-0',
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}

export const ScrollToTopIsland = island('scroll-to-top', ScrollToTop);
