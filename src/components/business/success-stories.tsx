import { TrendingUp } from '../ui/lucide-icons';
import type { BusinessSolutions } from '../../../pipeline/validate/schemas/business-solutions';
import { Section } from '../ui/section';
import { introProps } from '../ui/section-intro';
import { Stars } from '../ui/stars';

/** Client results: the figure first, then the client's words, rating and name. */
export function SuccessStories({ data }: { data: BusinessSolutions['successStories'] }) {
  return (
    <Section id="success-stories" className="bg-surface" {...introProps(data.intro)}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {data.stories.map((story) => (
          <li key={story.business}>
            <figure className="flex h-full flex-col rounded-2xl border border-border bg-background p-6 shadow-card sm:p-7">
              <p className="flex items-start gap-2 text-lg font-bold text-primary-strong">
                <TrendingUp aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
                {story.result}
              </p>
              <Stars rating={story.stars} className="mt-4" />
              <blockquote className="mt-4 text-foreground">
                <p>“{story.testimonial}”</p>
              </blockquote>
              <figcaption className="mt-auto border-t border-border pt-5">
                <span className="block font-semibold text-ink">{story.business}</span>
                <span className="block text-sm text-muted-foreground">{story.industry}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
