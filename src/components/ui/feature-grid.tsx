import { cn } from '../../lib/cn';
import { FeatureCard } from './feature-card';

/** A grid of icon cards from content items (benefits, features, reasons, claims). `className` sets the columns. */
export function FeatureGrid({
  items,
  dense = false,
  headingLevel,
  className,
}: {
  items: readonly { icon?: string; title: string; description: string }[];
  /** A tighter gap, for grids of four. */
  dense?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  return (
    <ul className={cn('grid', dense ? 'gap-4' : 'gap-6', className)}>
      {items.map((item) => (
        <li key={item.title}>
          <FeatureCard icon={item.icon} title={item.title} headingLevel={headingLevel}>
            <p>{item.description}</p>
          </FeatureCard>
        </li>
      ))}
    </ul>
  );
}
