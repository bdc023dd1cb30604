import { Quote } from '../ui/lucide-icons';
import type { HostingTestimonial } from '../../../pipeline/validate/schemas/hosting';
import { Stars } from '../ui/stars';

/** A customer quote with its star rating, headline and attribution (first name, initial, city). */
export function HostingTestimonialCard({ testimonial }: { testimonial: HostingTestimonial }) {
  return (
    <figure className="relative flex h-full flex-col rounded-2xl border border-border bg-background p-6 shadow-card">
      <Quote aria-hidden="true" className="absolute right-6 top-6 size-8 text-primary-soft" />
      <Stars rating={testimonial.stars} />
      <p className="mt-4 text-lg font-semibold text-ink">{testimonial.title}</p>
      <blockquote className="mt-2 flex-1 text-muted-foreground">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-5 border-t border-border pt-4 text-sm font-semibold text-foreground">
        {testimonial.attribution}
      </figcaption>
    </figure>
  );
}
