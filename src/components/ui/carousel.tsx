import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from './lucide-icons';
import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface CarouselLabels {
  /** Accessible names of the previous/next buttons. */
  previous: string;
  next: string;
}

/** "2 / 6": a slide's place, the same in every language. */
const position = (index: number, count: number) => `${index} / ${count}`;

/**
 * A looping, start-aligned carousel (Embla): one slide per view on small
 * screens, two from md, three from lg. Previous/next buttons and the left and
 * right arrow keys move it. Before hydration (or without JavaScript) the
 * track simply scrolls sideways, so every slide stays reachable.
 */
export function Carousel({
  slides,
  labels,
  labelledBy,
  className,
}: {
  slides: readonly { key: string; content: ReactNode }[];
  labels: CarouselLabels;
  /** Id of the heading that names the carousel. */
  labelledBy: string;
  className?: string;
}) {
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start' });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  const previous = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  return (
    <div role="region" aria-roledescription="carousel" aria-labelledby={labelledBy} onKeyDown={onKeyDown} className={cn('relative', className)}>
      <div
        ref={viewportRef}
        tabIndex={0}
        data-carousel-viewport=""
        className={cn(
          'rounded-2xl focus-visible:outline-offset-4',
          api ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]',
        )}
      >
        <div className="-ml-4 flex touch-pan-y py-2 sm:-ml-6">
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={position(index + 1, slides.length)}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start pl-4 sm:pl-6 md:basis-1/2 lg:basis-1/3"
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-between gap-4">
        <p aria-live="polite" aria-atomic="true" className="text-sm font-medium text-muted-foreground" data-carousel-status="">
          {position(selected + 1, slides.length)}
        </p>
        <div className="flex gap-2">
          <CarouselButton label={labels.previous} onClick={previous}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </CarouselButton>
          <CarouselButton label={labels.next} onClick={next}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </CarouselButton>
        </div>
      </div>
    </div>
  );
}

function CarouselButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full border border-border bg-background text-ink shadow-card transition-colors hover:border-primary hover:bg-primary hover:text-primary-foreground"
    >
      {children}
    </button>
  );
}
