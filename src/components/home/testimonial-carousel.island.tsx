import type { Testimonial } from '../../content/schemas/testimonials';
import { island } from '../../islands/island';
import { Carousel, type CarouselLabels } from '../ui/carousel';
import { TestimonialCard } from './testimonial-card';

/** One language's testimonials as a carousel. An island that loads as it comes into view (Embla stays out of the first load). */
export default function TestimonialCarousel({ testimonials, labels, labelledBy }: { testimonials: readonly Testimonial[]; labels: CarouselLabels; labelledBy: string }) {
  return (
    <Carousel
      labelledBy={labelledBy}
      labels={labels}
      slides={testimonials.map((testimonial) => ({ key: testimonial.id, content: <TestimonialCard testimonial={testimonial} /> }))}
    />
  );
}

export const TestimonialCarouselIsland = island('testimonial-carousel', TestimonialCarousel, 'visible');
