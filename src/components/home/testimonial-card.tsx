import type { Testimonial } from '../../../pipeline/validate/schemas/testimonials';
import type { ResponsiveImage } from '../../lib/images';
import { Avatar } from '../ui/avatar';
import { Stars } from '../ui/stars';

/** One testimonial: stars, the words, and who said it (portrait or initials, role, city). */
export function TestimonialCard({ testimonial, image }: { testimonial: Testimonial; image?: ResponsiveImage }) {
  return (
    <figure lang={testimonial.language} className="flex h-full flex-col rounded-2xl border border-border bg-background p-6 shadow-card sm:p-7">
      <Stars rating={testimonial.stars} />
      <blockquote className="mt-4 flex-1 leading-relaxed text-foreground">“{testimonial.content}”</blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-border pt-5">
        <Avatar image={image} name={testimonial.name} size="md" />
        <span className="min-w-0">
          <span className="block font-semibold text-ink">{testimonial.name}</span>
          <span className="block text-sm text-muted-foreground">{testimonial.position}</span>
          <span className="block text-sm font-medium text-primary">{testimonial.company}</span>
        </span>
      </figcaption>
    </figure>
  );
}
