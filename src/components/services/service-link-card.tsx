import { ArrowRight } from '../ui/lucide-icons';
import { Link } from 'react-router-dom';
import { Card } from '../ui/card';
import { CheckList } from '../ui/check-list';
import { Icon } from '../ui/icon';

export interface ServiceLink {
  icon: string;
  title: string;
  description: string;
  features: readonly string[];
  /** An internal path or an external https URL (opens in a new tab). */
  href: string;
  linkLabel: string;
}

/**
 * A service card that is one link: the title's link stretches over the whole
 * card, so the card is a single tab stop with a meaningful name.
 */
export function ServiceLinkCard({ service }: { service: ServiceLink }) {
  const external = service.href.startsWith('http');
  const stretched = 'after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none';
  const title = (
    <>
      {service.title}
      {external && <span className="sr-only"> (opens in a new tab)</span>}
    </>
  );
  return (
    <Card className="group relative flex h-full flex-col transition-shadow focus-within:ring-2 focus-within:ring-primary hover:shadow-lg">
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
        <Icon name={service.icon} className="size-6" />
      </span>
      <h3 className="text-lg font-semibold text-ink">
        {external ? (
          <a href={service.href} target="_blank" rel="noopener noreferrer" className={stretched}>
            {title}
          </a>
        ) : (
          <Link to={service.href} className={stretched}>
            {title}
          </Link>
        )}
      </h3>
      <p className="mt-2 text-muted-foreground">{service.description}</p>
      <CheckList items={service.features} className="mt-4" />
      <p aria-hidden="true" className="mt-auto flex items-center gap-1 pt-5 text-sm font-semibold text-primary">
        {service.linkLabel}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
      </p>
    </Card>
  );
}
