import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from './card';
import { Icon } from './icon';

/** An icon, a title and a short text: benefits, features, services. */
export function FeatureCard({
  icon,
  title,
  children,
  className,
  id,
  headingLevel = 3,
}: {
  icon?: string;
  title: string;
  children?: ReactNode;
  className?: string;
  id?: string;
  /** 2 when the cards sit right under the page's h1, with no section heading of their own. */
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card id={id} className={cn('h-full', className)}>
      {icon && (
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
          <Icon name={icon} className="size-6" />
        </span>
      )}
      <Heading className="text-lg font-semibold text-ink">{title}</Heading>
      {children && <div className="mt-2 text-muted-foreground">{children}</div>}
    </Card>
  );
}
