import type { BusinessSolutions } from '../../../pipeline/validate/schemas/business-solutions';
import { CheckList } from '../ui/check-list';
import { Icon } from '../ui/icon';
import { Section } from '../ui/section';
import { introProps } from '../ui/section-intro';

/** Who the solutions are for (#solutions): startups, NGOs, small business. */
export function AudienceCards({ data }: { data: BusinessSolutions['audiences'] }) {
  return (
    <Section id="solutions" {...introProps(data.intro)}>
      <ul className="grid gap-6 md:grid-cols-3">
        {data.cards.map((card) => (
          <li key={card.title}>
            <article className="flex h-full flex-col rounded-2xl border border-border bg-background p-6 shadow-card transition-shadow hover:shadow-lg sm:p-7">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Icon name={card.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-bold text-ink">{card.title}</h3>
              <p className="mt-2 flex-1 text-muted-foreground">{card.description}</p>
              <CheckList items={card.features} className="mt-5 border-t border-border pt-5" />
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
