import { CheckList } from '../ui/check-list';
import { FeatureCard } from '../ui/feature-card';

/** One of the SEO service areas: icon, title, what it is and what it covers. */
export function SeoAreaCard({ area }: { area: { icon: string; title: string; description: string; features: readonly string[] } }) {
  return (
    <FeatureCard icon={area.icon} title={area.title}>
      <p>{area.description}</p>
      <CheckList items={area.features} className="mt-4" />
    </FeatureCard>
  );
}
