import type { Venture } from '../../../pipeline/validate/schemas/about';
import type { SectionIntro } from '../../../pipeline/validate/schemas/blocks';
import { ContentLink } from '../landing/content-link';
import { Section } from '../ui/section';
import { introProps } from '../ui/section-intro';

/** The businesses the owner runs: name, role, what it does and a link to it. */
export function Ventures({ intro, items }: { intro: SectionIntro; items: readonly Venture[] }) {
  return (
    <Section id="ventures" {...introProps(intro)}>
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((venture) => (
          <li key={venture.name}>
            <article className="flex h-full flex-col rounded-2xl border border-border bg-background p-6 shadow-card">
              <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-xl bg-ink text-xl font-bold text-accent">
                {venture.name.charAt(0)}
              </span>
              <h3 className="mt-4 text-xl font-bold text-ink">{venture.name}</h3>
              <p className="mt-1 text-sm font-semibold text-primary">{venture.role}</p>
              <p className="mt-3 text-muted-foreground">{venture.description}</p>
              {venture.link && (
                <p className="mt-auto pt-5">
                  <ContentLink
                    link={venture.link}
                    className="inline-flex items-center gap-1 font-semibold text-primary hover:text-primary-strong hover:underline"
                  />
                </p>
              )}
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}

