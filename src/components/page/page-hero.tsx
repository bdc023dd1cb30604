import type { ReactNode } from 'react';
import { Breadcrumbs } from '../ui/breadcrumbs';

/** The top of an inner page: breadcrumbs, the page's only h1, a lead and its main actions. */
export function PageHero({
  breadcrumbs,
  eyebrow,
  heading,
  lead,
  actions,
  children,
}: {
  breadcrumbs: readonly { name: string; path: string }[];
  eyebrow?: string;
  heading: string;
  lead?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="bg-ink pb-16 pt-24 text-ink-foreground sm:pb-20 sm:pt-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <Breadcrumbs items={breadcrumbs} onDark />
        <div className="mt-6 max-w-3xl">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p>}
          <h1 className="mt-2 text-4xl font-bold leading-tight text-white sm:text-5xl">{heading}</h1>
          {lead && <p className="mt-5 text-lg text-ink-foreground sm:text-xl">{lead}</p>}
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {children}
      </div>
    </section>
  );
}
