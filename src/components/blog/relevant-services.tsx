import { ArrowRight, Briefcase } from '../ui/lucide-icons';
import { Link } from 'react-router-dom';
import type { TagService } from '../../../pipeline/compile/post-relations';

/** The services the post's tags point to (chosen at build time, at most three). */
export function RelevantServices({ services }: { services: readonly TagService[] }) {
  if (services.length === 0) return null;
  return (
    <section aria-labelledby="post-services" className="rounded-2xl border border-border bg-surface p-6">
      <h2 id="post-services" className="flex items-center gap-2 text-lg font-bold text-ink">
        <Briefcase aria-hidden="true" className="size-5 text-primary" />
        Relevant Services
      </h2>
      <ul className="mt-4 divide-y divide-border">
        {services.map((service) => (
          <li key={service.link}>
            <Link
              to={service.link}
              className="group flex items-center justify-between gap-3 py-3 font-semibold text-foreground hover:text-primary"
            >
              {service.label}
              <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-primary transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
