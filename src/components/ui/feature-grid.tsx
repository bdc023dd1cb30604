import { cn } from '../../lib/cn';
import { FeatureCard } from './feature-card';

/** A grid of icon cards from content items (benefits, features, reasons, claims). `className` sets the columns. */
export function FeatureGrid({
  items,
  className,
}: {
  items: readonly { icon?: string; title: string; description: string }[];
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-6', className)}>
      {items.map((item) => (
        <li key={item.title}>
          <FeatureCard icon={item.icon} title={item.title}>
            <p>{item.description}</p>
          </FeatureCard>
        </li>
      ))}
    </ul>
  );
}
