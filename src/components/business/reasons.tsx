import type { BusinessSolutions } from '../../content/schemas/business-solutions';
import { FeatureCard } from '../ui/feature-card';
import { Section } from '../ui/section';
import { introProps } from '../ui/section-intro';

/** Why choose these solutions: four feature cards. */
export function Reasons({ data }: { data: BusinessSolutions['reasons'] }) {
  return (
    <Section id="why" {...introProps(data.intro)}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {data.items.map((item) => (
          <li key={item.title}>
            <FeatureCard icon={item.icon} title={item.title}>
              {item.description}
            </FeatureCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
