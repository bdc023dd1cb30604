import { imagesFor } from '../../lib/images';
import { Quote } from '../ui/lucide-icons';
import { home } from 'virtual:site-data/home';
import { testimonials } from 'virtual:site-data/testimonials';
import { HomeSection } from './home-section';
import { TestimonialCarouselIsland } from './testimonial-carousel.island';

/** Testimonials (#testimonials): an English and a Swahili carousel, then the mission quote. */
export function TestimonialsSection() {
  const copy = home.testimonials;
  const groups = [
    { language: 'en', heading: copy.englishHeading },
    { language: 'sw', heading: copy.swahiliHeading },
  ] as const;
  return (
    <HomeSection id="testimonials" intro={copy.intro} tone="muted">
      <div className="space-y-14">
        {groups.map((group) => {
          const items = testimonials.testimonials.filter((t) => t.language === group.language);
          const headingId = `testimonials-${group.language}`;
          return (
            <div key={group.language}>
              <h3 id={headingId} className="mb-6 text-xl font-semibold text-ink">
                {group.heading}
              </h3>
              <TestimonialCarouselIsland labelledBy={headingId} labels={{ previous: copy.previousLabel, next: copy.nextLabel }} testimonials={items} images={imagesFor(items.map((t) => t.image))} />
            </div>
          );
        })}
      </div>
      <figure className="mx-auto mt-16 max-w-3xl rounded-3xl bg-primary px-6 py-10 text-center text-primary-foreground shadow-card sm:px-12">
        <Quote aria-hidden="true" className="mx-auto size-8 text-accent" />
        <blockquote className="mt-4 text-balance text-xl font-medium leading-relaxed sm:text-2xl">{copy.mission.text}</blockquote>
        <figcaption className="mt-4 text-sm font-semibold uppercase tracking-wider text-primary-foreground">{copy.mission.attribution}</figcaption>
      </figure>
    </HomeSection>
  );
}
