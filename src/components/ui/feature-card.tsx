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
}: {
  icon?: string;
  title: string;
  children?: ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <Card id={id} className={cn('h-full scroll-mt-24', className)}>
      {icon && (
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
          <Icon name={icon} className="size-6" />
        </span>
      )}
      <h3 className="text-lg font-semibold text-ink">{title}</h3>
      {children && <div className="mt-2 text-muted-foreground">{children}</div>}
    </Card>
  );
}
