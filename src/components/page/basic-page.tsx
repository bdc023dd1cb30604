import type { ReactNode } from 'react';
import type { PageHead } from '../../content/seo/page-head';
import { PageMeta } from '../../app/page-meta';
import { Breadcrumbs } from '../ui/breadcrumbs';

/** A page with its head tags, breadcrumbs, h1 and lead text, then its sections. */
export function BasicPage({ head, heading, children }: { head: PageHead; heading: string; children?: ReactNode }) {
  return (
    <article className="mx-auto max-w-5xl px-4 pb-16 pt-24">
      <PageMeta head={head} />
      <Breadcrumbs items={head.breadcrumbs} />
      <h1 className="mt-4 text-3xl font-bold">{heading}</h1>
      <p className="mt-4 text-lg">{head.description}</p>
      {children}
    </article>
  );
}
