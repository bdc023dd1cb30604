import type { Testimonial } from '../../../pipeline/validate/schemas/testimonials';
import { island } from '../../islands/island';
import type { ResponsiveImage } from '../../lib/images';
import { Carousel, type CarouselLabels } from '../ui/carousel';
import { TestimonialCard } from './testimonial-card';

/** One language's testimonials as a carousel. An island that loads as it comes into view (Embla stays out of the first load). */
export default function TestimonialCarousel({
  testimonials,
  images,
  labels,
  labelledBy,
}: {
  testimonials: readonly Testimonial[];
  /** The portraits' responsive sets, by URL (`imagesFor`). */
  images: Readonly<Record<string, ResponsiveImage>>;
  labels: CarouselLabels;
  labelledBy: string;
}) {
  return (
    <Carousel
      labelledBy={labelledBy}
      labels={labels}
      slides={testimonials.map((testimonial) => ({ key: testimonial.id, content: <TestimonialCard testimonial={testimonial} image={testimonial.image ? images[testimonial.image] : undefined} /> }))}
    />
  );
}

export const TestimonialCarouselIsland = island('testimonial-carousel', TestimonialCarousel, 'visible');
