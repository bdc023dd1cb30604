import type { BusinessSolutions } from '../../../pipeline/validate/schemas/business-solutions';
import { FeatureGrid } from '../ui/feature-grid';
import { Section } from '../ui/section';
import { introProps } from '../ui/section-intro';

/** Why choose these solutions: four feature cards. */
export function Reasons({ data }: { data: BusinessSolutions['reasons'] }) {
  return (
    <Section id="why" {...introProps(data.intro)}>
      <FeatureGrid items={data.items} className="sm:grid-cols-2 lg:grid-cols-4" />
    </Section>
  );
}
