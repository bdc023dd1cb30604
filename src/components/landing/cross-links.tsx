import { ArrowRight } from '../ui/lucide-icons';
import type { LandingPage } from '../../../pipeline/validate/schemas/landing-pages';
import { ContentLink } from './content-link';

/** Links to the related local pages, as a list of large tappable rows. */
export function CrossLinks({ data }: { data: LandingPage['crossLinks'] }) {
  return (
    <section aria-labelledby="cross-links" className="flex h-full flex-col justify-center rounded-2xl border border-border bg-background p-6 shadow-card sm:p-8">
      <h2 id="cross-links" className="text-2xl font-bold text-ink">
        {data.heading}
      </h2>
      <ul className="mt-5 space-y-3">
        {data.links.map((link) => (
          <li key={link.label}>
            <ContentLink
              link={link}
              className="group flex min-h-14 items-center justify-between gap-3 rounded-xl border border-border px-4 py-3 font-semibold text-ink transition-colors hover:border-primary hover:bg-primary-soft hover:text-primary-strong"
            >
              {link.label}
              <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-primary transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
